/**
 * The deadlines as an iCalendar file (RFC 5545, issue 13), written with ical-generator: one
 * event per letter that needs a reply, with its subject, application number and a link back to
 * its thread. A due date with a time is a timed event in the office's time zone (TZID
 * Europe/Vilnius with its VTIMEZONE); a pure date (`T00:00:00`, DECISIONS "Dates") is an
 * all-day event on that day. Loaded lazily: only when the user downloads the file.
 */
import vilniusZone from "@touch4it/ical-timezones/zones/Europe/Vilnius.ics?raw";
import { ICalCalendar } from "ical-generator";
import type { CorrespondenceMessage } from "./api/schemas";
import { OFFICE_TIME_ZONE } from "./dates";

export interface CalendarTexts {
  /** The calendar's name. */
  name: string;
  /** An event's title from the letter's subject. */
  summary: (subject: string) => string;
  /** An event's description: the application number and the link. */
  description: (message: Pick<CorrespondenceMessage, "applicationNumber" | "boCorrespondenceNumber">, link: string) => string;
}

type Letter = Pick<CorrespondenceMessage, "id" | "subject" | "dueDate" | "applicationNumber" | "boCorrespondenceNumber">;

/** The VTIMEZONE block of the office's zone (the tzurl.org definition the package ships). */
function officeZone(zone: string): string | null {
  if (zone !== OFFICE_TIME_ZONE) return null;
  const start = vilniusZone.indexOf("BEGIN:VTIMEZONE");
  const end = vilniusZone.indexOf("END:VTIMEZONE");
  return start < 0 || end < 0 ? null : vilniusZone.slice(start, end + "END:VTIMEZONE".length);
}

/** Parses `YYYY-MM-DDTHH:mm:ss` into a Date whose local fields are those wall-clock values. */
function wallClock(value: string): Date {
  const [day = "", time = "00:00:00"] = value.split("T");
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [hh, mm, ss] = time.split(":").map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hh, mm, ss);
}

export function deadlinesCalendar(letters: readonly Letter[], origin: string, texts: CalendarTexts, now: Date = new Date()): string {
  // No calendar-wide zone (its stamps stay in UTC); the generator adds the office's VTIMEZONE
  // for the events that name it.
  const calendar = new ICalCalendar({ prodId: { company: "IP Office", product: "User area deadlines" }, name: texts.name });
  calendar.timezone({ name: "", generator: officeZone });
  for (const letter of letters) {
    if (!letter.dueDate) continue;
    const link = `${origin}/correspondence/${letter.id}`;
    const allDay = letter.dueDate.endsWith("T00:00:00");
    const start = wallClock(letter.dueDate);
    calendar.createEvent({
      id: `correspondence-${letter.id}@${new URL(origin).host}`,
      stamp: now,
      start,
      // An all-day event ends the next day (DTEND is exclusive); a timed one is a 30-minute reminder.
      end: allDay ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1) : new Date(start.getTime() + 30 * 60_000),
      allDay,
      timezone: allDay ? null : OFFICE_TIME_ZONE,
      summary: texts.summary(letter.subject),
      description: texts.description(letter, link),
      url: link,
    });
  }
  return calendar.toString();
}
