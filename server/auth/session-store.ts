/**
 * Sessions in the database, so they survive a restart. The cookie carries a random id; the table
 * keeps only its SHA-256. A session ends after 30 minutes idle or 12 hours in total; an
 * impersonated one 2 minutes after its last request (spec 1 §4: closing the tab ends it; the open
 * page sends a heartbeat, src/lib/session/use-impersonation-heartbeat.ts).
 *
 * Anonymous sessions cost no row until they hold something: their id is 22 random
 * bytes plus a 10-byte HMAC tag under the server's session secret, so a later request proves the
 * id came from this server, and their CSRF token is derived from the id with the same secret.
 * `persistSession` writes the row when a request needs one (the registration identity).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/client";
import type { UserType } from "./roles";

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** An impersonated session whose page stopped sending requests (its tab closed) ends after this. */
export const IMPERSONATION_IDLE_MS = 2 * 60 * 1000;
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
  /** Whether the session has a row (every signed-in one; an anonymous one once it holds state). */
  persisted: boolean;
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
    persisted: true,
  };
}

export function isExpired(record: SessionRecord, now: number): boolean {
  const idle = record.impersonated ? IMPERSONATION_IDLE_MS : IDLE_TIMEOUT_MS;
  return now - record.lastSeenAt > idle || now - record.createdAt > ABSOLUTE_TIMEOUT_MS;
}

const TAG_BYTES = 10;

function anonymousTag(secret: Buffer, random: Buffer): Buffer {
  return createHmac("sha256", secret).update("ipo-anonymous-session\u0000").update(random).digest().subarray(0, TAG_BYTES);
}

/** A new anonymous session id (not stored). */
export function newAnonymousId(secret: Buffer): string {
  const random = randomBytes(32 - TAG_BYTES);
  return Buffer.concat([random, anonymousTag(secret, random)]).toString("base64url");
}

/** Whether `id` is an anonymous session id this server issued. */
export function isAnonymousId(id: string | undefined, secret: Buffer): id is string {
  if (!id || !SESSION_ID.test(id)) return false;
  const bytes = Buffer.from(id, "base64url");
  if (bytes.length !== 32) return false;
  return timingSafeEqual(bytes.subarray(32 - TAG_BYTES), anonymousTag(secret, bytes.subarray(0, 32 - TAG_BYTES)));
}

/** The anonymous session of an id, without a row; its CSRF token is derived from the id. */
export function anonymousRecord(id: string, secret: Buffer, now: number): SessionRecord {
  return {
    idHash: hashSessionId(id),
    csrfToken: createHmac("sha256", secret).update("ipo-csrf\u0000").update(id).digest("base64url"),
    userId: null,
    impersonated: false,
    createdAt: now,
    lastSeenAt: now,
    prevLoginAt: null,
    prevFailedLogins: 0,
    persisted: false,
  };
}

/** Writes the row of an anonymous session that now holds state (no-op when it exists). */
export async function persistSession(db: Db, record: SessionRecord): Promise<void> {
  if (record.persisted) return;
  await db.run(
    `INSERT OR IGNORE INTO sessions (id_hash, csrf_token, user_id, impersonated, created_at, last_seen_at, prev_login_at, prev_failed_logins)
     VALUES (?, ?, NULL, 0, ?, ?, NULL, 0)`,
    [record.idHash, record.csrfToken, record.createdAt, record.lastSeenAt],
  );
  record.persisted = true;
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
    persisted: true,
  };
  await db.run(
    `INSERT INTO sessions (id_hash, csrf_token, user_id, impersonated, created_at, last_seen_at, prev_login_at, prev_failed_logins)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [record.idHash, record.csrfToken, record.userId, record.impersonated ? 1 : 0, now, now, record.prevLoginAt, record.prevFailedLogins],
  );
  return { id, record };
}

/** The row's session unless it expired (then deleted), its activity recorded at most every TOUCH_INTERVAL_MS. */
async function liveRecord(db: Db, row: SessionRow, now: number): Promise<SessionRecord | null> {
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

/** The live session of a cookie value, recording the activity; null when unknown or expired. */
export async function resumeSession(db: Db, id: string | undefined, now: number): Promise<SessionRecord | null> {
  if (!id || !SESSION_ID.test(id)) return null;
  const row = await db.first<SessionRow>("SELECT * FROM sessions WHERE id_hash = ?", [hashSessionId(id)]);
  return row ? liveRecord(db, row, now) : null;
}

/** The user of a session as the request's principal is built from it (users-repo.ts, roles.ts). */
export interface SessionUser {
  id: number;
  username: string;
  userType: UserType;
  parentId: number | null;
  /** The stored roles of a CHILD (a PARENT holds all). */
  storedRoles: string[];
}

interface SessionUserRow extends SessionRow {
  u_id: number | null;
  u_username: string | null;
  u_user_type: UserType | null;
  u_parent_id: number | null;
  u_roles: string | null;
}

/**
 * `resumeSession` and the session's user in one statement (every /api/v1 request asks for both):
 * `user` is null for an anonymous session's row and for a user that no longer exists.
 */
export async function resumeSessionWithUser(
  db: Db,
  id: string | undefined,
  now: number,
): Promise<{ record: SessionRecord; user: SessionUser | null } | null> {
  if (!id || !SESSION_ID.test(id)) return null;
  const row = await db.first<SessionUserRow>(
    `SELECT s.*, u.id AS u_id, u.username AS u_username, u.user_type AS u_user_type, u.parent_id AS u_parent_id,
       CASE WHEN u.user_type <> 'PARENT' THEN (SELECT json_group_array(r.role) FROM user_roles r WHERE r.user_id = u.id) END AS u_roles
     FROM sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?`,
    [hashSessionId(id)],
  );
  if (!row) return null;
  const record = await liveRecord(db, row, now);
  if (!record) return null;
  const user =
    row.u_id === null || row.u_username === null || row.u_user_type === null
      ? null
      : {
          id: Number(row.u_id),
          username: row.u_username,
          userType: row.u_user_type,
          parentId: row.u_parent_id === null ? null : Number(row.u_parent_id),
          storedRoles: row.u_roles === null ? [] : (JSON.parse(row.u_roles) as string[]),
        };
  return { record, user };
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

/** Ends a user's other sessions (password change: the session that changed it stays). */
export async function deleteOtherUserSessions(db: Db, userId: number, keepIdHash: string): Promise<void> {
  await db.batch([
    {
      sql: "DELETE FROM challenges WHERE session_hash IN (SELECT id_hash FROM sessions WHERE user_id = ? AND id_hash <> ?)",
      args: [userId, keepIdHash],
    },
    { sql: "DELETE FROM sessions WHERE user_id = ? AND id_hash <> ?", args: [userId, keepIdHash] },
  ]);
}

/** Removes expired sessions and challenges, at most every few minutes. */
export async function purgeExpiredSessions(db: Db, now: number): Promise<void> {
  if (now - (lastPurge.get(db) ?? 0) < PURGE_INTERVAL_MS) return;
  lastPurge.set(db, now);
  const idleBefore = now - IDLE_TIMEOUT_MS;
  const startedBefore = now - ABSOLUTE_TIMEOUT_MS;
  const impersonationIdleBefore = now - IMPERSONATION_IDLE_MS;
  const ended = "last_seen_at < ? OR created_at < ? OR (impersonated = 1 AND last_seen_at < ?)";
  const args = [idleBefore, startedBefore, impersonationIdleBefore];
  await db.batch([
    { sql: "DELETE FROM challenges WHERE expires_at < ?", args: [now] },
    { sql: `DELETE FROM challenges WHERE session_hash IN (SELECT id_hash FROM sessions WHERE ${ended})`, args },
    { sql: `DELETE FROM sessions WHERE ${ended}`, args },
  ]);
}
