/**
 * The offline outbox: an engine of queued work with registered kinds, and the one device copy
 * of unsent work. Work is written to IndexedDB first, delivered in order when the connection
 * allows, with backoff, by the page or by the service worker (one module, one transport). The
 * engine knows no kind of its own: features register theirs at start-up (./kinds.ts), in the
 * page and in the worker. Its public interface: `Outbox` (enqueue, observe, drain, deliverNow,
 * list, retry, discard, revise) from `startOutbox` in the page or `createOutbox` in the worker.
 *
 * - ./kinds.ts     the registry: each kind's key, merge, delivery, unit, description; what a
 *                  delivery leaves on the device; every page outbox's listeners and start-up
 * - ./types.ts     entry and event shapes
 * - ./store.ts     storage: the `ipo-outbox` IndexedDB database and the queue's rules: one
 *                  entry per key (merged by its kind), order, backoff
 * - ./file-contents.ts the content kept beside an entry, read only to send it
 * - ./order.ts     which entry goes next (a kind's unit first, or held)
 * - ./drain.ts     one in-order drain: deliver, retry, pause, needs attention
 * - ./retry.ts     the backoff
 * - ./runner.ts    the scheduler: drains on demand, on the connection, on a timer
 * - ./connectivity.ts `online` and `focus`
 * - ./coordination.ts leadership between tabs and the worker (Web Locks), BroadcastChannel
 * - ./transport.ts each entry through its kind's delivery, and which failures retry, pause or
 *                  need attention; page and worker alike
 * - ./outbox.ts    one account's outbox: the public interface
 * - ./page.ts      the page's outbox, the open editors' flush, the logout's questions
 */
export {
  OUTBOX_CHANNEL,
  OUTBOX_POLL_MS,
  OUTBOX_SYNC_TAG,
  createOutboxRunner,
  drainOutbox,
  outboxLockName,
  type DrainOptions,
  type DrainReport,
  type OutboxRunner,
  type OutboxRunnerOptions,
} from "./runner";
export {
  defineOutboxKind,
  entryKey,
  outboxKind,
  registerAfterDelivery,
  registerOutboxKinds,
  registerPageListener,
  registerPageStart,
  runAfterDelivery,
  type AfterDeliveryHook,
  type DeliveryContext,
  type MergeResult,
  type OutboxKindDefinition,
  type OutboxKinds,
  type PageListener,
  type PageStart,
  type RegisteredKind,
} from "./kinds";
export { nextDelivery, type NextDelivery } from "./order";
export { OUTBOX_DB_NAME, OUTBOX_DB_VERSION, byDeliveryOrder, coalesce, createIdbOutboxStore, isPending, type CoalesceContext, type OutboxStore } from "./store";
export { RETRY_BASE_MS, RETRY_MAX_MS, retryDelay } from "./retry";
export { DELIVERY_TIMEOUT_MS, classifyFailure, classifyStatus, deliverEntry, probeSession, type FailureClass } from "./transport";
export { createOutbox, type DeliveryOutcome, type EnqueueOptions, type Outbox, type OutboxOptions } from "./outbox";
export {
  currentOutbox,
  discardQueuedWork,
  entryContent,
  flushOpenWork,
  unsentWork,
  outboxReady,
  outboxStore,
  queuedWork,
  registerOutboxFlusher,
  resetPageOutbox,
  sendQueuedWork,
  startOutbox,
  waiting,
} from "./page";
export type {
  AfterDelivery,
  DeliveryResult,
  EnqueueInput,
  OutboxEntry,
  OutboxEvent,
  OutboxFailure,
  OutboxKind,
  OutboxListener,
  OutboxOperation,
  OutboxTransport,
  OutboxWork,
} from "./types";
