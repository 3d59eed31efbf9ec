/**
 * Office-local calendar helpers. Correspondence dates are stored as the contract's LocalDateTime
 * text (`YYYY-MM-DDTHH:mm:ss`, Europe/Vilnius), which compares and sorts correctly as text.
 */
import { formatLocalDateTime } from "../lib/local-date-time";

/** The office-local calendar day (`YYYY-MM-DD`) of an instant. */
export function localDay(epochMs: number): string {
  return formatLocalDateTime(epochMs).slice(0, 10);
}

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const startOfDay = (day: string): string => `${day}T00:00:00`;
export const endOfDay = (day: string): string => `${day}T23:59:59`;
