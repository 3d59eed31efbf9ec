/**
 * Sessions in the database, so they survive a restart. The cookie carries a random id; the table
 * keeps only its SHA-256. A session ends after 30 minutes idle or 12 hours in total.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/client";

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most this often per session. */
const TOUCH_INTERVAL_MS = 5 * 1000;
const PURGE_INTERVAL_MS = 5 * 60 * 1000;

export interface SessionRecord {
  idHash: string;
  csrfToken: string;
  userId: number | null;
  impersonated: boolean;
  createdAt: number;
  lastSeenAt: number;
  /** Sign-in snapshot shown by /auth/me: the previous successful sign-in and the failures since it. */
  prevLoginAt: number | null;
  prevFailedLogins: number;
}

interface SessionRow {
  id_hash: string;
  csrf_token: string;
  user_id: number | null;
  impersonated: number;
  created_at: number;
  last_seen_at: number;
  prev_login_at: number | null;
  prev_failed_logins: number;
}

export interface SessionInit {
  userId?: number | null;
  impersonated?: boolean;
  prevLoginAt?: number | null;
  prevFailedLogins?: number;
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const lastPurge = new WeakMap<Db, number>();

export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("base64url");
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    idHash: row.id_hash,
    csrfToken: row.csrf_token,
    userId: row.user_id,
    impersonated: row.impersonated === 1,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    prevLoginAt: row.prev_login_at,
    prevFailedLogins: row.prev_failed_logins,
  };
}

export function isExpired(record: SessionRecord, now: number): boolean {
  return now - record.lastSeenAt > IDLE_TIMEOUT_MS || now - record.createdAt > ABSOLUTE_TIMEOUT_MS;
}

export async function createSession(db: Db, now: number, init: SessionInit = {}): Promise<{ id: string; record: SessionRecord }> {
  await purgeExpiredSessions(db, now);
  const id = randomBytes(32).toString("base64url");
  const record: SessionRecord = {
    idHash: hashSessionId(id),
    csrfToken: randomBytes(32).toString("base64url"),
    userId: init.userId ?? null,
    impersonated: init.impersonated ?? false,
    createdAt: now,
    lastSeenAt: now,
    prevLoginAt: init.prevLoginAt ?? null,
    prevFailedLogins: init.prevFailedLogins ?? 0,
  };
  await db.run(
    `INSERT INTO sessions (id_hash, csrf_token, user_id, impersonated, created_at, last_seen_at, prev_login_at, prev_failed_logins)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [record.idHash, record.csrfToken, record.userId, record.impersonated ? 1 : 0, now, now, record.prevLoginAt, record.prevFailedLogins],
  );
  return { id, record };
}

/** The live session of a cookie value, recording the activity; null when unknown or expired. */
export async function resumeSession(db: Db, id: string | undefined, now: number): Promise<SessionRecord | null> {
  if (!id || !SESSION_ID.test(id)) return null;
  const row = await db.first<SessionRow>("SELECT * FROM sessions WHERE id_hash = ?", [hashSessionId(id)]);
  if (!row) return null;
  const record = toRecord(row);
  if (isExpired(record, now)) {
    await deleteSession(db, record.idHash);
    return null;
  }
  if (now - record.lastSeenAt >= TOUCH_INTERVAL_MS) {
    await db.run("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?", [now, record.idHash]);
    record.lastSeenAt = now;
  }
  return record;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.batch([
    { sql: "DELETE FROM challenges WHERE session_hash = ?", args: [idHash] },
    { sql: "DELETE FROM sessions WHERE id_hash = ?", args: [idHash] },
  ]);
}

/** Ends every session of a user (deactivation, username change). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.batch([
    { sql: "DELETE FROM challenges WHERE session_hash IN (SELECT id_hash FROM sessions WHERE user_id = ?)", args: [userId] },
    { sql: "DELETE FROM sessions WHERE user_id = ?", args: [userId] },
  ]);
}

/** Removes expired sessions and challenges, at most every few minutes. */
export async function purgeExpiredSessions(db: Db, now: number): Promise<void> {
  if (now - (lastPurge.get(db) ?? 0) < PURGE_INTERVAL_MS) return;
  lastPurge.set(db, now);
  const idleBefore = now - IDLE_TIMEOUT_MS;
  const startedBefore = now - ABSOLUTE_TIMEOUT_MS;
  await db.batch([
    { sql: "DELETE FROM challenges WHERE expires_at < ?", args: [now] },
    {
      sql: `DELETE FROM challenges WHERE session_hash IN
              (SELECT id_hash FROM sessions WHERE last_seen_at < ? OR created_at < ?)`,
      args: [idleBefore, startedBefore],
    },
    { sql: "DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?", args: [idleBefore, startedBefore] },
  ]);
}
