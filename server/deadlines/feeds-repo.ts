/**
 * Calendar feeds (decision 83). The token is the credential: 256 bits, stored only as its
 * SHA-256. So that the user can see the address again (GET answers it), the token is the
 * HMAC-SHA256 of a random 256-bit seed under the server's secret (IPO_SESSION_SECRET): the
 * database holds the seed and the hash, and neither gives the token without the secret. A token is
 * found by its hash, then the stored hash is compared in constant time; a replaced or revoked
 * feed's token finds nothing. With another secret (a restart without IPO_SESSION_SECRET) the
 * address cannot be shown again, but keeps working until the feed is replaced or revoked.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/client";
import type { CalendarDetail } from "../../src/lib/deadlines/calendar-events";

export interface FeedSettings {
  detail: CalendarDetail;
  alarms: number[];
}

export interface FeedRow extends FeedSettings {
  userId: number;
}

/** The feed's token: 32 bytes, base64url (43 characters, safe in a path). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): Buffer {
  return createHash("sha256").update(token, "utf8").digest();
}

interface Row {
  user_id: number;
  token_hash: string;
  seed: string;
  detail: CalendarDetail;
  alarms: string;
}

const settingsOf = (row: Row): FeedRow => ({ userId: row.user_id, detail: row.detail, alarms: JSON.parse(row.alarms) as number[] });

const tokenOf = (secret: Buffer, seed: string) => createHmac("sha256", secret).update(`calendar-feed:${seed}`).digest("base64url");

/** Creates the user's feed or replaces it (the old token stops working); answers the new token. */
export async function createFeed(db: Db, secret: Buffer, userId: number, settings: FeedSettings, now: number): Promise<string> {
  const seed = randomBytes(32).toString("hex");
  const token = tokenOf(secret, seed);
  await db.run(
    `INSERT INTO calendar_feeds (user_id, token_hash, seed, detail, alarms, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, seed = excluded.seed, detail = excluded.detail,
       alarms = excluded.alarms, created_at = excluded.created_at`,
    [userId, hashToken(token).toString("hex"), seed, settings.detail, JSON.stringify(settings.alarms), now],
  );
  return token;
}

/** The user's feed with its token, or undefined (none, or made under another secret). */
export async function findFeedOfUser(db: Db, secret: Buffer, userId: number): Promise<(FeedRow & { token: string }) | undefined> {
  const row = await db.first<Row>("SELECT * FROM calendar_feeds WHERE user_id = ?", [userId]);
  if (!row) return undefined;
  const token = tokenOf(secret, row.seed);
  if (!timingSafeEqual(hashToken(token), Buffer.from(row.token_hash, "hex"))) return undefined;
  return { ...settingsOf(row), token };
}

/** The feed a token opens, or undefined for a malformed, unknown, replaced or revoked token. */
export async function findFeedByToken(db: Db, token: string): Promise<FeedRow | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const hash = hashToken(token);
  const row = await db.first<Row>("SELECT * FROM calendar_feeds WHERE token_hash = ?", [hash.toString("hex")]);
  // The lookup compares hashes, which say nothing of the token; the final check is constant-time.
  if (!row || !timingSafeEqual(Buffer.from(row.token_hash, "hex"), hash)) return undefined;
  return settingsOf(row);
}

/** The user's feed without its token (the server's own rebuilds), or undefined. */
export async function findFeedRowOfUser(db: Db, userId: number): Promise<FeedRow | undefined> {
  const row = await db.first<Row>("SELECT * FROM calendar_feeds WHERE user_id = ?", [userId]);
  return row && settingsOf(row);
}

export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db.run("DELETE FROM calendar_feeds WHERE user_id = ?", [userId]);
}
