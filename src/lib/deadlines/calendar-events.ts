/**
 * The deadlines as iCalendar (RFC 5545), written with ical-generator: the ONE
 * event builder of the private calendar feed (server, decision 83) and of the one-off `.ics`
 * download (app, offline). For each letter with a due date: one all-day VEVENT on the due day
 * (DTSTART;VALUE=DATE, DTEND the next day, exclusive), whatever the zone of the device or the
 * server; a UID made of the letter's id and the host, so a changed due date moves the event; a
 * link to the letter; a DISPLAY VALARM for each alarm day, at 09:00 of that day.
 * With NUMBERS_ONLY the texts never receive the subject (a phone's lock screen is public).
 */
import { ICalAlarmType, ICalCalendar, ICalEventTransparency } from "ical-generator";
import { dayOf } from "./office-days";

export type CalendarDetail = "SUBJECTS" | "NUMBERS_ONLY";

export interface DeadlineLetter {
  id: number;
  subject: string;
  dueDate: string | null;
  applicationNumber: string | null;
  boCorrespondenceNumber: string | null;
}

/** What the texts may say about a letter: the subject is null with NUMBERS_ONLY. */
export interface EventLetter {
  subject: string | null;
  applicationNumber: string | null;
  boCorrespondenceNumber: string | null;
}

export interface CalendarTexts {
  /** The calendar's name. */
  name: string;
  /** An event's title. */
  summary: (letter: EventLetter) => string;
  /** An event's description, with the link to the letter. */
  description: (letter: EventLetter, link: string) => string;
  /** What an alarm says, `days` before the due day. */
  alarm: (letter: EventLetter, days: number) => string;
}

export interface CalendarOptions {
  /** The user area's origin: links are `{origin}/correspondence/{id}`, UIDs end with its host. */
  origin: string;
  texts: CalendarTexts;
  /** Days before the due day with an alarm (0: on the day). */
  alarms: readonly number[];
  detail: CalendarDetail;
  /** DTSTAMP of the events. */
  now: Date;
  /** A feed's suggested refresh interval in seconds (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
}

/** Alarms ring at this hour of the alarm day (the calendar's own zone: all-day events float). */
const ALARM_HOUR = 9;

/** An all-day value for ical-generator: midnight UTC of the day, written with its UTC fields. */
function utcDay(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays));
}

/** The UID of a letter's event: the same in the feed and the download. */
export function deadlineUid(id: number, origin: string): string {
  return `correspondence-${id}@${new URL(origin).host}`;
}

export function deadlinesCalendar(letters: readonly DeadlineLetter[], options: CalendarOptions): string {
  const { origin, texts, alarms, detail, now } = options;
  // No calendar-wide zone: all-day dates are written from their UTC fields (utcDay), stamps in UTC.
  const calendar = new ICalCalendar({ prodId: { company: "IP Office", product: "User area deadlines" }, name: texts.name });
  if (options.refreshSeconds) calendar.ttl(options.refreshSeconds);
  for (const letter of letters) {
    if (!letter.dueDate) continue;
    const shown: EventLetter = {
      subject: detail === "SUBJECTS" ? letter.subject : null,
      applicationNumber: letter.applicationNumber,
      boCorrespondenceNumber: letter.boCorrespondenceNumber,
    };
    const link = `${origin}/correspondence/${letter.id}`;
    const day = dayOf(letter.dueDate);
    const event = calendar.createEvent({
      id: deadlineUid(letter.id, origin),
      stamp: now,
      start: utcDay(day),
      // DTEND of an all-day event is exclusive: the next day.
      end: utcDay(day, 1),
      allDay: true,
      // A deadline does not make the user busy.
      transparency: ICalEventTransparency.TRANSPARENT,
      summary: texts.summary(shown),
      description: texts.description(shown, link),
      url: link,
    });
    for (const days of alarms) {
      // Seconds before the start (midnight of the due day) to 09:00 of the alarm day. Related to
      // START explicitly: ical-generator relates a trigger after the start (day 0) to END, and
      // its constructor ignores `relatesTo`.
      event
        .createAlarm({ type: ICalAlarmType.display, trigger: days * 86_400 - ALARM_HOUR * 3_600, description: texts.alarm(shown, days) })
        .relatesTo("START");
    }
  }
  return calendar.toString();
}
