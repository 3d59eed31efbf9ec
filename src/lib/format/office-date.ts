/**
 * Days in the office's time zone (DECISIONS "Dates and money": every date is office time,
 * Europe/Vilnius, and "before today" / "overdue" compare by day). The browser may run in any
 * time zone, so "today" is taken from the clock in the office's zone, never the browser's.
 */
export const OFFICE_TIME_ZONE = "Europe/Vilnius";

const formatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: OFFICE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The office's calendar day of an instant, `YYYY-MM-DD`. */
export function officeDay(instant: Date = new Date()): string {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day part of a contract value (`YYYY-MM-DDTHH:mm:ss` or `YYYY-MM-DD`). */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** True when the value's day is before the office's today (by day, not by time). */
export function isBeforeOfficeToday(value: string | null | undefined, now: Date = new Date()): boolean {
  if (!value) return false;
  return dayOf(value) < officeDay(now);
}
