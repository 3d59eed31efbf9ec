/**
 * The correspondence feature's kinds of outbox work (the single writer of queued
 * correspondence work), declared to the engine (src/lib/outbox, `OutboxKinds`) and registered
 * at start-up by ./register.ts:
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
import type { OutboxEntry } from "@/lib/outbox";

/** What both draft operations carry (DraftResource of the contract). */
export interface DraftPayload {
  /**
   * The office's draft; null: a reply started on this device before the office gave the letter
   * a draft (offline): the message's draft is created, or found (decision 53), when the entry is
   * delivered (./deliver.ts), and the delivery's events carry its id (./reply-unit.ts).
   */
  draftId: number | null;
  messageId: number;
  /** HTML body (the reply tags only). */
  body: string;
  /** `actionDate` of the office's draft this body was typed on (tells a newer save elsewhere). */
  baseActionDate?: string | null;
}

/** A file of a queued upload, as its entry lists it; its content waits beside the entry (src/lib/outbox/store.ts). */
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

declare module "@/lib/outbox/kinds" {
  interface OutboxKinds {
    "draft.save": DraftPayload;
    "draft.send": DraftPayload;
    "attachment.upload": UploadPayload;
    "message.patch": PatchPayload;
    "message.shared": SharedPayload;
    "note.add": NotePayload;
    "note.delete": NoteDeletePayload;
  }
}

/** An entry of one of these kinds. */
export type EntryOf<K extends OutboxEntry["kind"]> = Extract<OutboxEntry, { kind: K }>;
