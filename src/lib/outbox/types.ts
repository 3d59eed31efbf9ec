/**
 * Shapes of the offline outbox (see ./index.ts). An entry is plain data without any file's
 * content, so it can be written by the page and replayed by the page or the service worker,
 * travel through a BroadcastChannel to the other tabs, and be listed cheaply: the content of a
 * queued upload's files is kept beside its entry (Blobs in the `files` store, ./store.ts) and
 * read only to send it.
 */

/**
 * Operations the outbox replays (the single writer of queued correspondence work):
 * - `draft.save`: PUT /correspondences/draft (idempotent by nature, decision 54);
 * - `draft.send`: multipart POST /correspondences/draft/send with its Idempotency-Key;
 *   without a draft yet (a reply started offline), the draft is created first, as for an upload;
 * - `attachment.upload`: multipart POST /correspondences/attachments/{draftId} with its key,
 *   the files' content kept in IndexedDB until the office acknowledges them; without a draft yet
 *   (files shared offline to a letter with no draft), the draft is created first;
 * - `message.patch`: JSON Patch of `important` / `messageStatus` (replace: idempotent by nature);
 * - `message.shared`, `note.add`, `note.delete`: the shared inbox (decision 85, ./shared-inbox.ts):
 *   the assignee and the handled mark (PATCH, after a check for a colleague's change meanwhile),
 *   a note (POST with its key), a note's deletion.
 */
export type OutboxKind = "draft.save" | "draft.send" | "attachment.upload" | "message.patch" | "message.shared" | "note.add" | "note.delete";

/** What both draft operations carry (DraftResource of the contract). */
export interface DraftPayload {
  /**
   * The office's draft; null: a reply started on this device before the office gave the letter
   * a draft (offline): the message's draft is created, or found (decision 53), when the entry is
   * delivered (./transport.ts), and the delivery's events carry its id (./reply-unit.ts).
   */
  draftId: number | null;
  messageId: number;
  /** HTML body (the reply tags only). */
  body: string;
  /** `actionDate` of the office's draft this body was typed on (tells a newer save elsewhere). */
  baseActionDate?: string | null;
}

/** A file of a queued upload, as its entry lists it; its content waits beside the entry (./store.ts). */
export interface QueuedFile {
  name: string;
  type: string;
  /** Bytes. */
  size: number;
  /**
   * Lower-case hex SHA-256 of the content, computed when attached (decision 86): sent with the
   * upload, which the office refuses (422 `attachment.checksum.mismatch`) when the bytes it
   * received differ, and compared with the hash the office answers. Absent in entries queued
   * by versions before decision 86.
   */
  sha256?: string;
  /** Pages of a PDF counted on the device (null: not a PDF, or unreadable). */
  pageCount?: number | null;
  /**
   * Which content of the upload is this file's (key `[entry key, part]` in the `files` store):
   * its position when it was queued, kept when another file of the upload is withdrawn.
   */
  part: number;
}

/** A file handed to the outbox: what its entry lists, and its content (src/lib/file-check reads and hashes it). */
export interface AttachedFile extends Omit<QueuedFile, "part"> {
  content: Blob;
}

export interface UploadPayload {
  /** Client id of this upload (one entry per user action). */
  uploadId: string;
  /** The draft the files join; null: none known yet, the message's draft is created (or found,
   * decision 53) when the upload is delivered. */
  draftId: number | null;
  messageId: number;
  files: QueuedFile[];
}

export interface PatchPayload {
  messageId: number;
  important?: boolean;
  messageStatus?: "NEW" | "READ";
}

/** Decision 85: a letter's assignee and handled mark as the user set them. */
export interface SharedPayload {
  messageId: number;
  /** The letter's subject and `receivedDate`: what the user is told, and how its current state is read. */
  subject: string;
  receivedDate: string;
  assigneeUserId?: number | null;
  handled?: boolean;
  /** What the device showed before the user's first change: a different office value means a colleague changed it. */
  base: { assigneeUserId?: number | null; handled?: boolean };
}

/** Decision 85: an internal note written on this device (`noteKey` names it until the office numbers it). */
export interface NotePayload {
  noteKey: string;
  messageId: number;
  text: string;
  /** When it was written (ms since the epoch), shown while it waits. */
  writtenAt: number;
}

export interface NoteDeletePayload {
  messageId: number;
  noteId: number;
}

export type OutboxOperation =
  | { kind: "draft.save" | "draft.send"; payload: DraftPayload }
  | { kind: "attachment.upload"; payload: UploadPayload }
  | { kind: "message.patch"; payload: PatchPayload }
  | { kind: "message.shared"; payload: SharedPayload }
  | { kind: "note.add"; payload: NotePayload }
  | { kind: "note.delete"; payload: NoteDeletePayload };

/** Why an entry needs the user's attention: the server refused it for good. */
export interface OutboxFailure {
  /** The server's error key (e.g. `draft.already.sent`), translated for display. */
  error: string;
  /** HTTP status of the refusal. */
  status: number;
  at: number;
  /** The file of an upload the refusal names (`details.name`), when it names one. */
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
   * A draft's text kept on this device only: past the office's limit (decision 6), so never
   * delivered, and listed nowhere as queued work (see `isHeld` in ./store.ts).
   */
  held?: boolean;
  createdAt: number;
  updatedAt: number;
};

/**
 * An operation handed to the outbox. An upload brings the content of each of its files, in the
 * order of `payload.files`: the outbox keeps them beside the entry, never inside it.
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
  /** Done; `response` is what the server answered (a SubRow for drafts). */
  | { status: "delivered"; response: unknown }
  /** Not now (offline, server error, CSRF): keep it and retry later with backoff. */
  | { status: "retry"; error: string }
  /** The session ended (401): the whole queue waits until the user signs in again. */
  | { status: "paused"; error: string }
  /** Refused for good (4xx): keep it in "needs attention" and tell the user. */
  | { status: "rejected"; error: string; httpStatus: number; cause?: unknown; file?: string };

/** Delivers an entry; `contents`: an upload's files' content in the order of its files (read from the store just before). */
export type OutboxTransport = (entry: OutboxEntry, contents: readonly Blob[]) => Promise<DeliveryResult>;

/**
 * Runs after an entry was delivered and left the queue (no newer revision of it waits), in
 * whichever context delivered it (a page or the worker): keeps the device copy of what the
 * office now has (a draft's text in its thread copy). Awaited, its failure only logged.
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
