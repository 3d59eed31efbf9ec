/**
 * Delivery of the outbox, strictly in order: the first entry is delivered before the next is
 * tried, and an entry that must wait (backoff) holds back the ones behind it.
 *
 * - delivered: the entry is removed, unless it changed while on the wire (a newer body was
 *   queued meanwhile); then that newer revision is delivered next;
 * - retry (offline, 5xx, CSRF): the attempt is counted, the entry waits `retryDelay(attempts)`
 *   and draining stops;
 * - paused (401, the session ended): nothing is counted, draining stops and the report says
 *   `paused`; the queue resumes once the user has signed in again;
 * - rejected (other 4xx): the entry moves to "needs attention" (kept with the user's text,
 *   out of the delivery order) and the caller is told, so the user sees why; the queue goes on.
 */
import { retryDelay } from "./coalesce";
import type { OutboxStore } from "./store";
import type { OutboxEvent, OutboxTransport } from "./types";

export interface DrainOptions {
  userId: number;
  now?: () => number;
  /** Deliver even entries that are backing off (the connection just came back, a user action). */
  ignoreBackoff?: boolean;
  onEvent?: (event: OutboxEvent) => void;
  /** Upper bound of attempts in one drain (guards against a transport that never settles the queue). */
  maxAttempts?: number;
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
    const [head] = await store.list(options.userId);
    if (!head) break;
    if (!ignoreBackoff && head.nextAttemptAt > now()) break;
    emit({ type: "delivering", entry: head });
    let result;
    try {
      result = await transport(head);
    } catch (error) {
      result = { status: "retry" as const, error: error instanceof Error ? error.message : String(error) };
    }
    if (result.status === "delivered") {
      await store.removeIfRevision(head.key, head.revision);
      report.delivered += 1;
      emit({ type: "delivered", entry: head, response: result.response });
      emit({ type: "changed", key: head.key });
      continue;
    }
    if (result.status === "rejected") {
      const kept = await store.markRejected(head.key, head.revision, { error: result.error, status: result.httpStatus, at: now() });
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
  const left = await store.list(options.userId);
  report.remaining = left.length;
  report.nextAttemptAt = left.length > 0 ? Math.min(...left.map((entry) => entry.nextAttemptAt)) : null;
  return report;
}
