/**
 * Office days: a due date is a calendar day in the office's time zone (DECISIONS
 * "Dates and money": Europe/Vilnius, no offset; "overdue" compares by day), whatever the zone of
 * the device or the server. Days are `YYYY-MM-DD` text, which compares and sorts as dates.
 * Shared by the app, the service worker and the reference server: no imports, relative or not.
 */
export const OFFICE_TIME_ZONE = "Europe/Vilnius";

let formatter: Intl.DateTimeFormat | undefined;

/** The office's calendar day of an instant (default now). */
export function officeDay(instant: Date | number = Date.now()): string {
  // Built on first use: the first Intl formatter with a time zone is slow to make.
  formatter ??= new Intl.DateTimeFormat("en-CA", { timeZone: OFFICE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day part of a contract date-time (`YYYY-MM-DDTHH:mm:ss`) or of a day. */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** A day moved by whole calendar days (no time zone involved: pure calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
