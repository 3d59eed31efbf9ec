/**
 * Days in the office's time zone (DECISIONS "Dates": values are `YYYY-MM-DDTHH:mm:ss`, Europe/
 * Vilnius, no offset; "overdue" compares by day) and their display.
 */
import { formatDateTime } from "@/lib/format";

export const OFFICE_TIME_ZONE = "Europe/Vilnius";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // A real calendar day (no 30 February).
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Today in the office's time zone, `YYYY-MM-DD`. */
export function officeToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: OFFICE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day part of a contract date-time. */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** A date-time for display in the interface language (src/lib/format), only the day at midnight. */
export function displayDateTime(value: string | null | undefined, language?: string): string {
  return formatDateTime(value, language);
}

/**
 * The instant of an office date-time (ms since the epoch), to compare it with device times.
 * The zone offset is found for that moment, so summer and winter time both work.
 */
export function officeInstant(value: string): number {
  const asUtc = Date.parse(`${value}Z`);
  if (Number.isNaN(asUtc)) return Number.NaN;
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat("en-GB", {
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
