/**
 * Dates and date-times for display, in the interface language. Contract values are office wall
 * time (`YYYY-MM-DDTHH:mm:ss` or `YYYY-MM-DD`, Europe/Vilnius, no offset), so they are formatted
 * as they are, without moving them through the browser's time zone. Instants taken on the device
 * (when an offline copy was stored) are shown in the office's time zone like every other time.
 *
 * One style across the app: Lithuanian "2026-11-25" and "2026-11-25 11:27"; English
 * "25 Nov 2026" and "25 Nov 2026, 11:27" (see locale.ts). A time of exactly midnight is a pure
 * date and shows without the time.
 */
import { dateFormat, intlLocale } from "./locale";
import { OFFICE_TIME_ZONE } from "./office-date";

const CONTRACT_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

const DAY_STYLE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };
const DATE_TIME_STYLE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone: "UTC" };

interface WallTime {
  utc: Date;
  midnight: boolean;
}

/** The wall time of a contract value as a UTC date (so formatting in UTC shows it unchanged). */
function wallTime(value: string): WallTime | null {
  const match = CONTRACT_VALUE.exec(value);
  if (!match) return null;
  const [, year, month, day, hour = "00", minute = "00", second = "00"] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  if (Number.isNaN(utc.getTime())) return null;
  return { utc, midnight: hour === "00" && minute === "00" && second === "00" };
}

/** Only the day of a contract value; "" for none, the value itself when it is not a date. */
export function formatDay(value: string | null | undefined, language?: string): string {
  if (!value) return "";
  const wall = wallTime(value);
  return wall ? dateFormat(intlLocale(language), DAY_STYLE).format(wall.utc) : value;
}

/** Day and time (hours and minutes) of a contract value; only the day at midnight. */
export function formatDateTime(value: string | null | undefined, language?: string): string {
  if (!value) return "";
  const wall = wallTime(value);
  if (!wall) return value;
  return dateFormat(intlLocale(language), wall.midnight ? DAY_STYLE : DATE_TIME_STYLE).format(wall.utc);
}

/** Day and time of an instant on the device (ms since the epoch), in office time. */
export function formatInstant(instant: number | Date, language?: string): string {
  return dateFormat(intlLocale(language), { ...DATE_TIME_STYLE, timeZone: OFFICE_TIME_ZONE }).format(instant);
}
