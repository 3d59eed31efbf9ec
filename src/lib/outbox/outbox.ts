/**
 * One account's outbox: the public interface the page (./page.ts) and the service worker
 * (sw/background-sync.ts) both use, whatever kinds of work the features registered
 * (./kinds.ts). It puts together the IndexedDB store (./store.ts), the in-order drain with
 * backoff and the runner that keeps it moving across tabs (./runner.ts, Web Locks +
 * BroadcastChannel) and the one transport (./transport.ts).
 *
 * - `enqueue`: writes the operation first (merged into the queued entry of its key), then asks
 *   for a Background Sync so the worker delivers it even when every tab is closed; `quiet`
 *   writes (a draft's typing, kept on the device every few hundred ms) wait for the next drain.
 * - `observe`: every event of this account's outbox, from this runner, other tabs and the worker
 *   (a quiet write is announced as `written`, for the draft's read-only views in other tabs).
 * - `drain`: delivers now; `deliverNow` queues, drains and says whether the office took it.
 * - `list`, `listKeyed`, `get`, `retry`, `discard`: what is queued and what the user does with
 *   "needs attention"; `revise`: the user changes queued work (takes a queued file back).
 */
import { createOutboxRunner, type DrainReport, type OutboxRunner } from "./runner";
import type { OutboxStore } from "./store";
import { deliverEntry } from "./transport";
import type { AfterDelivery, OutboxEntry, OutboxListener, OutboxTransport, OutboxWork } from "./types";

export interface EnqueueOptions {
  /** A user action (forced save, send, upload, flag change): deliver now even while backing off. */
  immediate?: boolean;
  /** Only keep it on the device (typing); no Background Sync is asked for. */
  quiet?: boolean;
  /** Keep it on the device, never delivered nor listed (a draft's text past the office's limit, ./store.ts). */
  held?: boolean;
}

export type DeliveryOutcome = { kind: "delivered"; response: unknown } | { kind: "queued"; entry: OutboxEntry } | { kind: "failed"; error: unknown; entry: OutboxEntry };

export interface Outbox {
  readonly userId: number;
  enqueue(operation: OutboxWork, options?: EnqueueOptions): Promise<OutboxEntry>;
  observe(listener: OutboxListener): () => void;
  drain(options?: { ignoreBackoff?: boolean }): Promise<DrainReport>;
  deliverNow(operation: OutboxWork): Promise<DeliveryOutcome>;
  /** Everything queued, "needs attention" included, in delivery order. */
  list(): Promise<OutboxEntry[]>;
  /** The entries whose key starts `u<user>:<prefix>`, held ones included (a kind's own readers). */
  listKeyed(prefix: string): Promise<OutboxEntry[]>;
  get(key: string): Promise<OutboxEntry | undefined>;
  /** "Needs attention" → queued again and delivered at once. */
  retry(key: string): Promise<void>;
  /** Drops the entries; `announce`: every tab's listeners hear it (`changed`). */
  discard(keys: string | readonly string[], options?: { announce?: boolean }): Promise<void>;
  /**
   * The user's change of a queued or refused entry (./store.ts `revise`), never while it is on
   * the wire (between drains, under the outbox's lock), announced to every tab. False: nothing
   * changed (delivered meanwhile).
   */
  revise(key: string, change: (entry: OutboxEntry) => unknown): Promise<boolean>;
  /** Whether the last drain stopped on an ended session (401). */
  paused(): boolean;
  stop(): void;
}

export interface OutboxOptions {
  userId: number;
  store: OutboxStore;
  transport?: OutboxTransport;
  /** Where `online` and `focus` come from (the page's window); none in the worker. */
  events?: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** Asks the browser for a Background Sync after a write (the page); none in the worker. */
  requestSync?: () => void;
  /** Keeps the device copy of what was delivered (page and worker alike, see AfterDelivery): the registered hooks, `runAfterDelivery`. */
  afterDelivery?: AfterDelivery;
  now?: () => number;
}

export function createOutbox({ userId, store, transport = deliverEntry, events, requestSync, afterDelivery, now = Date.now }: OutboxOptions): Outbox {
  const runner: OutboxRunner = createOutboxRunner({ store, transport, userId, events, now, afterDelivery });
  const enqueue = async (operation: OutboxWork, options: EnqueueOptions = {}) => {
    const entry = await store.enqueue({ ...operation, userId, immediate: options.immediate, held: options.held } as Parameters<OutboxStore["enqueue"]>[0], now());
    if (!options.quiet) requestSync?.();
    else runner.announce({ type: "written", key: entry.key });
    return entry;
  };
  const drain = (options: { ignoreBackoff?: boolean } = {}) => runner.kick(options);

  return {
    userId,
    enqueue,
    observe: (listener) => runner.subscribe(listener),
    drain,
    async deliverNow(operation) {
      /** The entry this call queued (an older revision of its key, e.g. a draft's save, is not it). */
      let mine: OutboxEntry | null = null;
      let outcome: DeliveryOutcome | null = null;
      const stop = runner.subscribe((event) => {
        if (event.type === "changed" || event.type === "written" || event.type === "delivering" || !mine) return;
        if (event.entry.key !== mine.key || event.entry.revision < mine.revision) return;
        if (event.type === "delivered") outcome = { kind: "delivered", response: event.response };
        if (event.type === "rejected") outcome = { kind: "failed", error: event.cause ?? event.error, entry: event.entry };
      });
      let entry: OutboxEntry;
      try {
        entry = await enqueue(operation, { immediate: true });
        mine = entry;
        await drain({ ignoreBackoff: true }).catch(() => undefined);
      } finally {
        stop();
      }
      if (outcome) return outcome;
      // This drain found nothing to send: the worker's Background Sync or another tab (same
      // Web Lock) delivered it first, and its event (BroadcastChannel) may reach this page
      // only after this drain ended. The entry's fate in the store is the answer.
      const left = await store.get(entry.key).catch(() => entry);
      if (left === undefined) return { kind: "delivered", response: undefined };
      if (left.failed && left.revision === entry.revision) return { kind: "failed", error: left.failed.error, entry: left };
      return { kind: "queued", entry };
    },
    list: () => store.listAll(userId),
    listKeyed: (prefix) => store.listKeyed(userId, prefix),
    get: (key) => store.get(key),
    async retry(key) {
      await store.retry(key, now());
      await drain({ ignoreBackoff: true }).catch(() => undefined);
    },
    async discard(keys, options = {}) {
      const list = typeof keys === "string" ? [keys] : keys;
      await Promise.all(list.map((key) => store.remove(key)));
      if (options.announce) for (const key of list) runner.announce({ type: "changed", key });
    },
    async revise(key, change) {
      const revised = await runner.exclusive(() => store.revise(key, change, now()));
      if (revised) runner.announce({ type: "changed", key });
      return revised;
    },
    paused: () => runner.paused(),
    stop: () => runner.stop(),
  };
}
