/**
 * One drain of a user's queue (`drainOutbox`): strictly in order, the first entry is delivered
 * before the next is tried, and an entry that must wait (backoff, ./retry.ts) holds back the
 * ones behind it. Work a kind names as its unit goes first (./order.ts: a reply's files before
 * its send), and the entry is held ("needs attention", the kind's `heldError`) when the office
 * refused some of it.
 *
 * - delivered: the entry is removed (and `afterDelivery` keeps the device copy of it), unless
 *   it changed while on the wire (a newer body was queued meanwhile); then that newer revision
 *   is delivered next;
 * - retry (offline, 5xx, CSRF): the attempt is counted, the entry waits `retryDelay(attempts)`
 *   and draining stops;
 * - paused (401, the session ended): nothing is counted, draining stops and the report says
 *   `paused`; the queue resumes once the user has signed in again;
 * - rejected (other 4xx): the entry moves to "needs attention" (kept with the user's text,
 *   out of the delivery order) and the caller is told, so the user sees why; the queue goes on.
 */
import { findOutboxKind } from "./kinds";
import { nextDelivery } from "./order";
import { retryDelay } from "./retry";
import type { OutboxStore } from "./store";
import type { AfterDelivery, OutboxEvent, OutboxTransport } from "./types";

export interface DrainOptions {
  userId: number;
  now?: () => number;
  /** Deliver even entries that are backing off (the connection just came back, a user action). */
  ignoreBackoff?: boolean;
  onEvent?: (event: OutboxEvent) => void;
  /** Upper bound of attempts in one drain (guards against a transport that never settles the queue). */
  maxAttempts?: number;
  /**
   * Whether the caller has stopped (its page closed, the app state reset): the entry on the wire
   * is finished, but no further one is sent and the store is not read again.
   */
  stopped?: () => boolean;
  afterDelivery?: AfterDelivery;
}

export interface DrainReport {
  delivered: number;
  rejected: number;
  /** Entries still queued for the user (not counting "needs attention"). */
  remaining: number;
  /** Earliest time an entry may be tried again, when some remain. */
  nextAttemptAt: number | null;
  /** The session ended: nothing is tried until the user signs in again. */
  paused: boolean;
}

export async function drainOutbox(store: OutboxStore, transport: OutboxTransport, options: DrainOptions): Promise<DrainReport> {
  const now = options.now ?? Date.now;
  const emit = options.onEvent ?? (() => undefined);
  const report: DrainReport = { delivered: 0, rejected: 0, remaining: 0, nextAttemptAt: null, paused: false };
  let ignoreBackoff = options.ignoreBackoff === true;
  for (let attempt = 0; attempt < (options.maxAttempts ?? 100); attempt += 1) {
    if (options.stopped?.()) return report;
    const next = nextDelivery(await store.listAll(options.userId));
    if (!next) break;
    if (next.kind === "hold") {
      // Work of its unit was refused (a reply's file): the entry stops with the reason.
      const { entry: held, refused, error } = next;
      await store.markRejected(held.key, held.revision, { error, status: refused.failed?.status ?? 409, at: now() });
      report.rejected += 1;
      emit({ type: "rejected", entry: held, error });
      emit({ type: "changed", key: held.key });
      continue;
    }
    const head = next.entry;
    if (!ignoreBackoff && head.nextAttemptAt > now()) break;
    emit({ type: "delivering", entry: head });
    let result;
    try {
      // The content kept beside the entry (an upload's files): read now, to send it (never with the queue's listing).
      result = await transport(head, await store.contents(head));
    } catch (error) {
      result = { status: "retry" as const, error: error instanceof Error ? error.message : String(error) };
    }
    if (result.status === "delivered") {
      const removed = await store.removeIfRevision(head.key, head.revision);
      // The entry as the office now knows it (work queued before a letter had a draft names it).
      const delivered = findOutboxKind(head.kind)?.delivered?.(head, result.response) ?? head;
      if (removed) await options.afterDelivery?.(delivered, result.response).catch((error: unknown) => console.warn("device copy of a delivery not kept", error));
      report.delivered += 1;
      emit({ type: "delivered", entry: delivered, response: result.response });
      emit({ type: "changed", key: head.key });
      continue;
    }
    if (result.status === "rejected") {
      const failure = { error: result.error, status: result.httpStatus, at: now(), ...(result.file === undefined ? {} : { file: result.file }) };
      const kept = await store.markRejected(head.key, head.revision, failure);
      report.rejected += 1;
      emit({ type: "rejected", entry: head, error: result.error, cause: result.cause });
      emit({ type: "changed", key: head.key });
      // A newer revision queued meanwhile gets its own chance.
      if (!kept) ignoreBackoff = true;
      continue;
    }
    if (result.status === "paused") {
      report.paused = true;
      emit({ type: "paused", entry: head, error: result.error });
      emit({ type: "changed", key: head.key });
      break;
    }
    await store.markFailed(head.key, head.revision, result.error, now() + retryDelay(head.attempts + 1));
    emit({ type: "retrying", entry: head, error: result.error });
    emit({ type: "changed", key: head.key });
    break;
  }
  if (options.stopped?.()) return report;
  const left = await store.list(options.userId);
  report.remaining = left.length;
  report.nextAttemptAt = left.length > 0 ? Math.min(...left.map((entry) => entry.nextAttemptAt)) : null;
  return report;
}
