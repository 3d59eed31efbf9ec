/**
 * Whose applications a request sees (DECISIONS "Read-only sessions and roles"): always the main
 * account's (a CHILD acts for its parent), and only for the IP rights the user holds. Applications
 * show in lists 30 minutes after submission (D2 §1).
 */
import type { Principal } from "../http/context";
import type { IpRight } from "./list-request";

/** D2 §1: applications appear in lists about 30 minutes after submission. */
export const LIST_DELAY_MS = 30 * 60 * 1000;

export interface Scope {
  mainUserId: number;
  /** IP rights the user holds (ROLE_TRADEMARKS → trademark, ROLE_DESIGNS → design). */
  rights: IpRight[];
  userId: number;
  username: string;
  /** PARENT or ROLE_ACCOUNT_ADMINISTRATOR: may release another user's draft lock. */
  administrator: boolean;
}

export function scopeOf(principal: Principal): Scope {
  const rights: IpRight[] = [];
  if (principal.roles.includes("ROLE_TRADEMARKS")) rights.push("trademark");
  if (principal.roles.includes("ROLE_DESIGNS")) rights.push("design");
  return {
    mainUserId: principal.parentUserId ?? principal.userId,
    rights,
    userId: principal.userId,
    username: principal.username,
    administrator: principal.userType === "PARENT" || principal.roles.includes("ROLE_ACCOUNT_ADMINISTRATOR"),
  };
}

/** SQL condition and arguments limiting a table aliased `alias` to the scope's account and rights. */
export function scopeCondition(scope: Scope, alias: string): { sql: string; args: (string | number)[] } {
  if (scope.rights.length === 0) return { sql: "0", args: [] };
  const marks = scope.rights.map(() => "?").join(", ");
  return {
    sql: `${alias}.main_user_id = ? AND ${alias}.ip_right_type IN (${marks})`,
    args: [scope.mainUserId, ...scope.rights],
  };
}
