/**
 * The outbox's pure rules: how a new operation merges with the queued one of the same draft,
 * the order of delivery, and the retry backoff.
 *
 * Coalescing (one entry per draft, the latest body wins):
 * - nothing queued: a new entry at the end of the queue;
 * - save onto save, send onto send: the body is replaced, the entry keeps its place (and a
 *   send keeps its Idempotency-Key, so a repeated send is answered once by the server);
 * - send onto save: the entry becomes the send (a send carries the body, a save adds nothing);
 * - save onto send: ignored, the send already carries the body and the draft is then closed.
 */
import type { EnqueueInput, OutboxEntry } from "./types";

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

export function draftKey(draftId: number): string {
  return `draft:${draftId}`;
}

export interface CoalesceContext {
  now: number;
  /** Sequence number for a new entry. */
  seq: number;
  /** A fresh Idempotency-Key. */
  newKey: () => string;
}

/** The entry to store, or null when the queued entry already covers the input. */
export function coalesce(existing: OutboxEntry | undefined, input: EnqueueInput, ctx: CoalesceContext): OutboxEntry | null {
  const key = draftKey(input.payload.draftId);
  if (!existing || existing.userId !== input.userId) {
    return {
      key,
      userId: input.userId,
      seq: ctx.seq,
      revision: 1,
      kind: input.kind,
      payload: { ...input.payload },
      idempotencyKey: ctx.newKey(),
      attempts: 0,
      nextAttemptAt: ctx.now,
      lastError: null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
  }
  if (existing.kind === "draft.send" && input.kind === "draft.save") return null;
  const becomesSend = existing.kind === "draft.save" && input.kind === "draft.send";
  const retryNow = input.immediate === true || becomesSend;
  return {
    ...existing,
    revision: existing.revision + 1,
    kind: input.kind,
    payload: { ...input.payload },
    idempotencyKey: becomesSend ? ctx.newKey() : existing.idempotencyKey,
    attempts: retryNow ? 0 : existing.attempts,
    nextAttemptAt: retryNow ? ctx.now : existing.nextAttemptAt,
    updatedAt: ctx.now,
  };
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
