/**
 * The offline outbox: reply-draft saves and sends written to IndexedDB first and delivered
 * in order when the connection allows, with backoff. Pure TypeScript on `idb`, usable from
 * the page (through the `@sw/outbox` alias) and from the service worker.
 *
 * - ./types.ts    entry and event shapes
 * - ./coalesce.ts one entry per draft (latest body wins), order, backoff
 * - ./store.ts    the `ipo-outbox` IndexedDB database
 * - ./drain.ts    in-order delivery through a transport the caller provides
 * - ./runner.ts   drains on demand, when back online and when a backoff ends
 */
export { RETRY_BASE_MS, RETRY_MAX_MS, byDeliveryOrder, coalesce, draftKey, retryDelay, type CoalesceContext } from "./coalesce";
export { drainOutbox, type DrainOptions, type DrainReport } from "./drain";
export { createOutboxRunner, type OutboxRunner, type OutboxRunnerOptions } from "./runner";
export { OUTBOX_DB_NAME, OUTBOX_DB_VERSION, createIdbOutboxStore, type OutboxStore } from "./store";
export type {
  DeliveryResult,
  DraftPayload,
  EnqueueInput,
  OutboxEntry,
  OutboxEvent,
  OutboxKind,
  OutboxListener,
  OutboxTransport,
} from "./types";
