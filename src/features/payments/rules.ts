/**
 * Pure rules of the cart and its payment forms (spec 2 §4, §5, decisions 73-78): type filter
 * and client paging, the running total of the selection in cents, the overdue checks (by day,
 * office time zone) and every field rule of the advance bank payment form with its key.
 */
import { dayOf, officeDay, parseEurosToCents, sumCents } from "@/lib/format";
import type { CartRow } from "./api/schemas";

export const CART_PAGE_SIZE = 10;
export const TEXT_MAX = 200;
export const PROOF_EXTENSIONS = [".pdf", ".jpg", ".jpeg"] as const;
/** `accept` of the proof file input. */
export const PROOF_ACCEPT = ".pdf,.jpg,.jpeg,application/pdf,image/jpeg";
const PERMITTED = /^[\x20-\x7EąčęėįšųūžĄČĘĖĮŠŲŪŽ]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const OVERDUE_KEY = "pay.application.overdue.warning";

/** The rows of one type (all when no type is chosen). */
export function filterByType(rows: readonly CartRow[], type: string | undefined): CartRow[] {
  return type ? rows.filter((row) => row.type === type) : [...rows];
}

/** One page of rows (pages are 0-based). */
export function pageOf<T>(rows: readonly T[], page: number, size = CART_PAGE_SIZE): T[] {
  return rows.slice(page * size, page * size + size);
}

/** Adds or removes one key (a new set). */
export function toggleKey<K>(selected: ReadonlySet<K>, key: K): Set<K> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The selected rows, in list order. */
export function selectedRows(rows: readonly CartRow[], selected: ReadonlySet<string>): CartRow[] {
  return rows.filter((row) => selected.has(row.filingNumber));
}

/** Total fees of the selection in cents (integers only: no floating-point loss). */
export function selectionTotal(rows: readonly CartRow[], selected: ReadonlySet<string>): number {
  return sumCents(selectedRows(rows, selected).map((row) => row.fees));
}

/** Rows whose last day to pay is before the office's today (online payment is blocked). */
export function overdueRows(rows: readonly CartRow[], now: Date = new Date()): CartRow[] {
  const today = officeDay(now);
  return rows.filter((row) => dayOf(row.lastSubmitDate) < today);
}

/** True when a payment made on `paymentDay` is later than any row's last day (advance form). */
export function isPaidLate(paymentDay: string, rows: readonly CartRow[]): boolean {
  return rows.some((row) => dayOf(paymentDay) > dayOf(row.lastSubmitDate));
}

/** A text field: required or not, at most 200 permitted characters. */
export function textError(value: string, required: boolean): string | null {
  if (value.trim() === "") return required ? "required.field" : null;
  if (value.length > TEXT_MAX) return "max.length.exceeded";
  return PERMITTED.test(value) ? null : "invalid.characters.error";
}

/** The optional additional e-mail (format, and globals `email.max-length`). */
export function emailError(value: string, maxLength: number): string | null {
  const email = value.trim();
  if (email === "") return null;
  if (email.length > maxLength) return "max.length.exceeded";
  return EMAIL.test(email) ? null : "invalid.email.format";
}

export function isProofFile(name: string): boolean {
  const lower = name.toLowerCase();
  return PROOF_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export interface AdvanceFormValues {
  paymentReference: string;
  /** `YYYY-MM-DD` from a date input, "" when empty. */
  paymentDate: string;
  purpose: string;
  payer: string;
  /** As typed, in euros. */
  amount: string;
  additionalEmail: string;
  files: readonly { name: string }[];
}

export type AdvanceField = keyof AdvanceFormValues;
export type AdvanceErrors = Partial<Record<AdvanceField, string>>;

export interface AdvanceContext {
  /** Total of the selection in cents. */
  totalCents: number;
  emailMaxLength: number;
  now?: Date;
}

/** Every field rule of spec 2 §5's advance payment form; an empty object when all pass. */
export function validateAdvanceForm(values: AdvanceFormValues, context: AdvanceContext): AdvanceErrors {
  const errors: AdvanceErrors = {};
  const reference = textError(values.paymentReference, false);
  if (reference) errors.paymentReference = reference;
  if (values.files.length === 0) errors.files = "required.field";
  else if (!values.files.every((file) => isProofFile(file.name))) errors.files = "invalid.file.types";
  if (values.paymentDate === "") errors.paymentDate = "required.field";
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paymentDate) || values.paymentDate > officeDay(context.now)) {
    errors.paymentDate = "payment.date.error";
  }
  const purpose = textError(values.purpose, true);
  if (purpose) errors.purpose = purpose;
  const payer = textError(values.payer, true);
  if (payer) errors.payer = payer;
  const amount = amountError(values.amount, context.totalCents);
  if (amount) errors.amount = amount;
  const email = emailError(values.additionalEmail, context.emailMaxLength);
  if (email) errors.additionalEmail = email;
  return errors;
}

/** The amount typed in euros against the selection's total in cents. */
export function amountError(text: string, totalCents: number): string | null {
  if (text.trim() === "") return "required.field";
  const cents = parseEurosToCents(text);
  if (cents === null) return "invalid.format";
  if (cents < totalCents) return "payment.amount.too.small";
  if (cents > totalCents) return "payment.amount.too.big";
  return null;
}

/** Server field errors (`details.fields`) mapped onto the form's fields. */
export function serverFieldErrors(fields: Record<string, string> | undefined): AdvanceErrors {
  const errors: AdvanceErrors = {};
  const known: AdvanceField[] = ["paymentReference", "paymentDate", "purpose", "payer", "amount", "additionalEmail", "files"];
  for (const [field, key] of Object.entries(fields ?? {})) {
    const target = known.find((name) => name === field);
    if (target) errors[target] = key.split(",")[0]?.trim() ?? key;
  }
  return errors;
}

/**
 * The provider redirect of an online payment (spec 2 §4 "Payment redirect"): only when both
 * the platform URL and the payment data are present, else null (nothing is posted).
 */
export function paymentRedirect(response: {
  redirectToPaymentPlatformUrl: string | null;
  paymentData: string | null;
}): { url: string; data: string } | null {
  const url = response.redirectToPaymentPlatformUrl?.trim() ?? "";
  const data = response.paymentData ?? "";
  return url !== "" && data !== "" ? { url, data } : null;
}
