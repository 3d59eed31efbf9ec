/**
 * How long ago something happened ("3 minutes ago", "prieš 3 minutes"), in the interface
 * language: the age of a device copy (src/lib/query/revalidation.ts `ageOf` picks the unit).
 */
import { intlLocale } from "./locale";

const formats = new Map<string, Intl.RelativeTimeFormat>();

export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit, language?: string): string {
  const locale = intlLocale(language);
  let format = formats.get(locale);
  if (!format) {
    // "numeric: auto" says "now" and "yesterday" instead of "0 seconds ago" and "1 day ago".
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    formats.set(locale, format);
  }
  return format.format(value, unit);
}
