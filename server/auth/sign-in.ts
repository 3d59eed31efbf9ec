/**
 * Sign-in rules shared by the password and gateway flows: account states, the lockout after
 * five failures in a row (15 minutes), and the successful sign-in that rotates the session.
 */
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { startSession } from "../http/session";
import { verifyPassword } from "./passwords";
import { findUserByUsername, type UserRow } from "./users-repo";

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

const refuse = (description: string) => new ApiError(401, description);

export function assertNotLocked(user: UserRow, now: number): void {
  if (user.locked_until !== null && user.locked_until > now) throw refuse("account.locked");
}

/** States checked once the person is known to be the account holder. */
export function assertAccountUsable(user: UserRow, now: number): void {
  if (user.verified !== 1) throw refuse("account.not.verified");
  if (user.active !== 1) throw refuse("account.disabled");
  if (user.expires_at !== null && user.expires_at <= now) throw refuse("account.expired");
}

async function recordFailure(deps: AppDeps, user: UserRow, now: number): Promise<boolean> {
  const lockOver = user.locked_until !== null && user.locked_until <= now;
  const streak = (lockOver ? 0 : user.lock_streak) + 1;
  const lockedUntil = streak >= LOCK_AFTER_FAILURES ? now + LOCK_DURATION_MS : null;
  await deps.db.run(
    "UPDATE users SET failed_login_number = failed_login_number + 1, lock_streak = ?, locked_until = ? WHERE id = ?",
    [lockedUntil === null ? streak : 0, lockedUntil, user.id],
  );
  return lockedUntil !== null;
}

/** Checks a username and password; a wrong password counts towards the lockout. */
export async function checkPassword(deps: AppDeps, username: string, password: string): Promise<UserRow> {
  const now = deps.now();
  const user = await findUserByUsername(deps.db, username);
  if (!user) {
    await verifyPassword(password, null); // same cost as a real check
    throw refuse("invalid.credentials");
  }
  assertNotLocked(user, now);
  if (!(await verifyPassword(password, user.password_hash))) {
    const locked = await recordFailure(deps, user, now);
    throw refuse(locked ? "account.locked" : "invalid.credentials");
  }
  assertAccountUsable(user, now);
  return user;
}

/** Records the sign-in, rotates the session and answers LOGIN_SUCCESS. */
export async function completeSignIn(c: Context<AppEnv>, deps: AppDeps, user: UserRow): Promise<Response> {
  const now = deps.now();
  await deps.db.run(
    "UPDATE users SET last_login_at = ?, failed_login_number = 0, lock_streak = 0, locked_until = NULL WHERE id = ?",
    [now, user.id],
  );
  await startSession(c, deps, { userId: user.id, prevLoginAt: user.last_login_at, prevFailedLogins: user.failed_login_number });
  return c.json({ status: "LOGIN_SUCCESS", redirect: "/" }, 200);
}
