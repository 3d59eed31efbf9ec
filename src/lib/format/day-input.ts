/**
 * Typed dates (date fields of filters and forms) in the interface language's order: Lithuanian
 * `YYYY-MM-DD`, English `DD/MM/YYYY`. The field keeps the contract's `YYYY-MM-DD` as its value;
 * these convert between the two. An ISO date is accepted in either language (pasted or typed by
 * habit), and in English the separators may be `/`, `.` or `-`.
 */
import { intlLocale } from "./locale";

export type DayOrder = "ymd" | "dmy";

export function dayOrder(language?: string): DayOrder {
  return intlLocale(language).startsWith("lt") ? "ymd" : "dmy";
}

/** A real calendar day (no 30 February). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function iso(year: number, month: number, day: number): string | null {
  if (year < 1000 || !isCalendarDay(year, month, day)) return null;
  return `${String(year)}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// Two-digit month and day, so a day still being typed ("2026-12-3" of "…-31") is not taken early.
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** The `YYYY-MM-DD` of a typed date, or null when it is not a whole, real date. */
export function parseDayInput(text: string, language?: string): string | null {
  const compact = text.trim();
  const isoMatch = ISO_DAY.exec(compact);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  if (dayOrder(language) === "dmy") {
    const dmy = DMY_DAY.exec(compact);
    if (dmy) return iso(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  }
  return null;
}

/** The text a date field shows for a `YYYY-MM-DD` value. */
export function formatDayInput(value: string | null | undefined, language?: string): string {
  if (!value) return "";
  const match = ISO_DAY.exec(value);
  if (!match || dayOrder(language) === "ymd") return value;
  return `${match[3] ?? ""}/${match[2] ?? ""}/${match[1] ?? ""}`;
}
