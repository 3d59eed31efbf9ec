/**
 * The app's texts of the deadline calendar (the one-off download, src/lib/deadlines/
 * calendar-events.ts): the same events as the feed, in the interface language.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CalendarTexts, EventLetter } from "@/lib/deadlines/calendar-events";

export function calendarTexts(i18n: I18n): CalendarTexts {
  const numbers = (letter: EventLetter) => [letter.boCorrespondenceNumber, letter.applicationNumber].filter(Boolean).join(", ") || "—";
  const title = (letter: EventLetter) => letter.subject ?? numbers(letter);
  return {
    name: i18n._(msg`IP Office reply deadlines`),
    summary: (letter) => i18n._(msg`Reply due: ${title(letter)}`),
    description: (letter, link) => {
      const application = letter.applicationNumber ?? "—";
      const number = letter.boCorrespondenceNumber ?? "—";
      return i18n._(msg`Application number: ${application}. Letter: ${number}. Open the letter: ${link}`);
    },
    alarm: (letter, days) =>
      days === 0 ? i18n._(msg`Reply due today: ${title(letter)}`) : i18n._(msg`Reply due in ${days} days: ${title(letter)}`),
  };
}
