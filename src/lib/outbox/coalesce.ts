/**
 * The outbox's pure rules: the key of an operation, how it merges with the queued entry of
 * the same key, the order of delivery, the retry backoff.
 *
 * Keys are per user (parent and child accounts share drafts; one never overwrites the other's
 * queued work): `u<user>:draft:<id>`, `u<user>:message:<id>`, `u<user>:upload:<uploadId>`.
 *
 * Coalescing (one entry per draft, the latest body wins):
 * - nothing queued: a new entry at the end of the queue;
 * - save onto save, send onto send: the body is replaced, the entry keeps its place (and a
 *   send keeps its Idempotency-Key, so a repeated send is answered once by the server);
 * - send onto save: the entry becomes the send (a send carries the body, a save adds nothing);
 * - save onto send: ignored, the send already carries the body and the draft is then closed;
 * - a patch of a message merges with the queued patch (the latest value of each field wins);
 * - anything onto an entry waiting in "needs attention": the user acted again, so it is
 *   queued afresh (attention cleared, attempts reset).
 */
import type { EnqueueInput, OutboxEntry } from "./types";

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

export function draftKey(userId: number, draftId: number): string {
  return `u${userId}:draft:${draftId}`;
}

export function entryKey(input: EnqueueInput): string {
  switch (input.kind) {
    case "draft.save":
    case "draft.send":
      return draftKey(input.userId, input.payload.draftId);
    case "attachment.upload":
      return `u${input.userId}:upload:${input.payload.uploadId}`;
    case "message.patch":
      return `u${input.userId}:message:${input.payload.messageId}`;
  }
}

export interface CoalesceContext {
  now: number;
  /** Sequence number for a new entry. */
  seq: number;
  /** A fresh Idempotency-Key. */
  newKey: () => string;
}

function fresh(input: EnqueueInput, ctx: CoalesceContext): OutboxEntry {
  const { immediate: _immediate, ...operation } = input;
  return {
    ...operation,
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
  const retryNow = input.immediate === true || becomesSend || wasFailed;
  const payload =
    existing.kind === "message.patch" && input.kind === "message.patch" && !wasFailed ? { ...existing.payload, ...input.payload } : { ...input.payload };
  return {
    ...existing,
    kind: input.kind,
    payload,
    revision: existing.revision + 1,
    // A send (and a patch, whose fields changed) is a new request; a save and an upload are the same one.
    idempotencyKey: becomesSend || input.kind === "message.patch" ? ctx.newKey() : existing.idempotencyKey,
    attempts: retryNow ? 0 : existing.attempts,
    nextAttemptAt: retryNow ? ctx.now : existing.nextAttemptAt,
    lastError: wasFailed ? null : existing.lastError,
    failed: null,
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
