/**
 * The validation rules of spec 1 §5 with the lengths of decision 6 and the user name rule of
 * decision 19, applied by both sides: the app on blur and the server (server/account/validation.ts
 * imports this file, so the keys shown on blur are the keys the server answers). Each rule is a
 * pure function that returns the spec's translation key of the first problem, or null. The
 * lengths and patterns are the contract's (generated limits); no DOM and relative imports only,
 * for the server.
 */
import {
  CHILD_ACCOUNT_CREATE_LIMITS,
  CORRESPONDENT_ADDRESS_LIMITS as CORRESPONDENT,
  LEGAL_ADDRESS_LIMITS as ADDRESS,
  MAIN_ACCOUNT_DETAILS_LIMITS as MAIN,
  REGISTRATION_PAYLOAD_LIMITS as REGISTRATION,
} from "../api/contract/limits";

export type ValidationKey =
  | "required.field"
  | "invalid.email.format"
  | "invalid.format"
  | "invalid.characters.error"
  | "illegal.password"
  | "entering.same.value"
  | "max.length.exceeded"
  | "child.account.access.not.specified"
  | "child.account.correspondence.roles.exclusive"
  | "enable.ip.right.access";

/** Decision 19 (the contract gives only the 50 characters of `userName`). */
export const USERNAME_PATTERN = /^[a-z0-9]{6,50}$/;
/** Printable ASCII, space and the Lithuanian letters (the contract's text pattern). */
export const TEXT_PATTERN = MAIN.firstName.pattern;
/** 9 digits starting with 0, or +370 and 8 digits. */
export const PHONE_PATTERN = MAIN.telephone.pattern;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COUNTRY_PATTERN = ADDRESS.country.pattern;

export const PASSWORD_MIN = REGISTRATION.password.minLength;

/** Maximum lengths: spec 1 §5 (username, e-mail, password) and decision 6 (the others), from the contract. */
export const MAX_LENGTHS = {
  userName: REGISTRATION.userName.maxLength,
  email: REGISTRATION.email.maxLength,
  password: REGISTRATION.password.maxLength,
  repeatPassword: REGISTRATION.password.maxLength,
  firstName: MAIN.firstName.maxLength,
  surName: MAIN.surName.maxLength,
  lastName: CHILD_ACCOUNT_CREATE_LIMITS.lastName.maxLength,
  organizationName: MAIN.organizationName.maxLength,
  legalPosition: MAIN.legalPosition.maxLength,
  streetName: ADDRESS.streetName.maxLength,
  city: ADDRESS.city.maxLength,
  legalEntityCode: MAIN.legalEntityCode.maxLength,
  naturalPersonCode: MAIN.naturalPersonCode.maxLength,
  postalCode: ADDRESS.postalCode.maxLength,
  telephone: MAIN.telephone.maxLength,
  contactEmail: MAIN.contactEmail.maxLength,
  corrTelephone: CORRESPONDENT.corrTelephone.maxLength,
  corrEmail: CORRESPONDENT.corrEmail.maxLength,
} as const;

export type LengthField = keyof typeof MAX_LENGTHS;

export function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === "";
}

export function requiredProblem(value: string | null | undefined): ValidationKey | null {
  return isBlank(value) ? "required.field" : null;
}

export function maxLengthProblem(field: LengthField, value: string): ValidationKey | null {
  return value.length > MAX_LENGTHS[field] ? "max.length.exceeded" : null;
}

/** A valid e-mail of at most 50 characters, as given (the length is reported as a format problem). */
export function emailFormatProblem(value: string): ValidationKey | null {
  return value.length <= MAX_LENGTHS.email && EMAIL_PATTERN.test(value) ? null : "invalid.email.format";
}

/** The same of the trimmed field (the form sends it trimmed). */
export function emailProblem(value: string): ValidationKey | null {
  return emailFormatProblem(value.trim());
}

/** Required and valid e-mail (registration, reset request, new e-mail, contact and child e-mails). */
export function requiredEmailProblem(value: string | null | undefined): ValidationKey | null {
  return requiredProblem(value) ?? emailProblem(value ?? "");
}

/** Decision 19: 6 to 50 lower-case letters and digits, or an e-mail address of at most 50 characters. */
export function userNameProblem(value: string): ValidationKey | null {
  return USERNAME_PATTERN.test(value) || emailFormatProblem(value) === null ? null : "invalid.format";
}

function isRun(three: string, step: number): boolean {
  return three.charCodeAt(1) - three.charCodeAt(0) === step && three.charCodeAt(2) - three.charCodeAt(1) === step;
}

/** Three characters in a row that repeat (aaa) or count up or down (abc, 123, cba, 321), any case. */
export function hasRepeatOrSequence(value: string): boolean {
  const lower = value.toLowerCase();
  for (let i = 0; i + 3 <= lower.length; i++) {
    const three = lower.slice(i, i + 3);
    if (three[0] === three[1] && three[1] === three[2]) return true;
    const sameClass = /^[a-z]{3}$/.test(three) || /^[0-9]{3}$/.test(three);
    if (sameClass && (isRun(three, 1) || isRun(three, -1))) return true;
  }
  return false;
}

/**
 * The password rule: 8 to 30 letters and digits (no special characters), upper and lower case and
 * a digit, no three repeated characters and no sequences of three.
 */
export function passwordProblem(value: string): ValidationKey | null {
  const ok =
    value.length >= PASSWORD_MIN &&
    value.length <= MAX_LENGTHS.password &&
    /^[A-Za-z0-9]+$/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    !hasRepeatOrSequence(value);
  return ok ? null : "illegal.password";
}

/** Password and its repeat must match; checked once both fields have lost focus. */
export function repeatProblem(password: string, repeat: string): ValidationKey | null {
  return password === repeat ? null : "entering.same.value";
}

export function phoneProblem(value: string): ValidationKey | null {
  return PHONE_PATTERN.test(value.trim()) ? null : "invalid.format";
}

export function textProblem(value: string): ValidationKey | null {
  return TEXT_PATTERN.test(value) ? null : "invalid.characters.error";
}

/** A text field of a form: required (when asked), at most its length, printable characters. */
export function textFieldProblem(field: LengthField, value: string | null | undefined, required: boolean): ValidationKey | null {
  if (isBlank(value)) return required ? "required.field" : null;
  return maxLengthProblem(field, value ?? "") ?? textProblem(value ?? "");
}

/** Optional phone: empty is fine, else at most 50 characters and the phone pattern. */
export function optionalPhoneProblem(field: LengthField, value: string | null | undefined): ValidationKey | null {
  if (isBlank(value)) return null;
  return maxLengthProblem(field, value ?? "") ?? phoneProblem(value ?? "");
}

/** Natural person code: required when asked, at most 11 digits. */
export function naturalPersonCodeProblem(value: string | null | undefined, required: boolean): ValidationKey | null {
  if (isBlank(value)) return required ? "required.field" : null;
  const code = value ?? "";
  return maxLengthProblem("naturalPersonCode", code) ?? (/^[0-9]+$/.test(code) ? null : "invalid.format");
}

/** Country of an address: required, a two-letter code of the country list. */
export function countryProblem(value: string | null | undefined): ValidationKey | null {
  if (isBlank(value)) return "required.field";
  return COUNTRY_PATTERN.test(value ?? "") ? null : "invalid.format";
}
