/**
 * The offline outbox: the single writer of queued correspondence work (reply-draft saves and
 * sends, attachment uploads with their file bytes, important/unread changes), written to
 * IndexedDB first and delivered in order when the connection allows, with backoff. Pure
 * TypeScript on `idb`, usable from the page (through the `@sw/outbox` alias) and from the
 * service worker.
 *
 * - ./types.ts     entry and event shapes
 * - ./coalesce.ts  keys, one entry per draft (latest body wins), order, backoff
 * - ./store.ts     the `ipo-outbox` IndexedDB database
 * - ./drain.ts     in-order delivery through a transport the caller provides
 * - ./runner.ts    drains on demand, online, focus, timer; Web Locks; BroadcastChannel
 * - ./classify.ts  which HTTP failures retry, pause or need the user's attention
 * - ./requests.ts  the HTTP request of each operation
 * - ./fetch-transport.ts delivery with plain fetch (the service worker's Background Sync)
 */
export { RETRY_BASE_MS, RETRY_MAX_MS, byDeliveryOrder, coalesce, draftKey, entryKey, isPending, retryDelay, type CoalesceContext } from "./coalesce";
export { ALREADY_SENT, classifyStatus, sentSomethingElse, type FailureClass } from "./classify";
export { drainOutbox, type DrainOptions, type DrainReport } from "./drain";
export { OUTBOX_CHANNEL, OUTBOX_POLL_MS, createOutboxRunner, type OutboxRunner, type OutboxRunnerOptions } from "./runner";
export { OUTBOX_DB_NAME, OUTBOX_DB_VERSION, createIdbOutboxStore, type OutboxStore } from "./store";
export type {
  DeliveryResult,
  DraftPayload,
  EnqueueInput,
  OutboxEntry,
  OutboxEvent,
  OutboxFailure,
  OutboxKind,
  OutboxListener,
  OutboxOperation,
  OutboxTransport,
  PatchPayload,
  QueuedFile,
  UploadPayload,
} from "./types";
export { patchOperations, requestFor, type OutboxRequest } from "./requests";
export { API_BASE, createFetchTransport, probeSession, type SessionProbe } from "./fetch-transport";
