/**
 * The validation rules of spec 1 §5 with the lengths of decision 6, as pure functions (unit-tested
 * in tests/server/accounts-validation.test.ts). Each rule returns the translation key of the first
 * problem, or null. `FieldErrors` collects per-field keys and throws the contract's 400 body:
 * `description` = the distinct keys joined by commas, `details.fields` = field → key.
 */
import { isRole, type Role } from "../auth/roles";
import { GLOBALS } from "../content/globals";
import { Errors } from "../http/errors";

export const USERNAME_PATTERN = /^[a-z0-9]{6,50}$/;
export const EMAIL_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
/** Printable ASCII, space and the Lithuanian letters. */
export const TEXT_PATTERN = /^[\x20-\x7EąčęėįšųūžĄČĘĖĮŠŲŪŽ]*$/;
export const PHONE_PATTERN = /^(0[0-9]{8}|\+370[0-9]{8})$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Decision 6. */
export const MAX_LENGTHS = {
  firstName: 256,
  surName: 256,
  lastName: 256,
  organizationName: 256,
  legalPosition: 256,
  streetName: 256,
  city: 256,
  legalEntityCode: 30,
  naturalPersonCode: 11,
  postalCode: 10,
  telephone: 50,
  contactEmail: 50,
  corrTelephone: 50,
  corrEmail: 50,
  email: 50,
} as const;

export type Key = string;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** E-mail of at most 50 characters (auth calls report the length as a format problem). */
export function emailProblem(value: string): Key | null {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value) ? null : "invalid.email.format";
}

/** Decision 19: `^[a-z0-9]{6,50}$` or an e-mail address of at most 50 characters. */
export function userNameProblem(value: string): Key | null {
  return USERNAME_PATTERN.test(value) || emailProblem(value) === null ? null : "invalid.format";
}

function hasRun(value: string, length: number, step: number): boolean {
  for (let i = 0; i + length <= value.length; i++) {
    let run = true;
    for (let j = 1; j < length && run; j++) run = value.charCodeAt(i + j) - value.charCodeAt(i + j - 1) === step;
    if (run) return true;
  }
  return false;
}

/** No three characters in a row that repeat (aaa) or count up or down (abc, 123, cba, 321), any case. */
export function hasRepeatOrSequence(value: string): boolean {
  const lower = value.toLowerCase();
  const sameClass = (s: string) => /^[a-z]+$/.test(s) || /^[0-9]+$/.test(s);
  for (let i = 0; i + 3 <= lower.length; i++) {
    const three = lower.slice(i, i + 3);
    if (three[0] === three[1] && three[1] === three[2]) return true;
    if (sameClass(three) && (hasRun(three, 3, 1) || hasRun(three, 3, -1))) return true;
  }
  return false;
}

/** 8 to 30 letters and digits, upper and lower case and a digit, no repeats or sequences of three. */
export function passwordProblem(value: string): Key | null {
  const ok =
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    /^[A-Za-z0-9]+$/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    !hasRepeatOrSequence(value);
  return ok ? null : "illegal.password";
}

export function phoneProblem(value: string): Key | null {
  return PHONE_PATTERN.test(value) ? null : "invalid.format";
}

export function textProblem(value: string): Key | null {
  return TEXT_PATTERN.test(value) ? null : "invalid.characters.error";
}

export function maxLengthProblem(field: keyof typeof MAX_LENGTHS, value: string): Key | null {
  return value.length > MAX_LENGTHS[field] ? "max.length.exceeded" : null;
}

const CORRESPONDENCE_ROLES: readonly Role[] = ["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_CORRESPONDENCE_READ_WRITE"];

/**
 * Child roles: at least one, known roles only, the two correspondence roles exclusive, and a role
 * with a dependency (globals `authorities`) needs one of its dependencies ticked too.
 */
export function rolesProblem(value: unknown): Key | null {
  if (!Array.isArray(value) || value.length === 0) return "child.account.access.not.specified";
  if (!value.every((r): r is string => typeof r === "string" && isRole(r))) return "invalid.format";
  if (new Set(value).size !== value.length) return "invalid.format";
  if (CORRESPONDENCE_ROLES.every((r) => value.includes(r))) return "child.account.correspondence.roles.exclusive";
  for (const authority of GLOBALS.authorities) {
    if (!value.includes(authority.authorityRole) || authority.dependency.length === 0) continue;
    if (!authority.dependency.some((d) => value.includes(d))) return "enable.ip.right.access";
  }
  return null;
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
