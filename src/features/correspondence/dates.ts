/**
 * Days in the office's time zone (DECISIONS "Dates": values are `YYYY-MM-DDTHH:mm:ss`, Europe/
 * Vilnius, no offset; "overdue" compares by day) and their display.
 */
import { addDays, dayOf, officeDay } from "@/lib/deadlines/office-days";
import { formatDateTime } from "@/lib/format";

// The office's zone and the instant of an office time live with the other office-time helpers.
export { OFFICE_TIME_ZONE, officeInstant } from "@/lib/format";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // A real calendar day (no 30 February).
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Today in the office's time zone, `YYYY-MM-DD`. */
export function officeToday(now: Date = new Date()): string {
  return officeDay(now);
}

// Day arithmetic is the module the server shares.
export { addDays, dayOf };

/** A date-time for display in the interface language (src/lib/format), only the day at midnight. */
export function displayDateTime(value: string | null | undefined, language?: string): string {
  return formatDateTime(value, language);
}
