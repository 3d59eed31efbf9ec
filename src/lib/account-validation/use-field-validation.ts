/**
 * React state for validation on blur (spec 1 §5): a field is checked when it loses focus, and
 * every field already left is checked again then (so the repeat password is compared once both
 * password fields have lost focus, and again when either changes). `validateAll` marks every
 * field as left and answers whether the form may be sent. Server field errors are shown until
 * the field is edited.
 */
import { useCallback, useMemo, useState } from "react";
import { createFormValidator, hasFieldErrors, serverFieldErrors, type FieldErrors, type FormRules } from "./form-validator";

export interface FieldValidation<V> {
  /** The key to show under a field: the client's, else the server's. */
  errorOf(name: keyof V & string): string | undefined;
  blur(name: keyof V & string, values: V): void;
  /** The field was edited: its server error no longer applies. */
  changed(name: keyof V & string): void;
  /** Checks every field; true when nothing failed. */
  validateAll(values: V): boolean;
  /** Shows `details.fields` of a server answer; true when any field error came back. */
  showServerErrors(error: unknown): boolean;
  reset(): void;
}

/** `initialServerError`: a server answer to show on the fields from the start (or null). */
export function useFieldValidation<V>(rules: FormRules<V>, initialServerError: unknown = null): FieldValidation<V> {
  const validator = useMemo(() => createFormValidator(rules), [rules]);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>(() => serverFieldErrors(initialServerError));

  const errorsFor = useCallback(
    (names: Iterable<string>, values: V): FieldErrors => {
      const errors: FieldErrors = {};
      for (const name of names) {
        const key = validator.field(name as keyof V & string, values);
        if (key !== null) errors[name] = key;
      }
      return errors;
    },
    [validator],
  );

  const blur = useCallback(
    (name: keyof V & string, values: V) => {
      const next = new Set(left).add(name);
      setLeft(next);
      setClientErrors(errorsFor(next, values));
    },
    [left, errorsFor],
  );

  const changed = useCallback((name: keyof V & string) => {
    setServerErrors((current) => {
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const validateAll = useCallback(
    (values: V) => {
      const errors = validator.all(values);
      setLeft(new Set([...left, ...(Object.keys(rules) as string[])]));
      setClientErrors(errors);
      return !hasFieldErrors(errors);
    },
    [validator, left, rules],
  );

  const showServerErrors = useCallback((error: unknown) => {
    const fields = serverFieldErrors(error);
    setServerErrors(fields);
    return hasFieldErrors(fields);
  }, []);

  const reset = useCallback(() => {
    setLeft(new Set());
    setClientErrors({});
    setServerErrors({});
  }, []);

  const errorOf = useCallback(
    (name: keyof V & string) => clientErrors[name] ?? serverErrors[name],
    [clientErrors, serverErrors],
  );

  return { errorOf, blur, changed, validateAll, showServerErrors, reset };
}
