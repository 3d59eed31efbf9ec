/**
 * Role rules of the session user (spec 1 §6, spec 2 §6). Every helper accepts a missing
 * user (signed out) and then answers false. A PARENT holds all eight roles, and counts
 * as an account administrator either way.
 */
import type { Role, SessionUser } from "@/lib/api";

type MaybeUser = SessionUser | null | undefined;

export const IP_RIGHT_ROLES = ["ROLE_TRADEMARKS", "ROLE_DESIGNS"] as const satisfies readonly Role[];
export const CORRESPONDENCE_ROLES = [
  "ROLE_CORRESPONDENCE_READ_ONLY",
  "ROLE_CORRESPONDENCE_READ_WRITE",
] as const satisfies readonly Role[];

export function hasRole(user: MaybeUser, role: Role): boolean {
  return user?.authorities.includes(role) ?? false;
}

export function hasAnyRole(user: MaybeUser, roles: readonly Role[]): boolean {
  return roles.some((role) => hasRole(user, role));
}

export function isParent(user: MaybeUser): boolean {
  return user?.userType === "PARENT";
}

export function isChild(user: MaybeUser): boolean {
  return user?.userType === "CHILD";
}

/** Impersonated by office staff: every change is refused by the server. */
export function isReadOnly(user: MaybeUser): boolean {
  return user?.impersonatedUser ?? false;
}

export function isAdministrator(user: MaybeUser): boolean {
  return isParent(user) || hasRole(user, "ROLE_ACCOUNT_ADMINISTRATOR");
}

/** ROLE_TRADEMARKS or ROLE_DESIGNS: applications, drafts, online services, signatures. */
export function hasIpRightRole(user: MaybeUser): boolean {
  return hasAnyRole(user, IP_RIGHT_ROLES);
}

export function hasCorrespondenceRole(user: MaybeUser): boolean {
  return hasAnyRole(user, CORRESPONDENCE_ROLES);
}

/** The account whose data lists show: the parent's for a child (spec 2 §1). */
export function mainUserId(user: SessionUser): number {
  return user.parentUserId ?? user.userId;
}
