/** The eight authorities, in the order of globals `authorities` (decision 36 orders child roles by it). */
export const ROLES = [
  "ROLE_ACCOUNT_ADMINISTRATOR",
  "ROLE_APPLICATION_SUBMIT",
  "ROLE_CORRESPONDENCE_READ_ONLY",
  "ROLE_CORRESPONDENCE_READ_WRITE",
  "ROLE_DESIGNS",
  "ROLE_TRADEMARKS",
  "ROLE_PAYMENTS",
  "ROLE_SIGNATURES",
] as const;

export type Role = (typeof ROLES)[number];

export type UserType = "PARENT" | "CHILD";

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
