/**
 * Edit locks of decision 30: `DETAILS:<main account id>` (profile cards) and `CHILD:<child id>`.
 * A lock lasts 10 minutes or until the holder's matching update; the holder may lock again.
 * Another user's live lock refuses with 403 `account.details.locked` and details.username.
 */
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { formatLocalDateTime } from "../lib/local-date-time";

export const ACCOUNT_LOCK_MS = 10 * 60 * 1000;

export const detailsLock = (mainUserId: number) => `DETAILS:${mainUserId}`;
export const childLock = (childId: number) => `CHILD:${childId}`;

interface LockRow {
  holder_id: number;
  holder_username: string;
  expires_at: number;
}

/** Throws 403 `account.details.locked` when someone else holds a live lock on the target. */
export async function assertNotLockedByOther(db: Db, target: string, userId: number, now: number): Promise<void> {
  const row = await db.first<LockRow>("SELECT holder_id, holder_username, expires_at FROM account_locks WHERE target = ?", [target]);
  if (row && row.holder_id !== userId && row.expires_at > now) {
    throw new ApiError(403, "account.details.locked", {
      username: row.holder_username,
      message: `locked until ${formatLocalDateTime(row.expires_at)}`,
    });
  }
}

export async function acquireLock(db: Db, target: string, holder: { userId: number; username: string }, now: number): Promise<void> {
  await assertNotLockedByOther(db, target, holder.userId, now);
  await db.run(
    `INSERT INTO account_locks (target, holder_id, holder_username, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(target) DO UPDATE SET holder_id = excluded.holder_id, holder_username = excluded.holder_username,
       expires_at = excluded.expires_at`,
    [target, holder.userId, holder.username, now + ACCOUNT_LOCK_MS],
  );
}

/** Releases the caller's own lock (after the matching update). */
export async function releaseLock(db: Db, target: string, userId: number): Promise<void> {
  await db.run("DELETE FROM account_locks WHERE target = ? AND holder_id = ?", [target, userId]);
}
