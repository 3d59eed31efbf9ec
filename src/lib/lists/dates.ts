/**
 * Display of the contract's `YYYY-MM-DDTHH:mm:ss` values (office time zone, no offset) in the
 * interface language, through src/lib/format: pure dates (midnight) without the time.
 */
import { formatDateTime, formatDay } from "@/lib/format";

export function displayDate(value: string | null | undefined, language?: string): string {
  return formatDateTime(value, language);
}

/** Only the day. */
export function displayDay(value: string | null | undefined, language?: string): string {
  return formatDay(value, language);
}
