/**
 * Days in the office's time zone (DECISIONS "Dates and money": every date is office time,
 * Europe/Vilnius, and "before today" / "overdue" compare by day). The browser may run in any
 * time zone, so "today" is taken from the clock in the office's zone, never the browser's.
 */
import { dateFormat } from "./locale";
// The office's zone and calendar days live in the module the server shares.
import { OFFICE_TIME_ZONE, dayOf, officeDay } from "../deadlines/office-days";

export { OFFICE_TIME_ZONE, dayOf, officeDay };

/** True when the value's day is before the office's today (by day, not by time). */
export function isBeforeOfficeToday(value: string | null | undefined, now: Date = new Date()): boolean {
  if (!value) return false;
  return dayOf(value) < officeDay(now);
}

/**
 * The instant of an office date-time (ms since the epoch), to compare it with device times.
 * The zone offset is found for that moment, so summer and winter time both work.
 */
export function officeInstant(value: string): number {
  const asUtc = Date.parse(`${value}Z`);
  if (Number.isNaN(asUtc)) return Number.NaN;
  const offsetAt = (instant: number) => {
    const parts = dateFormat("en-GB", {
      timeZone: OFFICE_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(instant);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
    return wall - instant;
  };
  const guess = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(guess);
}
