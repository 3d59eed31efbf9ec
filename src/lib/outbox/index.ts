/**
 * The offline outbox: the single writer of queued correspondence work (reply-draft saves and
 * sends, attachment uploads with their files' content, important/unread changes) and the one
 * device copy of unsent work. Written to IndexedDB first, delivered in order when the
 * connection allows, with backoff, by the page or by the service worker (one module, one
 * transport). Its public interface: `Outbox` (enqueue, observe, drain, deliverNow, list,
 * retry, discard) from `startOutbox` in the page or `createOutbox` in the worker.
 *
 * - ./types.ts     entry and event shapes
 * - ./store.ts     the `ipo-outbox` IndexedDB database and the queue's rules: keys, one entry
 *                  per draft (latest body wins), order, backoff
 * - ./file-contents.ts an upload's files' content, kept beside its entry, read only to send it
 * - ./runner.ts    in-order delivery (drain); drains on demand, online, focus, timer; Web
 *                  Locks; BroadcastChannel
 * - ./reply-unit.ts a reply's send waits for its queued files and is held when one is refused
 * - ./checksums.ts the device's SHA-256 of each uploaded file, compared with the office's (decision 86)
 * - ./receipts.ts  the files this page saw the office store unchanged (the thread's checked mark)
 * - ./transport.ts the request of each operation through the typed client (src/lib/api), and
 *                  which failures retry, pause or need attention; page and worker alike
 * - ./outbox.ts    one account's outbox: the public interface
 * - ./page.ts      the page's outbox, the open editors' flush, the logout's questions
 */
export {
  OUTBOX_CHANNEL,
  OUTBOX_POLL_MS,
  OUTBOX_SYNC_TAG,
  createOutboxRunner,
  drainOutbox,
  type DrainOptions,
  type DrainReport,
  type OutboxRunner,
  type OutboxRunnerOptions,
} from "./runner";
export {
  OUTBOX_DB_NAME,
  OUTBOX_DB_VERSION,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  byDeliveryOrder,
  coalesce,
  createIdbOutboxStore,
  draftKey,
  entryKey,
  newDraftKey,
  isPending,
  retryDelay,
  type CoalesceContext,
  type OutboxStore,
} from "./store";
export {
  ALREADY_SENT,
  DELIVERY_TIMEOUT_MS,
  classifyFailure,
  classifyStatus,
  deliverEntry,
  patchOperations,
  probeSession,
  requestFor,
  sentSomethingElse,
  type FailureClass,
  type OutboxRequest,
} from "./transport";
export { CHECKSUM_MISMATCH, checksumParts, compareChecksums, type ChecksumOutcome, type UploadReceipt, type VerifiedFile } from "./checksums";
export { noteUploadReceipt, verifiedFilesAtom } from "./receipts";
export { deliveredAs, FILE_NOT_STORED, isDraftWork, isFileOfReply, nextDelivery, type DraftWork, type NextDelivery } from "./reply-unit";
export { createOutbox, uploadOperation, type DeliveryOutcome, type EnqueueOptions, type Outbox, type OutboxOptions } from "./outbox";
export {
  adoptLegacyDeviceDrafts,
  currentOutbox,
  discardQueuedWork,
  entryContent,
  flushOpenWork,
  heldWork,
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
  AttachedFile,
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
  OutboxWork,
  NoteDeletePayload,
  NotePayload,
  PatchPayload,
  SharedPayload,
  QueuedFile,
  UploadPayload,
} from "./types";
