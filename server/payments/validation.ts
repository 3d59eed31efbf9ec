/**
 * Field rules of the payment forms (D2 §5, decisions 75, 78): texts of at most 200 permitted
 * characters (printable ASCII, space and Lithuanian letters), the additional e-mail (format and
 * globals `email.max-length`), the payment date and the amount in cents. Problems are collected
 * per field and thrown as one 400 whose description lists the keys and whose `details.fields`
 * maps each field to its key, so that the client can show them on the right field.
 */
import { GLOBALS } from "../content/globals";
import { Errors, type ApiError } from "../http/errors";

export const TEXT_MAX = 200;
const PERMITTED = /^[\x20-\x7EąčęėįšųūžĄČĘĖĮŠŲŪŽ]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

export class FieldErrors {
  readonly fields: Record<string, string> = {};

  add(field: string, key: string): void {
    this.fields[field] ??= key;
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  error(): ApiError {
    const keys = [...new Set(Object.values(this.fields))];
    return Errors.badRequest(keys.join(","), { fields: { ...this.fields } });
  }

  /** Throws the collected problems, if any. */
  throwIfAny(): void {
    if (!this.empty) throw this.error();
  }
}

/** A text field: required or optional, at most 200 permitted characters. Returns the value or null. */
export function checkText(errors: FieldErrors, field: string, value: unknown, required: boolean): string | null {
  if (value === undefined || value === null || value === "" || (typeof value === "string" && value.trim() === "")) {
    if (required) errors.add(field, "required.field");
    return null;
  }
  if (typeof value !== "string") {
    errors.add(field, "required.field");
    return null;
  }
  if (value.length > TEXT_MAX) errors.add(field, "max.length.exceeded");
  else if (!PERMITTED.test(value)) errors.add(field, "invalid.characters.error");
  return value.trim();
}

/** The optional additional e-mail. */
export function checkEmail(errors: FieldErrors, field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") {
    errors.add(field, "invalid.email.format");
    return null;
  }
  if (value.length > GLOBALS.settings["email.max-length"]) errors.add(field, "max.length.exceeded");
  else if (!EMAIL.test(value)) errors.add(field, "invalid.email.format");
  return value;
}

/** A valid LocalDateTime (calendar date included), else null. */
export function parseLocalDateTime(value: string): string | null {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && hour < 24 && minute < 60 && second < 60 ? value : null;
}

/** A non-negative whole number of cents given as a JSON number or a decimal string, else null. */
export function parseCents(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== "string" || !/^\d{1,13}$/.test(value.trim())) return null;
  return Number(value.trim());
}
