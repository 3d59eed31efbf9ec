/**
 * Durable storage of the outbox: its own IndexedDB database `ipo-outbox`, so the page and the
 * service worker open it with this one module. An entry is the one device copy of the unsent
 * work it carries (a draft's typed body lives only here until the office has it).
 *
 * Its stores and versions are in src/lib/db/schema.ts (with the app database's). Like every
 * account-scoped store, each record carries `userId` (index `byUser`), so one sign-out
 * clean-up can remove an account's entries (`clearUser`). Files of queued uploads are stored
 * as bytes inside their entry, until the office acknowledges them.
 *
 * Every change runs in one readwrite transaction, so two tabs (or a tab and the worker) never
 * lose each other's updates.
 */
import { databaseHandle } from "@/lib/db/open";
import { OUTBOX_DB, OUTBOX_DB_NAME, OUTBOX_DB_VERSION, type OutboxDbSchema } from "@/lib/db/schema";
import { byDeliveryOrder, coalesce, entryKey, isPending } from "./coalesce";
import type { EnqueueInput, OutboxEntry, OutboxFailure } from "./types";

export { OUTBOX_DB_NAME, OUTBOX_DB_VERSION };

export interface OutboxStore {
  /** Adds or coalesces an operation; answers the stored entry (or the one that covers it). */
  enqueue(input: EnqueueInput, now?: number): Promise<OutboxEntry>;
  /** The user's entries waiting for delivery, in delivery order. */
  list(userId: number): Promise<OutboxEntry[]>;
  /** All the user's entries, those in "needs attention" included, in delivery order. */
  listAll(userId: number): Promise<OutboxEntry[]>;
  get(key: string): Promise<OutboxEntry | undefined>;
  /** Removes the entry if it is still at `revision`; answers whether it did. */
  removeIfRevision(key: string, revision: number): Promise<boolean>;
  /** Records a failed attempt of `revision` (ignored if the entry changed meanwhile). */
  markFailed(key: string, revision: number, error: string, nextAttemptAt: number): Promise<void>;
  /** Moves `revision` to "needs attention"; answers false when a newer revision was queued meanwhile. */
  markRejected(key: string, revision: number, failure: OutboxFailure): Promise<boolean>;
  /** Queues an entry of "needs attention" again (the user's retry). */
  retry(key: string, now?: number): Promise<void>;
  remove(key: string): Promise<void>;
  /** Entries of every account on this device. */
  count(): Promise<number>;
  clearUser(userId: number): Promise<void>;
  close(): Promise<void>;
}

function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export function createIdbOutboxStore(name = OUTBOX_DB_NAME): OutboxStore {
  // The schema and its upgrade steps live with the app database's (src/lib/db/schema.ts).
  const handle = databaseHandle<OutboxDbSchema>({ ...OUTBOX_DB, name });
  const open = handle.open;

  /** Runs `change` on the entry at `key` in one transaction when it is still at `revision`. */
  const update = async (key: string, revision: number | null, change: (entry: OutboxEntry) => OutboxEntry | null): Promise<boolean> => {
    const db = await open();
    const tx = db.transaction("entries", "readwrite");
    const current = await tx.store.get(key);
    const matches = current !== undefined && (revision === null || current.revision === revision);
    if (matches) {
      const next = change(current);
      if (next) await tx.store.put(next);
      else await tx.store.delete(key);
    }
    await tx.done;
    return matches;
  };

  const listAll = async (userId: number) => {
    const db = await open();
    const entries = await db.getAllFromIndex("entries", "byUser", userId);
    return entries.sort(byDeliveryOrder);
  };

  return {
    async enqueue(input, now = Date.now()) {
      const db = await open();
      const tx = db.transaction("entries", "readwrite");
      const key = entryKey(input);
      const existing = await tx.store.get(key);
      const last = await tx.store.index("bySeq").openCursor(null, "prev");
      const seq = Math.max(now, (last?.value.seq ?? 0) + 1);
      const next = coalesce(existing, input, { now, seq, newKey: newIdempotencyKey });
      if (next) await tx.store.put(next);
      await tx.done;
      return next ?? (existing as OutboxEntry);
    },
    async list(userId) {
      return (await listAll(userId)).filter(isPending);
    },
    listAll,
    async get(key) {
      return (await open()).get("entries", key);
    },
    removeIfRevision(key, revision) {
      return update(key, revision, () => null);
    },
    async markFailed(key, revision, error, nextAttemptAt) {
      await update(key, revision, (current) => ({ ...current, attempts: current.attempts + 1, lastError: error, nextAttemptAt }));
    },
    markRejected(key, revision, failure) {
      return update(key, revision, (current) => ({ ...current, failed: failure, lastError: failure.error }));
    },
    async retry(key, now = Date.now()) {
      await update(key, null, (current) => ({ ...current, failed: null, attempts: 0, nextAttemptAt: now, revision: current.revision + 1 }));
    },
    async remove(key) {
      await (await open()).delete("entries", key);
    },
    async count() {
      return (await open()).count("entries");
    },
    async clearUser(userId) {
      const db = await open();
      const tx = db.transaction("entries", "readwrite");
      for (let cursor = await tx.store.index("byUser").openCursor(userId); cursor; cursor = await cursor.continue()) {
        await cursor.delete();
      }
      await tx.done;
    },
    close: handle.close,
  };
}
