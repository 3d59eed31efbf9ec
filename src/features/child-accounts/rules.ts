/**
 * Child-account form data (spec 1 §5; decisions 34-36); the field rules are the shared
 * `childAccountRules`. In edit mode the e-mail is read-only and not sent, and only the changed
 * names plus the full role list are sent.
 */
import { isRole, type Role } from "@/lib/api";
import type { ChildAccount } from "./api/schemas";

export type ChildFormMode = "create" | "edit";

export interface ChildFormValues {
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
}
export type ChildField = keyof ChildFormValues;

export const EMPTY_CHILD: ChildFormValues = { firstName: "", lastName: "", email: "", roles: [] };

/** The read form's comma-separated roles as a list of known roles. */
export function parseRoles(roles: string): Role[] {
  return roles
    .split(",")
    .map((role) => role.trim())
    .filter(isRole);
}

export function childFormValues(child: ChildAccount): ChildFormValues {
  return { firstName: child.firstName, lastName: child.lastName, email: child.email, roles: parseRoles(child.roles) };
}

export interface ChildCreateBody {
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
}

export interface ChildUpdateBody {
  userName: string;
  firstName?: string;
  lastName?: string;
  roles: Role[];
}

function knownRoles(roles: readonly string[]): Role[] {
  return roles.filter(isRole);
}

/** Creation: the user name is the e-mail, so it is not sent separately. */
export function childCreateBody(values: ChildFormValues): ChildCreateBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    roles: knownRoles(values.roles),
  };
}

/** Edit: the child's user name, the changed names only, and always the full role list. */
export function childUpdateBody(child: ChildAccount, values: ChildFormValues): ChildUpdateBody {
  const body: ChildUpdateBody = { userName: child.email, roles: knownRoles(values.roles) };
  if (values.firstName.trim() !== child.firstName) body.firstName = values.firstName.trim();
  if (values.lastName.trim() !== child.lastName) body.lastName = values.lastName.trim();
  return body;
}
