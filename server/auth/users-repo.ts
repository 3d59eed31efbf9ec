/** Queries on users and their roles, shared by sign-in, the session user and later the account area. */
import type { Db } from "../db/client";
import { effectiveRoles, type Role, type UserType } from "./roles";

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  user_type: UserType;
  parent_id: number | null;
  first_name: string | null;
  last_name: string | null;
  language: string;
  active: number;
  verified: number;
  expires_at: number | null;
  new_username_requested: string | null;
  failed_login_number: number;
  lock_streak: number;
  locked_until: number | null;
  last_login_at: number | null;
}

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.first<UserRow>("SELECT * FROM users WHERE username = ? COLLATE NOCASE", [username.trim()]);
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.first<UserRow>("SELECT * FROM users WHERE id = ?", [id]);
}

export async function findUserRoles(db: Db, user: Pick<UserRow, "id" | "user_type">): Promise<Role[]> {
  if (user.user_type === "PARENT") return effectiveRoles("PARENT", []);
  const rows = await db.all<{ role: string }>("SELECT role FROM user_roles WHERE user_id = ?", [user.id]);
  return effectiveRoles("CHILD", rows.map((r) => r.role));
}

/** The id of the main account a user acts for: its parent, or itself. */
export function mainAccountId(user: Pick<UserRow, "id" | "parent_id">): number {
  return user.parent_id ?? user.id;
}

export async function setUserLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.run("UPDATE users SET language = ? WHERE id = ?", [language, userId]);
}
