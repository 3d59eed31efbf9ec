/**
 * Shapes of the offline outbox (see ./index.ts), whatever the kind of work. An entry is plain data without any file's
 * content, so it can be written by the page and replayed by the page or the service worker,
 * travel through a BroadcastChannel to the other tabs, and be listed cheaply: the content of a
 * queued upload's files is kept beside its entry (Blobs in the `files` store, ./store.ts) and
 * read only to send it.
 */
import type { OutboxKinds } from "./kinds";

/**
 * The kinds of work the outbox holds, each with its payload: registered by the features
 * (./kinds.ts `OutboxKinds`); without any, a kind is any string and its payload unknown.
 */
type KindMap = keyof OutboxKinds extends never ? Record<string, unknown> : OutboxKinds;
export type OutboxKind = keyof KindMap & string;
export type OutboxOperation = { [K in OutboxKind]: { kind: K; payload: KindMap[K] } }[OutboxKind];

/** Why an entry needs the user's attention: the server refused it for good. */
export interface OutboxFailure {
  /** The server's error key (e.g. `draft.already.sent`), translated for display. */
  error: string;
  /** HTTP status of the refusal. */
  status: number;
  at: number;
  /** The file of the entry the refusal names (`details.name`), when it names one. */
  file?: string;
}

export type OutboxEntry = OutboxOperation & {
  /** One entry per draft / message / upload, per user (see `entryKey`). */
  key: string;
  /** Session user who wrote it; only that user's session replays it. */
  userId: number;
  /** Order of delivery: the order in which keys first entered the outbox. */
  seq: number;
  /** Grows on every change of the entry, so a delivery of an older revision never removes a newer one. */
  revision: number;
  /** Sent as `Idempotency-Key` (decision 4); kept across retries of the same request. */
  idempotencyKey: string;
  /** Failed delivery attempts since the last change by the user. */
  attempts: number;
  /** Not delivered before this time (ms since the epoch): the retry backoff. */
  nextAttemptAt: number;
  /** Key or text of the last failure, for display. */
  lastError: string | null;
  /** Set when refused for good: the entry waits in "needs attention" (copy, retry, discard). */
  failed: OutboxFailure | null;
  /**
   * Kept on this device only (a draft's text past the office's limit, decision 6): never
   * delivered, and listed nowhere as queued work (see `isHeld` in ./store.ts).
   */
  held?: boolean;
  createdAt: number;
  updatedAt: number;
};

/**
 * An operation handed to the outbox, with the content it keeps beside the entry (an upload's
 * files), in the order of its kind's `parts`: never inside the entry.
 */
export type OutboxWork = OutboxOperation & { contents?: readonly Blob[] };

/** What the caller asks for; the outbox adds the bookkeeping. */
export type EnqueueInput = OutboxWork & {
  userId: number;
  /** A user action (forced save, send): deliver now even while backing off. */
  immediate?: boolean;
  /** Keep it on the device only (a draft's text past the office's limit): see `OutboxEntry.held`. */
  held?: boolean;
};

/** Outcome of one delivery attempt, decided by the transport. */
export type DeliveryResult =
  /** Done; `response` is what the server answered (what the kind's delivery makes of it). */
  | { status: "delivered"; response: unknown }
  /** Not now (offline, server error, CSRF): keep it and retry later with backoff. */
  | { status: "retry"; error: string }
  /** The session ended (401): the whole queue waits until the user signs in again. */
  | { status: "paused"; error: string }
  /** Refused for good (4xx): keep it in "needs attention" and tell the user. */
  | { status: "rejected"; error: string; httpStatus: number; cause?: unknown; file?: string };

/** Delivers an entry; `contents`: the content kept beside it, in the order of its parts (read from the store just before). */
export type OutboxTransport = (entry: OutboxEntry, contents: readonly Blob[]) => Promise<DeliveryResult>;

/**
 * Runs after an entry was delivered and left the queue (no newer revision of it waits), in
 * whichever context delivered it (a page or the worker): keeps the device copy of what the
 * office now has (registered by the features, ./kinds.ts). Awaited, its failure only logged.
 */
export type AfterDelivery = (entry: OutboxEntry, response: unknown) => Promise<void>;

export type OutboxEvent =
  | { type: "changed"; key: string }
  /** A quiet write (a draft's typing) changed the entry; only that draft's other editors care. */
  | { type: "written"; key: string }
  | { type: "delivering"; entry: OutboxEntry }
  | { type: "delivered"; entry: OutboxEntry; response: unknown }
  | { type: "retrying"; entry: OutboxEntry; error: string }
  | { type: "paused"; entry: OutboxEntry; error: string }
  | { type: "rejected"; entry: OutboxEntry; error: string; cause?: unknown };

export type OutboxListener = (event: OutboxEvent) => void;
