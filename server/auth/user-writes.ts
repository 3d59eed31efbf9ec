/** Look-ups and writes of the account flows on `users` (registration, passwords, user name). */
import type { Db } from "../db/client";
import { hashPassword } from "./passwords";
import type { UserRow } from "./users-repo";

/** Whether a user name or e-mail is already some account's user name or e-mail (case-insensitive). */
export async function isNameTaken(db: Db, ...names: string[]): Promise<boolean> {
  for (const name of names) {
    const row = await db.first<{ id: number }>(
      "SELECT id FROM users WHERE username = ? COLLATE NOCASE OR email = ? COLLATE NOCASE LIMIT 1",
      [name.trim(), name.trim()],
    );
    if (row) return true;
  }
  return false;
}

/** Users whose user name or e-mail is `name`. */
export function findUsersByLogin(db: Db, name: string): Promise<UserRow[]> {
  return db.all<UserRow>("SELECT * FROM users WHERE username = ? COLLATE NOCASE OR email = ? COLLATE NOCASE ORDER BY id", [
    name.trim(),
    name.trim(),
  ]);
}

export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  await db.run("UPDATE users SET password_hash = ?, lock_streak = 0, locked_until = NULL WHERE id = ?", [
    await hashPassword(password),
    userId,
  ]);
}

export async function markVerified(db: Db, userId: number): Promise<void> {
  await db.run("UPDATE users SET verified = 1 WHERE id = ?", [userId]);
}
