/**
 * Sign-in rules shared by the password and gateway flows: account states, the throttled password
 * check (sign-in-throttle.ts: 5 failures in a row of a name from one address lock it there for
 * 15 minutes), and the successful sign-in that rotates the session.
 */
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { clientAddress } from "../http/forwarded";
import { startSession } from "../http/session";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { findUserByUsername, type UserRow } from "./users-repo";

const refuse = (description: string) => new ApiError(401, description);

/** States checked once the person is known to be the account holder. */
export function assertAccountUsable(user: UserRow, now: number): void {
  if (user.verified !== 1) throw refuse("account.not.verified");
  if (user.active !== 1) throw refuse("account.disabled");
  if (user.expires_at !== null && user.expires_at <= now) throw refuse("account.expired");
}

/**
 * Checks a user name and password. Unknown names and wrong passwords take the same path: one
 * scrypt derivation, one throttle count, the same answers (`invalid.credentials`, then
 * `account.locked`). A known user's failures are also counted for /auth/me's failedLoginNumber.
 */
export async function checkPassword(c: Context<AppEnv>, deps: AppDeps, username: string, password: string): Promise<UserRow> {
  const address = clientAddress(c, deps.proxies);
  if (await deps.throttle.isLocked(username, address)) throw refuse("account.locked");
  const user = await findUserByUsername(deps.db, username);
  // Always one derivation: an unknown name costs the same time as a wrong password.
  const valid = await verifyPassword(password, user?.password_hash ?? null);
  if (!user || !valid) {
    if (user) await deps.db.run("UPDATE users SET failed_login_number = failed_login_number + 1 WHERE id = ?", [user.id]);
    const locked = await deps.throttle.recordFailure(username, address);
    throw refuse(locked ? "account.locked" : "invalid.credentials");
  }
  await deps.throttle.recordSuccess(username, address);
  assertAccountUsable(user, deps.now());
  if (needsRehash(user.password_hash)) {
    // Older (cheaper) parameters: store today's hash now that the password is known.
    await deps.db.run("UPDATE users SET password_hash = ? WHERE id = ?", [await hashPassword(password), user.id]);
  }
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
