/**
 * The scheduler: keeps the outbox moving while a page (or the worker) is alive. It drains
 * (./drain.ts) when asked, when the connection comes back or the window gets the focus
 * (./connectivity.ts), when the earliest backoff ends, and on a slow timer while anything is
 * queued; one drain at a time per user, within the page through a promise chain and across
 * tabs and the worker through the user's Web Lock, its events shared with every other context
 * (./coordination.ts). A 401 pauses: no timer runs until a kick (sign-in, focus, online) finds
 * the session again.
 */
import { watchConnectivity, type ConnectivityEvents } from "./connectivity";
import { lockManager, openChannel, OUTBOX_CHANNEL, outboxLockName, type ChannelMessage } from "./coordination";
import { drainOutbox, type DrainReport } from "./drain";
import type { OutboxStore } from "./store";
import type { AfterDelivery, OutboxEvent, OutboxListener, OutboxTransport } from "./types";

export { OUTBOX_CHANNEL, outboxLockName };
export { drainOutbox, type DrainOptions, type DrainReport } from "./drain";

/** The Background Sync tag the page registers after a write and the worker drains on. */
export const OUTBOX_SYNC_TAG = "ipo-outbox";
/** While entries wait, try again at least this often (a backoff ending sooner comes first). */
export const OUTBOX_POLL_MS = 60_000;

export interface OutboxRunnerOptions {
  store: OutboxStore;
  transport: OutboxTransport;
  userId: number;
  now?: () => number;
  /** Where `online` and `focus` events come from (the window, or the worker's global scope). */
  events?: ConnectivityEvents;
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

  const stopWatching = watchConnectivity(options.events, { online: () => void kick({ ignoreBackoff: true }), focus: () => void kick() });

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
      stopWatching();
      channel?.removeEventListener("message", onMessage);
      channel?.close();
      listeners.clear();
    },
  };
}
