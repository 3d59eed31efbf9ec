/**
 * Keeps the outbox moving while a page (or, later, the worker) is alive: drains when asked,
 * when the connection comes back, and when the earliest backoff ends. One drain at a time per
 * user: within the page through a promise chain, across tabs through the Web Locks API when
 * the browser has it.
 */
import { drainOutbox, type DrainReport } from "./drain";
import type { OutboxStore } from "./store";
import type { OutboxEvent, OutboxListener, OutboxTransport } from "./types";

export interface OutboxRunnerOptions {
  store: OutboxStore;
  transport: OutboxTransport;
  userId: number;
  now?: () => number;
  /** Where `online` events come from (the window, or the worker's global scope). */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
}

export interface OutboxRunner {
  /** Drains now; resolves when this drain (and any it had to wait for) is over. */
  kick(options?: { ignoreBackoff?: boolean }): Promise<DrainReport>;
  subscribe(listener: OutboxListener): () => void;
  stop(): void;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === "function" ? locks : null;
}

export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { store, transport, userId } = options;
  const now = options.now ?? Date.now;
  const listeners = new Set<OutboxListener>();
  let chain: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const emit = (event: OutboxEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error("outbox listener failed", error);
      }
    }
  };

  const schedule = (report: DrainReport) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || report.nextAttemptAt === null) return;
    const wait = Math.max(250, report.nextAttemptAt - now());
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
  options.events?.addEventListener("online", onOnline);

  return {
    kick,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      options.events?.removeEventListener("online", onOnline);
      listeners.clear();
    },
  };
}
