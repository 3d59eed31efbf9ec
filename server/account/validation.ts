/**
 * The validation rules of spec 1 §5 with the lengths of decision 6 as the server applies them to
 * request bodies (unit-tested in tests/server/accounts-validation.test.ts). Each rule returns the
 * translation key of the first problem, or null. `FieldErrors` collects per-field keys and throws the contract's 400 body:
 * `description` = the distinct keys joined by commas, `details.fields` = field → key.
 */
import {
  emailFormatProblem,
  type MAX_LENGTHS,
  maxLengthProblem,
  PHONE_PATTERN,
  textProblem,
  type ValidationKey,
} from "../../src/lib/account-validation/rules";
import { rolesProblem as childRolesProblem } from "../../src/lib/account-validation/roles";
import { isRole } from "../auth/roles";
import { GLOBALS } from "../content/globals";
import { Errors } from "../http/errors";

// The rules and lengths both sides apply live in the app's pure module, from the contract's
// bounds (src/lib/account-validation/rules.ts): one copy. What is here reads raw request bodies.
export { MAX_LENGTHS, maxLengthProblem, passwordProblem, textProblem, userNameProblem } from "../../src/lib/account-validation/rules";

export type Key = ValidationKey | string;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** E-mail of at most 50 characters, as sent (auth calls report the length as a format problem). */
export const emailProblem = emailFormatProblem;

/** The phone pattern, as sent (the form trims; a request is taken as it is). */
export function phoneProblem(value: string): Key | null {
  return PHONE_PATTERN.test(value) ? null : "invalid.format";
}

/**
 * Child roles: an array of distinct known roles, then the form's rules (at least one, the two
 * correspondence roles exclusive, a role with a dependency in globals `authorities` needs one of
 * its dependencies ticked too).
 */
export function rolesProblem(value: unknown): Key | null {
  if (!Array.isArray(value) || value.length === 0) return "child.account.access.not.specified";
  if (!value.every((r): r is string => typeof r === "string" && isRole(r))) return "invalid.format";
  if (new Set(value).size !== value.length) return "invalid.format";
  return childRolesProblem(value, GLOBALS.authorities);
}

/** A text field of a form: required, at most its length, printable characters. */
export function textFieldProblem(field: keyof typeof MAX_LENGTHS, value: unknown, required: boolean): Key | null {
  if (isBlank(value)) return required ? "required.field" : null;
  if (typeof value !== "string") return "invalid.format";
  return maxLengthProblem(field, value) ?? textProblem(value);
}

/** Per-field keys of one request; `throwIfAny` answers 400 with all of them. */
export class FieldErrors {
  readonly fields: Record<string, Key> = {};

  add(field: string, key: Key | null): void {
    if (key !== null && this.fields[field] === undefined) this.fields[field] = key;
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  throwIfAny(): void {
    if (this.empty) return;
    const keys = [...new Set(Object.values(this.fields))];
    throw Errors.badRequest(keys.join(","), { fields: { ...this.fields } });
  }
}

/** The string value of a body field, or undefined when absent or not a string. */
export function str(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === "string" ? value : undefined;
}
