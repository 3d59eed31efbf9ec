/**
 * The rules of the queue (pure, unit-tested; ./store.ts applies them in its transactions): a
 * new entry, work merged into the queued entry of its key by its kind (./kinds.ts `merge`), the
 * order of delivery, and which entries wait (not in "needs attention", not held).
 */
import { entryKey, findOutboxKind, type MergeResult } from "./kinds";
import type { EnqueueInput, OutboxEntry } from "./types";

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
  const kind = findOutboxKind(input.kind);
  const merged: MergeResult | null = kind?.merge ? kind.merge(existing, input, { failed: wasFailed }) : { payload: input.payload };
  if (!merged) return null;
  // Out of held (the text fits again): queued at once, as a user's change.
  const retryNow = input.immediate === true || merged.deliverNow === true || wasFailed || isHeld(existing);
  return {
    ...existing,
    kind: merged.kind ?? input.kind,
    payload: merged.payload,
    revision: existing.revision + 1,
    idempotencyKey: merged.newRequest === true ? ctx.newKey() : existing.idempotencyKey,
    seq: merged.moveToEnd === true ? ctx.seq : existing.seq,
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

/** Entries waiting for delivery (not in "needs attention"). */
export function isPending(entry: OutboxEntry): boolean {
  return entry.failed === null || entry.failed === undefined;
}
