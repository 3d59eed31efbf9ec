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
 * The rules of the queue (pure, unit-tested): the key of an operation, how it merges with the
 * queued entry of the same key, the order of delivery, the retry backoff.
 *
 * Keys are per user (parent and child accounts share drafts; one never overwrites the other's
 * queued work): `u<user>:draft:<id>`, `u<user>:message:<id>`, `u<user>:upload:<uploadId>`,
 * `u<user>:draft:new-<messageId>` (a reply whose draft the office has not
 * created yet), `u<user>:shared:<messageId>`, `u<user>:note:<noteKey>`, `u<user>:note-delete:<noteId>`.
 *
 * Coalescing (one entry per draft, the latest body wins):
 * - nothing queued: a new entry at the end of the queue;
 * - save onto save, send onto send: the body is replaced, the entry keeps its place (and a
 *   send keeps its Idempotency-Key, so a repeated send is answered once by the server);
 * - send onto save: the entry becomes the send (a send carries the body, a save adds nothing);
 * - save onto send: ignored, the send already carries the body and the draft is then closed;
 * - a patch of a message merges with the queued patch (the latest value of each field wins);
 * - so does a shared-inbox change (assignee, handled), keeping the first `base` (what the device
 *   showed before), and it moves to the end of the queue: after the letter's draft work;
 * - anything onto an entry waiting in "needs attention": the user acted again, so it is
 *   queued afresh (attention cleared, attempts reset).
 *
 * Held entries (issue 27): a draft's save whose text is past the office's limit (decision 6)
 * is written as the draft's entry all the same, marked `held`, so a reload or a crash keeps
 * every character in the one device copy of a draft's typing (issue 30: no second store of a
 * draft's text). `listAll` (and so `list`, every drain, "Needs attention", the queued counts,
 * the logout's questions) never sees it: it is never delivered and never counted as queued
 * work. `get` and `listDrafts` (the draft's own readers) do. The next save within the limit
 * turns it into an ordinary save, queued at once; a held save replaces a queued one (the
 * latest body wins: the office keeps its last text until the reply fits again).
 */
import { databaseHandle } from "@/lib/db/open";
import { OUTBOX_DB, OUTBOX_DB_NAME, OUTBOX_DB_VERSION, type OutboxDbSchema } from "@/lib/db/schema";
import { checkContents, contentsOf, parts, putContents, readContents } from "./file-contents";
import type { EnqueueInput, OutboxEntry, OutboxFailure } from "./types";

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

export function draftKey(userId: number, draftId: number): string {
  return `u${userId}:draft:${draftId}`;
}

/** The key of a reply started on this device before the office gave `messageId` a draft (one per letter). */
export function newDraftKey(userId: number, messageId: number): string {
  return `u${userId}:draft:new-${messageId}`;
}

export function entryKey(input: EnqueueInput): string {
  switch (input.kind) {
    case "draft.save":
    case "draft.send":
      return input.payload.draftId === null ? newDraftKey(input.userId, input.payload.messageId) : draftKey(input.userId, input.payload.draftId);
    case "attachment.upload":
      return `u${input.userId}:upload:${input.payload.uploadId}`;
    case "message.patch":
      return `u${input.userId}:message:${input.payload.messageId}`;
    case "message.shared":
      return `u${input.userId}:shared:${input.payload.messageId}`;
    case "note.add":
      return `u${input.userId}:note:${input.payload.noteKey}`;
    case "note.delete":
      return `u${input.userId}:note-delete:${input.payload.noteId}`;
  }
}

export interface CoalesceContext {
  now: number;
  /** Sequence number for a new entry. */
  seq: number;
  /** A fresh Idempotency-Key. */
  newKey: () => string;
}

/** A draft's text kept on the device only (past the office's limit): never delivered nor listed. */
export function isHeld(entry: OutboxEntry): boolean {
  return entry.held === true;
}

function fresh(input: EnqueueInput, ctx: CoalesceContext): OutboxEntry {
  const { immediate: _immediate, contents: _contents, held, ...operation } = input;
  return {
    ...operation,
    held: held === true,
    key: entryKey(input),
    seq: ctx.seq,
    revision: 1,
    idempotencyKey: ctx.newKey(),
    attempts: 0,
    nextAttemptAt: ctx.now,
    lastError: null,
    failed: null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  } as OutboxEntry;
}

/** The entry to store, or null when the queued entry already covers the input. */
export function coalesce(existing: OutboxEntry | undefined, input: EnqueueInput, ctx: CoalesceContext): OutboxEntry | null {
  if (!existing || existing.userId !== input.userId || existing.key !== entryKey(input)) return fresh(input, ctx);
  const wasFailed = !isPending(existing);
  if (existing.kind === "draft.send" && input.kind === "draft.save" && !wasFailed) return null;
  const becomesSend = existing.kind !== "draft.send" && input.kind === "draft.send";
  // Out of held (the text fits again): queued at once, as a user's change.
  const retryNow = input.immediate === true || becomesSend || wasFailed || isHeld(existing);
  const shared = existing.kind === "message.shared" && input.kind === "message.shared";
  const payload =
    existing.kind === "message.patch" && input.kind === "message.patch" && !wasFailed
      ? { ...existing.payload, ...input.payload }
      : shared && !wasFailed
        ? { ...existing.payload, ...input.payload, base: { ...input.payload.base, ...existing.payload.base } }
        : { ...input.payload };
  return {
    ...existing,
    kind: input.kind,
    payload,
    revision: existing.revision + 1,
    // A send (and a patch, whose fields changed) is a new request; a save and an upload are the same one.
    idempotencyKey: becomesSend || input.kind === "message.patch" || shared ? ctx.newKey() : existing.idempotencyKey,
    // A shared-inbox change goes after what was queued before it (the letter's draft work).
    seq: shared ? ctx.seq : existing.seq,
    attempts: retryNow ? 0 : existing.attempts,
    nextAttemptAt: retryNow ? ctx.now : existing.nextAttemptAt,
    lastError: wasFailed ? null : existing.lastError,
    failed: null,
    held: input.held === true,
    updatedAt: ctx.now,
  } as OutboxEntry;
}

/** Delivery order: by sequence, then key (stable). */
export function byDeliveryOrder(a: OutboxEntry, b: OutboxEntry): number {
  return a.seq - b.seq || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** Wait before attempt `attempts + 1`: 2 s, 4 s, 8 s, … up to 5 minutes. */
export function retryDelay(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 20));
}

/** Entries waiting for delivery (not in "needs attention"). */
export function isPending(entry: OutboxEntry): boolean {
  return entry.failed === null || entry.failed === undefined;
}

export { OUTBOX_DB_NAME, OUTBOX_DB_VERSION };

export interface OutboxStore {
  /** Adds or coalesces an operation; answers the stored entry (or the one that covers it). */
  enqueue(input: EnqueueInput, now?: number): Promise<OutboxEntry>;
  /** The user's entries waiting for delivery, in delivery order. */
  list(userId: number): Promise<OutboxEntry[]>;
  /** All the user's entries, those in "needs attention" included, held ones not, in delivery order. */
  listAll(userId: number): Promise<OutboxEntry[]>;
  get(key: string): Promise<OutboxEntry | undefined>;
  /** The user's draft saves and sends, "needs attention" included. */
  listDrafts(userId: number): Promise<OutboxEntry[]>;
  /**
   * The content of an upload's files, in the order of its files (none for other operations):
   * read to send it. Rejects when a file's content is missing.
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
   * Takes file `index` out of a queued or refused upload (the user removed it): a new revision
   * under a new Idempotency-Key (another request now; a refused one queued afresh), or no entry
   * once its last file is gone. Answers false when there was no such file (delivered meanwhile).
   */
  withdrawFile(key: string, index: number, now?: number): Promise<boolean>;
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
        if (input.kind === "attachment.upload") await putContents(tx.objectStore("files"), next, input.contents ?? []);
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
    async listDrafts(userId) {
      // Draft keys share a prefix (`draftKey`): a key range reads just them.
      const prefix = `u${userId}:draft:`;
      return (await open()).getAll("entries", IDBKeyRange.bound(prefix, `${prefix}\uffff`));
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
    async withdrawFile(key, index, now = Date.now()) {
      let withdrawn = false;
      await update(key, null, (current) => {
        if (current.kind !== "attachment.upload" || !current.payload.files[index]) return current;
        withdrawn = true;
        const files = current.payload.files.filter((_, at) => at !== index);
        if (files.length === 0) return null;
        // Out of "needs attention" (the refused file went): the rest is queued afresh.
        const requeued = isPending(current) ? {} : { failed: null, lastError: null, attempts: 0, nextAttemptAt: now };
        return { ...current, ...requeued, payload: { ...current.payload, files }, revision: current.revision + 1, idempotencyKey: newIdempotencyKey(), updatedAt: now };
      });
      return withdrawn;
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
