/**
 * Which `Intl` locale formats numbers and dates for an interface language, and a small cache
 * of `Intl` formatters (building one is slow; lists format thousands of cells).
 *
 * English is formatted as British English: the office is European, so dates read day-month-year
 * ("25 Nov 2026") and times use 24 hours, as in Lithuanian ("2026-11-25 11:27").
 */
import { i18n } from "@lingui/core";

const LOCALES: Readonly<Record<string, string>> = { lt: "lt-LT", en: "en-GB" };

/** The `Intl` locale of a language; without one, the active interface language's. */
export function intlLocale(language?: string): string {
  const chosen = language || i18n.locale || "en";
  return LOCALES[chosen] ?? chosen;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
