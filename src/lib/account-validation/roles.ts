/**
 * Role rules of the child-account form (spec 1 §5): at least one role, the two correspondence
 * roles exclusive, and a role with a dependency in the globals' `authorities` needs one of its
 * dependencies (ROLE_TRADEMARKS or ROLE_DESIGNS) ticked too. Mirrors `rolesProblem` of
 * server/account/validation.ts.
 */
import type { ValidationKey } from "./rules";

export const EXCLUSIVE_CORRESPONDENCE_ROLES = ["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_CORRESPONDENCE_READ_WRITE"] as const;

/** The parts of a globals `authorities` entry that the rules need. */
export interface AuthorityRule {
  authorityRole: string;
  dependency: readonly string[];
}

export function rolesProblem(roles: readonly string[], authorities: readonly AuthorityRule[]): ValidationKey | null {
  if (roles.length === 0) return "child.account.access.not.specified";
  if (EXCLUSIVE_CORRESPONDENCE_ROLES.every((role) => roles.includes(role))) {
    return "child.account.correspondence.roles.exclusive";
  }
  for (const authority of authorities) {
    if (!roles.includes(authority.authorityRole) || authority.dependency.length === 0) continue;
    if (!authority.dependency.some((dependency) => roles.includes(dependency))) return "enable.ip.right.access";
  }
  return null;
}

/**
 * Ticking one correspondence role unticks the other, so the exclusive pair can be offered as
 * two checkboxes; other roles are toggled as they are.
 */
export function toggleRole(roles: readonly string[], role: string, checked: boolean): string[] {
  const without = roles.filter((held) => held !== role);
  if (!checked) return without;
  const exclusive = (EXCLUSIVE_CORRESPONDENCE_ROLES as readonly string[]).includes(role);
  const kept = exclusive ? without.filter((held) => !(EXCLUSIVE_CORRESPONDENCE_ROLES as readonly string[]).includes(held)) : without;
  return [...kept, role];
}
