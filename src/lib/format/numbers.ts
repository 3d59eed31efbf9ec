/**
 * Numbers and sizes in the interface language: grouping and decimal separators from `Intl`
 * ("1 234,5" in Lithuanian, "1,234.5" in English), units from `Intl`'s unit names.
 */
import { intlLocale, numberFormat } from "./locale";

const listFormats = new Map<string, Intl.ListFormat>();

/** Items joined the language's way: "PDF, JPG and PNG" / "PDF, JPG ir PNG". */
export function formatList(items: readonly string[], language?: string): string {
  const locale = intlLocale(language);
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: "conjunction" });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/** A plain number in the interface language. */
export function formatNumber(value: number, language?: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(intlLocale(language), options).format(value);
}

const KIB = 1024;
const UNITS = ["kilobyte", "megabyte", "gigabyte"] as const;

/**
 * A size in bytes with one decimal (spec 2 §3: KB below 1000 KB, otherwise MB; GB from 1000 MB for
 * device storage). Units are 1024-based, as the office counts attachment limits. The unit switches
 * on the value as shown, so 999.96 KB reads "1.0 MB" rather than "1000.0 KB". Sizes under 1 KB
 * are counted in bytes.
 */
export function formatFileSize(bytes: number, language?: string): string {
  // Below one kilobyte the bytes themselves ("45 bytes", "45 baitai"), never "0.0 kB".
  if (bytes < KIB) return numberFormat(intlLocale(language), { style: "unit", unit: "byte", unitDisplay: "long" }).format(Math.max(0, Math.round(bytes)));
  let value = Math.max(0, bytes) / KIB;
  let unit = 0;
  while (unit < UNITS.length - 1 && Math.round(value * 10) >= 10_000) {
    value /= KIB;
    unit += 1;
  }
  return numberFormat(intlLocale(language), {
    style: "unit",
    unit: UNITS[unit],
    // One decimal always, so sizes line up in a column.
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A share as a percentage, `0.53` → "53 %" (Lithuanian) / "53%" (English). */
export function formatPercent(share: number, language?: string): string {
  return numberFormat(intlLocale(language), { style: "percent", maximumFractionDigits: 0 }).format(share);
}
