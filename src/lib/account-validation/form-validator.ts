/**
 * Per-form validation: a form declares one rule per field (built from ./rules), and the helpers
 * answer the key of one field (on blur) or of every field (on submit). Server answers are mapped
 * onto the same fields through `details.fields` (DECISIONS "Errors").
 */
import { ApiError } from "@/lib/api";
import type { ValidationKey } from "./rules";

/** A field's rule sees its own value and the whole form (for repeat-password and dependencies). */
export type FieldRule<V> = (values: V) => ValidationKey | null;
export type FormRules<V> = Partial<Record<keyof V & string, FieldRule<V>>>;
/** Field name -> translation key (or the server's comma-separated keys). */
export type FieldErrors = Partial<Record<string, string>>;

export interface FormValidator<V> {
  /** The key of one field, or null (no rule, or valid). */
  field(name: keyof V & string, values: V): ValidationKey | null;
  /** The keys of every failing field. */
  all(values: V): FieldErrors;
}

export function createFormValidator<V>(rules: FormRules<V>): FormValidator<V> {
  const field = (name: keyof V & string, values: V): ValidationKey | null => rules[name]?.(values) ?? null;
  return {
    field,
    all(values) {
      const errors: FieldErrors = {};
      for (const name of Object.keys(rules) as (keyof V & string)[]) {
        const key = field(name, values);
        if (key !== null) errors[name] = key;
      }
      return errors;
    },
  };
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((key) => key !== undefined);
}

/**
 * The per-field keys of a 400 answer (`details.fields`, e.g. `{userName: "reused.username"}` or
 * `{"legalAddress.city": "required.field"}`), or an empty object for any other error.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return { ...(error.details?.fields ?? {}) };
}
