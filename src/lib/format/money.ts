/**
 * Money of the contract (DECISIONS "Dates and money"): integer euro cents on the wire, shown
 * as euros with two decimals in the interface language ("€1,234.50", "1 234,50 €"), and typed
 * by users in euros. Parsing is integer arithmetic on the digits, so "0.1" + "0.2" style inputs
 * never lose a cent.
 */
import { intlLocale, numberFormat } from "./locale";

const EURO: Intl.NumberFormatOptions = { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** `1234` → "€12.34" (en) / "12,34 €" (lt). Non-integers are rounded to the nearest cent. */
export function formatEuros(cents: number, language?: string): string {
  return numberFormat(intlLocale(language), EURO).format(Math.round(cents) / 100);
}

/** The amount without the euro sign or grouping, as an input's value: `1234` → "12.34" / "12,34". */
export function centsToEuroText(cents: number, language?: string): string {
  return numberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    Math.round(cents) / 100,
  );
}

const EURO_TEXT = /^(\d{1,11})(?:[.,](\d{1,2}))?$/;

/** The grouping separator of a language ("," in English; Lithuanian groups with a space). */
function groupSeparator(language?: string): string {
  const part = numberFormat(intlLocale(language), {}).formatToParts(10000).find((p) => p.type === "group");
  return part?.value ?? "";
}

/**
 * Parses an amount typed in euros into cents: digits with an optional decimal comma or dot
 * and at most two decimals ("12", "12.5", "12,50", "€ 12.50"), optionally grouped in thousands
 * the way the language shows them ("1,234.50" in English, "1 234,50" in Lithuanian). Spaces and
 * a leading or trailing euro sign are ignored. Anything else (negative, three decimals, letters,
 * empty) gives null.
 */
export function parseEurosToCents(text: string, language?: string): number | null {
  let compact = text.replace(/\s+/g, "").replace(/^€|€$/g, "");
  const group = groupSeparator(language).trim();
  if (group) {
    const grouped = new RegExp(`^\\d{1,3}(?:${escape(group)}\\d{3})+(?=$|[.,]\\d{1,2}$)`);
    const match = grouped.exec(compact);
    // The separator after the groups is the decimal one; it must differ from the grouping one.
    if (match && compact.charAt(match[0].length) !== group) compact = match[0].split(group).join("") + compact.slice(match[0].length);
  }
  const match = EURO_TEXT.exec(compact);
  if (!match) return null;
  const euros = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return euros * 100 + Number(fraction);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Sum of integer cents (each already an integer: no floating-point rounding happens). */
export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
