import { ROLE_VALUES, type Role, type UserType } from "../../src/lib/api/contract/enums";

/**
 * The eight authorities, in the order of globals `authorities` (decision 36 orders child roles by
 * it): the contract's `Role` enum, through the module generated for the app (one copy).
 */
export const ROLES = ROLE_VALUES;
export type { Role, UserType };

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** A PARENT holds all eight roles; a CHILD holds the roles stored for it, in canonical order. */
export function effectiveRoles(userType: UserType, stored: readonly string[]): Role[] {
  if (userType === "PARENT") return [...ROLES];
  return ROLES.filter((role) => stored.includes(role));
}

export function hasAnyRole(held: readonly Role[], wanted: readonly Role[]): boolean {
  return wanted.length === 0 || wanted.some((role) => held.includes(role));
}
