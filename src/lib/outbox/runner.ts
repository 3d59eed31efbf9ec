/**
 * Keeps the outbox moving while a page (or the worker) is alive: drains when asked, when the
 * connection comes back, when the window gets the focus, when the earliest backoff ends, and
 * on a slow timer while anything is queued.
 *
 * - One drain at a time per user: within the page through a promise chain, across tabs and the
 *   service worker through the Web Locks API (`navigator.locks`, lock `ipo-outbox-<user>`).
 * - Other tabs learn every result through a BroadcastChannel (`ipo-outbox`): events of this
 *   runner are posted there, and events posted by other tabs or the worker reach this runner's
 *   listeners too (so their "saved on this device / saved to the office" status follows).
 * - A 401 pauses: no timer runs until a kick (sign-in, focus, online) finds the session again.
 *
 * Delivery (`drainOutbox`): strictly in order: the first entry is delivered before the next is
 * tried, and an entry that must wait (backoff) holds back the ones behind it. Work a kind
 * names as its unit goes first (./order.ts: a reply's files before its send), and the entry is
 * held ("needs attention", the kind's `heldError`) when the office refused some of it.
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
import { retryDelay, type OutboxStore } from "./store";
import type { AfterDelivery, OutboxEvent, OutboxListener, OutboxTransport } from "./types";

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

export const OUTBOX_CHANNEL = "ipo-outbox";
/** The Background Sync tag the page registers after a write and the worker drains on. */
export const OUTBOX_SYNC_TAG = "ipo-outbox";
/** The Web Lock held while a user's outbox drains (pages and the worker). */
export function outboxLockName(userId: number): string {
  return `ipo-outbox-${userId}`;
}
/** While entries wait, try again at least this often (a backoff ending sooner comes first). */
export const OUTBOX_POLL_MS = 60_000;

export interface OutboxRunnerOptions {
  store: OutboxStore;
  transport: OutboxTransport;
  userId: number;
  now?: () => number;
  /** Where `online` and `focus` events come from (the window, or the worker's global scope). */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** Name of the BroadcastChannel shared with the other tabs; null: none. */
  channel?: string | null;
  afterDelivery?: AfterDelivery;
}

export interface OutboxRunner {
  /** Drains now; resolves when this drain (and any it had to wait for) is over. */
  kick(options?: { ignoreBackoff?: boolean }): Promise<DrainReport>;
  subscribe(listener: OutboxListener): () => void;
  /** Tells this tab's listeners, the other tabs' and the worker's of an event outside a drain. */
  announce(event: OutboxEvent): void;
  /** Runs `task` between drains (this page's, other tabs' and the worker's: the same lock), never during a delivery. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Whether the last drain stopped on an ended session (401). */
  paused(): boolean;
  stop(): void;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === "function" ? locks : null;
}

interface ChannelMessage {
  userId: number;
  event: OutboxEvent;
}

function openChannel(name: string | null | undefined): BroadcastChannel | null {
  if (!name || typeof BroadcastChannel !== "function") return null;
  return new BroadcastChannel(name);
}

export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { store, transport, userId } = options;
  const now = options.now ?? Date.now;
  const listeners = new Set<OutboxListener>();
  const channel = openChannel(options.channel === undefined ? OUTBOX_CHANNEL : options.channel);
  let chain: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let isPaused = false;

  const notify = (event: OutboxEvent) => {
    if (event.type === "paused") isPaused = true;
    if (event.type === "delivered") isPaused = false;
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error("outbox listener failed", error);
      }
    }
  };
  const emit = (event: OutboxEvent) => {
    // Stopped: the listeners are gone and the channel is closed.
    if (stopped) return;
    notify(event);
    try {
      channel?.postMessage({ userId, event } satisfies ChannelMessage);
    } catch (error) {
      console.warn("outbox event not shared with other tabs", error);
    }
  };
  const onMessage = (message: MessageEvent<ChannelMessage>) => {
    if (!stopped && message.data?.userId === userId) notify(message.data.event);
  };
  channel?.addEventListener("message", onMessage);

  const schedule = (report: DrainReport) => {
    if (timer) clearTimeout(timer);
    timer = null;
    isPaused = report.paused;
    if (stopped || report.paused || report.nextAttemptAt === null) return;
    const wait = Math.min(OUTBOX_POLL_MS, Math.max(250, report.nextAttemptAt - now()));
    timer = setTimeout(() => void kick(), wait);
  };

  const drainOnce = (ignoreBackoff: boolean) =>
    drainOutbox(store, transport, { userId, now, ignoreBackoff, onEvent: emit, stopped: () => stopped, afterDelivery: options.afterDelivery });

  /** Runs `task` after this page's earlier drains, under the user's outbox lock. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const locks = lockManager();
    const run = () => (locks ? locks.request(outboxLockName(userId), task) : task());
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  }

  function kick(kickOptions: { ignoreBackoff?: boolean } = {}): Promise<DrainReport> {
    const ignoreBackoff = kickOptions.ignoreBackoff === true;
    return exclusive(() => drainOnce(ignoreBackoff)).then((report) => {
      schedule(report);
      return report;
    });
  }

  const onOnline = () => void kick({ ignoreBackoff: true });
  const onFocus = () => void kick();
  options.events?.addEventListener("online", onOnline);
  options.events?.addEventListener("focus", onFocus);

  return {
    kick,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce: emit,
    exclusive,
    paused: () => isPaused,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      options.events?.removeEventListener("online", onOnline);
      options.events?.removeEventListener("focus", onFocus);
      channel?.removeEventListener("message", onMessage);
      channel?.close();
      listeners.clear();
    },
  };
}
