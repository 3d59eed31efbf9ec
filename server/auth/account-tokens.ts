/**
 * One-time tokens of the account flows (decision 20): opaque, single-use, valid 24 hours. Only
 * SHA-256 hashes are stored. A verification token also has a short code that the user can type on
 * /registration/verify instead of following the link; either one redeems it.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Db } from "../db/client";

export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export type TokenKind = "REGISTRATION" | "PASSWORD_RESET" | "USERNAME_CHANGE";

export interface IssuedToken {
  token: string;
  code: string;
}

export interface TokenRow {
  token_hash: string;
  kind: TokenKind;
  user_id: number;
  new_username: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

function newCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

/** Issues a token; the user's earlier open tokens of that kind stop working. */
export async function issueToken(
  db: Db,
  kind: TokenKind,
  userId: number,
  now: number,
  newUsername: string | null = null,
): Promise<IssuedToken> {
  const token = randomBytes(24).toString("base64url");
  const code = newCode();
  await db.batch([
    { sql: "UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND kind = ? AND used_at IS NULL", args: [now, userId, kind] },
    {
      sql: `INSERT INTO account_tokens (token_hash, code_hash, kind, user_id, new_username, created_at, expires_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)`,
      args: [sha256(token), sha256(code.toUpperCase()), kind, userId, newUsername, now, now + TOKEN_TTL_MS],
    },
  ]);
  return { token, code };
}

/** The open (unused, unexpired) token of that kind matching the token or its code. */
export function findOpenToken(db: Db, kind: TokenKind, value: string | undefined, now: number): Promise<TokenRow | undefined> {
  if (!value) return Promise.resolve(undefined);
  return db.first<TokenRow>(
    `SELECT token_hash, kind, user_id, new_username, created_at, expires_at, used_at FROM account_tokens
     WHERE kind = ? AND (token_hash = ? OR code_hash = ?) AND used_at IS NULL AND expires_at > ?`,
    [kind, sha256(value), sha256(value.trim().toUpperCase()), now],
  );
}

/** Any token of that kind, used or expired too (resend finds the user by an old link). */
export function findAnyToken(db: Db, kind: TokenKind, value: string | undefined): Promise<TokenRow | undefined> {
  if (!value) return Promise.resolve(undefined);
  return db.first<TokenRow>(
    `SELECT token_hash, kind, user_id, new_username, created_at, expires_at, used_at FROM account_tokens
     WHERE kind = ? AND (token_hash = ? OR code_hash = ?) ORDER BY created_at DESC LIMIT 1`,
    [kind, sha256(value), sha256(value.trim().toUpperCase())],
  );
}

/** Marks a token used; false when another request used it first. */
export async function consumeToken(db: Db, row: TokenRow, now: number): Promise<boolean> {
  const result = await db.run("UPDATE account_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL", [now, row.token_hash]);
  return result.changes === 1;
}

/** Ends every open token of that kind of a user (username change cancelled). */
export async function revokeTokens(db: Db, kind: TokenKind, userId: number, now: number): Promise<void> {
  await db.run("UPDATE account_tokens SET used_at = ? WHERE user_id = ? AND kind = ? AND used_at IS NULL", [now, userId, kind]);
}
