/**
 * Money of the contract (DECISIONS "Dates and money"): integer euro cents on the wire, shown
 * as euros with two decimals and a euro sign, and typed by users in euros. Everything is
 * integer arithmetic on the digits, so "0.1" + "0.2" style inputs never lose a cent.
 */

/** `1234` → `"€12.34"`, `-5` → `"-€0.05"`. Non-integers are rounded to the nearest cent. */
export function formatEuros(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? "-" : "";
  const abs = Math.abs(whole);
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}€${euros}.${rest}`;
}

/** The same amount without the euro sign, as an input's value: `1234` → `"12.34"`. */
export function centsToEuroText(cents: number): string {
  return formatEuros(cents).replace("€", "");
}

const EURO_TEXT = /^(\d{1,11})(?:[.,](\d{1,2}))?$/;

/**
 * Parses an amount typed in euros into cents: digits with an optional decimal comma or dot
 * and at most two decimals ("12", "12.5", "12,50", "€ 12.50"). Spaces and a leading or
 * trailing euro sign are ignored. Anything else (negative, three decimals, letters, empty)
 * gives null.
 */
export function parseEurosToCents(text: string): number | null {
  const compact = text.replace(/\s+/g, "").replace(/^€|€$/g, "");
  const match = EURO_TEXT.exec(compact);
  if (!match) return null;
  const euros = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return euros * 100 + Number(fraction);
}

/** Sum of integer cents (each already an integer: no floating-point rounding happens). */
export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
