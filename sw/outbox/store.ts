/**
 * Durable storage of the outbox: its own IndexedDB database `ipo-outbox`, so the page and,
 * later, the service worker open it with this one module (no app code needed). The app's
 * database (`ipo-user-area`, src/lib/db) holds the device copies of the drafts.
 *
 * Version 1: store `entries`, key `key` (one per draft), indexes `bySeq` and `byUser`.
 * Like every account-scoped store, each record carries `userId` (index `byUser`), so one
 * sign-out clean-up can remove an account's entries (`clearUser`).
 *
 * Every change runs in one readwrite transaction, so two tabs (or a tab and the worker) never
 * lose each other's updates.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { byDeliveryOrder, coalesce, draftKey } from "./coalesce";
import type { EnqueueInput, OutboxEntry } from "./types";

export const OUTBOX_DB_NAME = "ipo-outbox";
export const OUTBOX_DB_VERSION = 1;

interface OutboxDbSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { bySeq: number; byUser: number } };
}

type OutboxDb = IDBPDatabase<OutboxDbSchema>;

export interface OutboxStore {
  /** Adds or coalesces an operation; answers the stored entry (or the one that covers it). */
  enqueue(input: EnqueueInput, now?: number): Promise<OutboxEntry>;
  /** The user's entries in delivery order. */
  list(userId: number): Promise<OutboxEntry[]>;
  get(key: string): Promise<OutboxEntry | undefined>;
  /** Removes the entry if it is still at `revision`; answers whether it did. */
  removeIfRevision(key: string, revision: number): Promise<boolean>;
  /** Records a failed attempt of `revision` (ignored if the entry changed meanwhile). */
  markFailed(key: string, revision: number, error: string, nextAttemptAt: number): Promise<void>;
  remove(key: string): Promise<void>;
  clearUser(userId: number): Promise<void>;
  close(): Promise<void>;
}

function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export function createIdbOutboxStore(name = OUTBOX_DB_NAME): OutboxStore {
  let dbPromise: Promise<OutboxDb> | null = null;
  const open = (): Promise<OutboxDb> => {
    if (dbPromise) return dbPromise;
    const opening = openDB<OutboxDbSchema>(name, OUTBOX_DB_VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) {
          const store = db.createObjectStore("entries", { keyPath: "key" });
          store.createIndex("bySeq", "seq");
          store.createIndex("byUser", "userId");
        }
      },
      blocking() {
        void opening.then((db) => db.close());
        if (dbPromise === opening) dbPromise = null;
      },
      terminated() {
        if (dbPromise === opening) dbPromise = null;
      },
    });
    dbPromise = opening;
    opening.catch(() => {
      if (dbPromise === opening) dbPromise = null;
    });
    return opening;
  };

  return {
    async enqueue(input, now = Date.now()) {
      const db = await open();
      const tx = db.transaction("entries", "readwrite");
      const key = draftKey(input.payload.draftId);
      const existing = await tx.store.get(key);
      const last = await tx.store.index("bySeq").openCursor(null, "prev");
      const seq = Math.max(now, (last?.value.seq ?? 0) + 1);
      const next = coalesce(existing, input, { now, seq, newKey: newIdempotencyKey });
      if (next) await tx.store.put(next);
      await tx.done;
      return next ?? (existing as OutboxEntry);
    },
    async list(userId) {
      const db = await open();
      const entries = await db.getAllFromIndex("entries", "byUser", userId);
      return entries.sort(byDeliveryOrder);
    },
    async get(key) {
      return (await open()).get("entries", key);
    },
    async removeIfRevision(key, revision) {
      const db = await open();
      const tx = db.transaction("entries", "readwrite");
      const current = await tx.store.get(key);
      const matches = current !== undefined && current.revision === revision;
      if (matches) await tx.store.delete(key);
      await tx.done;
      return matches;
    },
    async markFailed(key, revision, error, nextAttemptAt) {
      const db = await open();
      const tx = db.transaction("entries", "readwrite");
      const current = await tx.store.get(key);
      if (current && current.revision === revision) {
        await tx.store.put({ ...current, attempts: current.attempts + 1, lastError: error, nextAttemptAt });
      }
      await tx.done;
    },
    async remove(key) {
      await (await open()).delete("entries", key);
    },
    async clearUser(userId) {
      const db = await open();
      const tx = db.transaction("entries", "readwrite");
      for (let cursor = await tx.store.index("byUser").openCursor(userId); cursor; cursor = await cursor.continue()) {
        await cursor.delete();
      }
      await tx.done;
    },
    async close() {
      const current = dbPromise;
      dbPromise = null;
      if (current) (await current.catch(() => null))?.close();
    },
  };
}
