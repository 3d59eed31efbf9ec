/**
 * Durable storage of the outbox: its own IndexedDB database `ipo-outbox`, so the page and the
 * service worker open it with this one module. An entry is the one device copy of the unsent
 * work it carries (a draft's typed body lives only here until the office has it).
 *
 * Its stores and versions are in src/lib/db/schema.ts (with the app database's). Like every
 * account-scoped store, each record carries `userId` (index `byUser`), so one sign-out
 * clean-up can remove an account's entries (`clearUser`). The content of a queued upload's
 * files is not in its entry: each file's Blob is a record of the `files` store, key `[entry key,
 * part]`, written in the same transaction as the entry, read only to send it (`contents`),
 * deleted with the entry or when the file is withdrawn. So listing the queue (every screen that
 * shows it, every drain, every event shared with the other tabs) never carries file bytes.
 *
 * Every change runs in one readwrite transaction, so two tabs (or a tab and the worker) never
 * lose each other's updates.
 *
 * The rules of the queue (pure, unit-tested, ./queue-rules.ts): the key of an operation and how it merges with
 * the queued entry of the same key are its kind's (registered by the features, ./kinds.ts);
 * the order of delivery and the retry backoff are the engine's. Keys are per user (`u<user>:…`:
 * parent and child accounts never overwrite each other's queued work). Merging:
 * - nothing queued: a new entry at the end of the queue;
 * - onto a queued entry: the kind's `merge` (default: the new payload replaces the old, the
 *   same request): it may keep the entry as it is (null), change its kind, make it a new
 *   request (a new Idempotency-Key), deliver it now, or move it behind what was queued meanwhile;
 * - anything onto an entry waiting in "needs attention": the user acted again, so it is
 *   queued afresh with the new payload (attention cleared, attempts reset).
 *
 * Held entries: a draft's save whose text is past the office's limit (decision 6)
 * is written as the draft's entry all the same, marked `held`, so a reload or a crash keeps
 * every character in the one device copy of a draft's typing (no second store of a
 * draft's text). `listAll` (and so `list`, every drain, "Needs attention", the queued counts,
 * the logout's questions) never sees it: it is never delivered and never counted as queued
 * work. `get` and `listKeyed` (the draft's own readers) do. The next save within the limit
 * turns it into an ordinary save, queued at once; a held save replaces a queued one (the
 * latest body wins: the office keeps its last text until the reply fits again).
 */
import { databaseHandle } from "@/lib/db/open";
import { OUTBOX_DB, OUTBOX_DB_NAME, OUTBOX_DB_VERSION, type OutboxDbSchema } from "@/lib/db/schema";
import { checkContents, contentsOf, parts, putContents, readContents } from "./file-contents";
import { entryKey } from "./kinds";
import { byDeliveryOrder, coalesce, isHeld, isPending } from "./queue-rules";
import type { EnqueueInput, OutboxEntry, OutboxFailure } from "./types";

export { entryKey };
export { byDeliveryOrder, coalesce, isHeld, isPending, type CoalesceContext } from "./queue-rules";

export { OUTBOX_DB_NAME, OUTBOX_DB_VERSION };

export interface OutboxStore {
  /** Adds or coalesces an operation; answers the stored entry (or the one that covers it). */
  enqueue(input: EnqueueInput, now?: number): Promise<OutboxEntry>;
  /** The user's entries waiting for delivery, in delivery order. */
  list(userId: number): Promise<OutboxEntry[]>;
  /** All the user's entries, those in "needs attention" included, held ones not, in delivery order. */
  listAll(userId: number): Promise<OutboxEntry[]>;
  get(key: string): Promise<OutboxEntry | undefined>;
  /** The user's entries whose key starts `u<user>:<prefix>`, "needs attention" and held ones included (a kind's own readers). */
  listKeyed(userId: number, prefix: string): Promise<OutboxEntry[]>;
  /**
   * The content kept beside an entry (an upload's files), in the order of its parts (none for
   * most kinds): read to send it. Rejects when a part's content is missing.
   */
  contents(entry: OutboxEntry): Promise<Blob[]>;
  /** Removes the entry if it is still at `revision`; answers whether it did. */
  removeIfRevision(key: string, revision: number): Promise<boolean>;
  /** Records a failed attempt of `revision` (ignored if the entry changed meanwhile). */
  markFailed(key: string, revision: number, error: string, nextAttemptAt: number): Promise<void>;
  /** Moves `revision` to "needs attention"; answers false when a newer revision was queued meanwhile. */
  markRejected(key: string, revision: number, failure: OutboxFailure): Promise<boolean>;
  /** Queues an entry of "needs attention" again (the user's retry). */
  retry(key: string, now?: number): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * The user changed a queued or refused entry (took a file out of an upload): `change` answers
   * its new payload (a new revision under a new Idempotency-Key: another request now; a refused
   * one queued afresh), null for no entry any more (content of parts no longer named goes with
   * it), or undefined to leave it. Answers whether it changed anything.
   */
  revise(key: string, change: (entry: OutboxEntry) => unknown, now?: number): Promise<boolean>;
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

  /**
   * Runs `change` on the entry at `key` in one transaction when it is still at `revision`; the
   * content of a file the change took out (or of every file, the entry gone) goes with it.
   */
  const update = async (key: string, revision: number | null, change: (entry: OutboxEntry) => OutboxEntry | null): Promise<boolean> => {
    const db = await open();
    const tx = db.transaction(["entries", "files"], "readwrite");
    const entries = tx.objectStore("entries");
    const current = await entries.get(key);
    const matches = current !== undefined && (revision === null || current.revision === revision);
    if (matches) {
      const next = change(current);
      if (next) await entries.put(next);
      else await entries.delete(key);
      const kept = parts(next);
      await Promise.all(parts(current).filter((part) => !kept.includes(part)).map((part) => tx.objectStore("files").delete([key, part])));
    }
    await tx.done;
    return matches;
  };

  const listAll = async (userId: number) => {
    const db = await open();
    const entries = await db.getAllFromIndex("entries", "byUser", userId);
    // Held texts are the device's only: no drain, list or count sees them.
    return entries.filter((entry) => !isHeld(entry)).sort(byDeliveryOrder);
  };

  return {
    async enqueue(input, now = Date.now()) {
      checkContents(input);
      const db = await open();
      const tx = db.transaction(["entries", "files"], "readwrite");
      const entries = tx.objectStore("entries");
      const key = entryKey(input);
      const existing = await entries.get(key);
      const last = await entries.index("bySeq").openCursor(null, "prev");
      const seq = Math.max(now, (last?.value.seq ?? 0) + 1);
      const next = coalesce(existing, input, { now, seq, newKey: newIdempotencyKey });
      if (next) {
        await entries.put(next);
        if (input.contents) await putContents(tx.objectStore("files"), next, input.contents);
      }
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
    async listKeyed(userId, prefix) {
      // A key range reads just them.
      const start = `u${userId}:${prefix}`;
      return (await open()).getAll("entries", IDBKeyRange.bound(start, `${start}\uffff`));
    },
    async contents(entry) {
      return readContents(await open(), entry);
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
      const tx = (await open()).transaction(["entries", "files"], "readwrite");
      await Promise.all([tx.objectStore("entries").delete(key), tx.objectStore("files").delete(contentsOf(key)), tx.done]);
    },
    async revise(key, change, now = Date.now()) {
      let changed = false;
      await update(key, null, (current) => {
        const payload = change(current);
        if (payload === undefined) return current;
        changed = true;
        if (payload === null) return null;
        // Out of "needs attention" (the user changed it): queued afresh.
        const requeued = isPending(current) ? {} : { failed: null, lastError: null, attempts: 0, nextAttemptAt: now };
        return { ...current, ...requeued, payload, revision: current.revision + 1, idempotencyKey: newIdempotencyKey(), updatedAt: now } as OutboxEntry;
      });
      return changed;
    },
    async count() {
      return (await open()).count("entries");
    },
    async clearUser(userId) {
      const db = await open();
      const tx = db.transaction(["entries", "files"], "readwrite");
      for (const name of ["entries", "files"] as const) {
        const store = tx.objectStore(name);
        // Keys only: no record (nor any file's content) is read to delete it.
        const keys = await store.index("byUser").getAllKeys(userId);
        await Promise.all(keys.map((key) => store.delete(key)));
      }
      await tx.done;
    },
    close: handle.close,
  };
}
