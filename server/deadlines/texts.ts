/**
 * The words of the calendar feed and of the deadline e-mails in the user's language, from the
 * literal files (`deadlines.*` keys, placeholders in braces), and the office day as the app
 * shows it (Lithuanian `2026-12-19`, English `19 Dec 2026`).
 */
import { translator, type Translate } from "../applications/texts";
import type { Language } from "../content/globals";
import type { CalendarTexts, EventLetter } from "../../src/lib/deadlines/calendar-events";

/** A literal with its `{name}` placeholders filled. */
export function fill(t: Translate, key: string, values: Record<string, string | number>): string {
  return t(key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const LOCALES: Record<Language, string> = { lt: "lt-LT", en: "en-GB" };
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A day (`YYYY-MM-DD`) in the app's date style of the language. */
export function displayDay(language: Language, day: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    // The day is written from its UTC fields: no zone can move it.
    format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: "UTC", year: "numeric", month: language === "lt" ? "2-digit" : "short", day: language === "lt" ? "2-digit" : "numeric" });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** The numbers that stand for a letter when its subject is not shown. */
export function letterTitle(letter: EventLetter): string {
  return letter.subject ?? ([letter.boCorrespondenceNumber, letter.applicationNumber].filter(Boolean).join(", ") || "—");
}

export function calendarTexts(language: Language): CalendarTexts {
  const t = translator(language);
  return {
    name: t("deadlines.calendar.name"),
    summary: (letter) => fill(t, "deadlines.calendar.summary", { title: letterTitle(letter) }),
    description: (letter, link) =>
      fill(t, "deadlines.calendar.description", { application: letter.applicationNumber ?? "—", letter: letter.boCorrespondenceNumber ?? "—", link }),
    alarm: (letter, days) =>
      days === 0
        ? fill(t, "deadlines.calendar.alarm.today", { title: letterTitle(letter) })
        : fill(t, "deadlines.calendar.alarm.days", { title: letterTitle(letter), days }),
  };
}
