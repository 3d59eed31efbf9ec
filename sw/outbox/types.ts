/**
 * Shapes of the offline outbox (see ./index.ts). Plain data only, so an entry can be written
 * by the page and replayed by the page or, later, the service worker.
 */

/** Operations the outbox replays: a reply draft's save (PUT) and its send (multipart POST). */
export type OutboxKind = "draft.save" | "draft.send";

/** What both draft operations carry (DraftResource of the contract). */
export interface DraftPayload {
  draftId: number;
  messageId: number;
  /** HTML body (the reply tags only). */
  body: string;
}

export interface OutboxEntry {
  /** One entry per draft: `draft:<draftId>`. */
  key: string;
  /** Session user who wrote it; only that user's session replays it. */
  userId: number;
  /** Order of delivery: the order in which keys first entered the outbox. */
  seq: number;
  /** Grows on every change of the entry, so a delivery of an older revision never removes a newer one. */
  revision: number;
  kind: OutboxKind;
  payload: DraftPayload;
  /** Sent as `Idempotency-Key` (decision 4); kept across retries of the same send. */
  idempotencyKey: string;
  /** Failed delivery attempts since the last change by the user. */
  attempts: number;
  /** Not delivered before this time (ms since the epoch): the retry backoff. */
  nextAttemptAt: number;
  /** Key or text of the last failure, for display. */
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

/** What the caller asks for; the outbox adds the bookkeeping. */
export interface EnqueueInput {
  userId: number;
  kind: OutboxKind;
  payload: DraftPayload;
  /** A user action (forced save, send): deliver now even while backing off. */
  immediate?: boolean;
}

/** Outcome of one delivery attempt, decided by the transport. */
export type DeliveryResult =
  /** Done; `response` is what the server answered (a SubRow for drafts). */
  | { status: "delivered"; response: unknown }
  /** Not now (offline, server error, session ended): keep it and retry later. */
  | { status: "retry"; error: string }
  /** Refused for good (4xx): drop it and tell the user. */
  | { status: "rejected"; error: string; cause?: unknown };

export type OutboxTransport = (entry: OutboxEntry) => Promise<DeliveryResult>;

export type OutboxEvent =
  | { type: "changed"; key: string }
  | { type: "delivering"; entry: OutboxEntry }
  | { type: "delivered"; entry: OutboxEntry; response: unknown }
  | { type: "retrying"; entry: OutboxEntry; error: string }
  | { type: "rejected"; entry: OutboxEntry; error: string; cause?: unknown };

export type OutboxListener = (event: OutboxEvent) => void;
