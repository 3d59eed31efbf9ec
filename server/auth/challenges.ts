/**
 * One-time challenges bound to the browser session that asked for them:
 * login challenges (30 minutes, from GET /auth/authorize) and logout challenges (5 minutes).
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";

export type ChallengeKind = "LOGIN" | "LOGOUT";

export const CHALLENGE_TTL_MS: Record<ChallengeKind, number> = {
  LOGIN: 30 * 60 * 1000,
  LOGOUT: 5 * 60 * 1000,
};

export async function issueChallenge(db: Db, kind: ChallengeKind, sessionHash: string, now: number): Promise<string> {
  const challenge = randomBytes(24).toString("base64url");
  await db.run("INSERT INTO challenges (challenge, kind, session_hash, expires_at) VALUES (?, ?, ?, ?)", [
    challenge,
    kind,
    sessionHash,
    now + CHALLENGE_TTL_MS[kind],
  ]);
  return challenge;
}

/** Whether the challenge exists for this session, is unused and unexpired. */
export async function isChallengeValid(
  db: Db,
  kind: ChallengeKind,
  challenge: string | undefined,
  sessionHash: string,
  now: number,
): Promise<boolean> {
  if (!challenge) return false;
  const row = await db.first<{ ok: number }>(
    `SELECT 1 AS ok FROM challenges
     WHERE challenge = ? AND kind = ? AND session_hash = ? AND used_at IS NULL AND expires_at > ?`,
    [challenge, kind, sessionHash, now],
  );
  return row !== undefined;
}

/** Marks the challenge used; false when it was not valid (or another request used it first). */
export async function consumeChallenge(
  db: Db,
  kind: ChallengeKind,
  challenge: string | undefined,
  sessionHash: string,
  now: number,
): Promise<boolean> {
  if (!challenge) return false;
  const result = await db.run(
    `UPDATE challenges SET used_at = ?
     WHERE challenge = ? AND kind = ? AND session_hash = ? AND used_at IS NULL AND expires_at > ?`,
    [now, challenge, kind, sessionHash, now],
  );
  return result.changes === 1;
}
