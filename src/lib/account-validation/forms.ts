/**
 * Ready rule sets of the account forms of spec 1 §5, keyed by the API field names. Forms with
 * other shapes can compose their own from ./rules.
 */
import type { FormRules } from "./form-validator";
import { rolesProblem, type AuthorityRule } from "./roles";
import {
  countryProblem,
  naturalPersonCodeProblem,
  optionalPhoneProblem,
  passwordProblem,
  repeatProblem,
  requiredEmailProblem,
  requiredProblem,
  textFieldProblem,
  userNameProblem,
} from "./rules";

/** Registration step FOUR: user name, e-mail, password and its repeat. */
export interface CredentialsValues {
  userName: string;
  email: string;
  password: string;
  repeatPassword: string;
}

export const credentialsRules: FormRules<CredentialsValues> = {
  userName: (v) => requiredProblem(v.userName) ?? userNameProblem(v.userName.trim()),
  email: (v) => requiredEmailProblem(v.email),
  password: (v) => requiredProblem(v.password) ?? passwordProblem(v.password),
  repeatPassword: (v) => requiredProblem(v.repeatPassword) ?? repeatProblem(v.password, v.repeatPassword),
};

/** A new password and its repeat (reset password, child verification). */
export interface NewPasswordValues {
  password: string;
  repeatPassword: string;
}

export const newPasswordRules: FormRules<NewPasswordValues> = {
  password: (v) => requiredProblem(v.password) ?? passwordProblem(v.password),
  repeatPassword: (v) => requiredProblem(v.repeatPassword) ?? repeatProblem(v.password, v.repeatPassword),
};

/** Change password dialog: old, new, repeat new. */
export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export const changePasswordRules: FormRules<ChangePasswordValues> = {
  oldPassword: (v) => requiredProblem(v.oldPassword),
  newPassword: (v) => requiredProblem(v.newPassword) ?? passwordProblem(v.newPassword),
  repeatPassword: (v) => requiredProblem(v.repeatPassword) ?? repeatProblem(v.newPassword, v.repeatPassword),
};

/** One e-mail field (reset request, new e-mail). */
export interface EmailValues {
  email: string;
}

export const emailRules: FormRules<EmailValues> = {
  email: (v) => requiredEmailProblem(v.email),
};

/** Contact card: contactEmail required and valid, telephone optional and valid. */
export interface ContactValues {
  contactEmail: string;
  telephone: string;
}

export const contactRules: FormRules<ContactValues> = {
  contactEmail: (v) => requiredEmailProblem(v.contactEmail),
  telephone: (v) => optionalPhoneProblem("telephone", v.telephone),
};

/** An address; corrEmail and corrTelephone are asked for the correspondence address only. */
export interface AddressValues {
  streetName: string;
  city: string;
  postalCode: string;
  country: string;
  corrEmail?: string;
  corrTelephone?: string;
}

export function addressRules(kind: "LEGAL" | "CORRESPONDENT"): FormRules<AddressValues> {
  const rules: FormRules<AddressValues> = {
    streetName: (v) => textFieldProblem("streetName", v.streetName, true),
    city: (v) => textFieldProblem("city", v.city, true),
    postalCode: (v) => textFieldProblem("postalCode", v.postalCode, true),
    country: (v) => countryProblem(v.country),
  };
  if (kind === "CORRESPONDENT") {
    rules.corrEmail = (v) => requiredEmailProblem(v.corrEmail);
    rules.corrTelephone = (v) => optionalPhoneProblem("corrTelephone", v.corrTelephone);
  }
  return rules;
}

/** Name details: INDIVIDUAL and COMPANY ask for different required fields. */
export interface NameDetailsValues {
  firstName: string;
  surName: string;
  naturalPersonCode?: string;
  organizationName?: string;
  legalEntityCode?: string;
  legalPosition?: string;
}

export function nameDetailsRules(accountType: "INDIVIDUAL" | "COMPANY"): FormRules<NameDetailsValues> {
  const rules: FormRules<NameDetailsValues> = {
    firstName: (v) => textFieldProblem("firstName", v.firstName, true),
    surName: (v) => textFieldProblem("surName", v.surName, true),
  };
  if (accountType === "INDIVIDUAL") {
    rules.naturalPersonCode = (v) => naturalPersonCodeProblem(v.naturalPersonCode, true);
  } else {
    rules.organizationName = (v) => textFieldProblem("organizationName", v.organizationName, true);
    rules.legalEntityCode = (v) => textFieldProblem("legalEntityCode", v.legalEntityCode, true);
    rules.legalPosition = (v) => textFieldProblem("legalPosition", v.legalPosition, true);
  }
  return rules;
}

/** Child account form; in edit mode the e-mail is read-only and not checked. */
export interface ChildAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  roles: readonly string[];
}

export function childAccountRules(mode: "create" | "edit", authorities: readonly AuthorityRule[]): FormRules<ChildAccountValues> {
  const rules: FormRules<ChildAccountValues> = {
    firstName: (v) => textFieldProblem("firstName", v.firstName, true),
    lastName: (v) => textFieldProblem("lastName", v.lastName, true),
    roles: (v) => rolesProblem(v.roles, authorities),
  };
  if (mode === "create") rules.email = (v) => requiredEmailProblem(v.email);
  return rules;
}
