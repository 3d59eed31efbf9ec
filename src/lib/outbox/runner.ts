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
 */
import { drainOutbox, type DrainReport } from "./drain";
import type { OutboxStore } from "./store";
import type { OutboxEvent, OutboxListener, OutboxTransport } from "./types";

export const OUTBOX_CHANNEL = "ipo-outbox";
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
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** Name of the BroadcastChannel shared with the other tabs; null: none. */
  channel?: string | null;
}

export interface OutboxRunner {
  /** Drains now; resolves when this drain (and any it had to wait for) is over. */
  kick(options?: { ignoreBackoff?: boolean }): Promise<DrainReport>;
  subscribe(listener: OutboxListener): () => void;
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

  const drainOnce = (ignoreBackoff: boolean) => drainOutbox(store, transport, { userId, now, ignoreBackoff, onEvent: emit });

  function kick(kickOptions: { ignoreBackoff?: boolean } = {}): Promise<DrainReport> {
    const ignoreBackoff = kickOptions.ignoreBackoff === true;
    const locks = lockManager();
    const run = () => (locks ? locks.request(`ipo-outbox-${userId}`, () => drainOnce(ignoreBackoff)) : drainOnce(ignoreBackoff));
    const next = chain.then(run, run).then((report) => {
      schedule(report);
      return report;
    });
    chain = next.catch(() => undefined);
    return next;
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
