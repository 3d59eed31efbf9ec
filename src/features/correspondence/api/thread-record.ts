/**
 * The thread's device record (`ipo-user-area`/`offlineThreads`, one per letter and account): the
 * thread as the office last gave it, and the home of its draft's office text on the device.
 * A draft's text has two device sources only: the unsent typing, in the draft's outbox entry
 * (`ipo-outbox`), and the office's last copy, here; a draft's words are on the device once,
 * so the record keeps no text of a draft while its entry holds typing (`forgetOfficeDraftText`
 * when the entry is created, and the entries `writeThreadRead` is told of). Every other
 * device copy keeps draft rows without `body` (./draft-bodies.ts).
 *
 * Written through by:
 * - a read of the thread from the office (`writeThreadRead`, ./device-copies.ts `saveThread`,
 *   before the thread query answers): the office's rows, except that a draft text this record
 *   holds from a delivery at the same office time or later is kept (a read answered before the
 *   save it crossed never puts the older text back);
 * - new typing of a draft (`forgetOfficeDraftText`, from the draft session);
 * - a delivery of the draft by the outbox's drain, wherever it ran (`keepDeliveredDraft`: the
 *   page, or the service worker's Background Sync with no tab open): a save sets the draft's
 *   text and the office's `actionDate`, a send turns the row into the reply the office answered.
 * Read by the draft session (`officeDraftCopy`, ../drafts/use-draft-session.ts). The read and
 * the merge are one transaction, so a delivery written meanwhile is never overwritten. Imports
 * only the database module: the service worker's bundle stays small.
 */
import { openIpoDb } from "@/lib/db/database";
import { hasDraftRow, type OfflineThreadRecord } from "@/lib/db/schema";
import type { OutboxEntry } from "@/lib/outbox";

/** The office's text of a draft as the thread record keeps it. */
export interface OfficeDraftCopy {
  body: string;
  /** The office's `actionDate` of that text (office local time, as in a thread). */
  actionDate: string;
}

interface StoredRow {
  id: number;
  draftStatus?: unknown;
  body?: unknown;
  actionDate?: unknown;
}

interface StoredThread {
  id: number;
  subRows?: StoredRow[] | null;
}

const recordKey = (userId: number, messageId: number) => `${userId}:${messageId}`;

function rowsOf(value: unknown): StoredRow[] {
  const rows = typeof value === "object" && value !== null ? (value as { subRows?: unknown }).subRows : undefined;
  return Array.isArray(rows) ? (rows as StoredRow[]) : [];
}

function copyOf(row: StoredRow | undefined): OfficeDraftCopy | null {
  if (!row || row.draftStatus !== "DRAFT" || typeof row.body !== "string" || typeof row.actionDate !== "string") return null;
  return { body: row.body, actionDate: row.actionDate };
}

/** Office times compare as written (`LocalDateTime`, one format); unreadable ones never win. */
function notEarlier(kept: string, read: string): boolean {
  const [a, b] = [Date.parse(kept), Date.parse(read)];
  return !Number.isNaN(a) && !Number.isNaN(b) && a >= b;
}

/** The office's draft text of `draftId` as the record of its thread keeps it, or null. */
export async function officeDraftCopy(userId: number, messageId: number, draftId: number): Promise<OfficeDraftCopy | null> {
  const record = await (await openIpoDb()).get("offlineThreads", recordKey(userId, messageId));
  return copyOf(rowsOf(record?.value).find((row) => row.id === draftId));
}

/**
 * The office's read of a thread written into its record; answers the thread as the record now
 * holds it (the read, with a later delivered draft text kept). A device that cannot store
 * answers the read as it came (the caller writes nothing after a logout's wipe).
 */
export async function writeThreadRead<T extends StoredThread>(userId: number, thread: T, queued: ReadonlySet<number>, savedAt = Date.now()): Promise<T> {
  try {
    const tx = (await openIpoDb()).transaction("offlineThreads", "readwrite");
    const kept = new Map(rowsOf((await tx.store.get(recordKey(userId, thread.id)))?.value).map((row) => [row.id, copyOf(row)]));
    const subRows = thread.subRows?.map((row) => {
      const stored = kept.get(row.id);
      const read = copyOf(row);
      return stored && read && notEarlier(stored.actionDate, read.actionDate) ? { ...row, ...stored } : row;
    });
    const value: T = subRows ? { ...thread, subRows } : thread;
    const record: OfflineThreadRecord = { key: recordKey(userId, thread.id), userId, savedAt, value: withoutTexts(value, queued) };
    // A thread with a draft is found by offline search through the index `byDraft`.
    if (hasDraftRow(value)) record.withDraft = userId;
    await tx.store.put(record);
    await tx.done;
    return value;
  } catch (error) {
    console.warn("thread record not stored", error);
    return thread;
  }
}

/** The thread with the text of the drafts `queued` names taken out (their `body` removed). */
function withoutTexts<T extends StoredThread>(thread: T, queued: ReadonlySet<number>): T {
  if (!thread.subRows || queued.size === 0) return thread;
  const subRows = thread.subRows.map((row) => {
    if (row.draftStatus !== "DRAFT" || !queued.has(row.id)) return row;
    const { body: _text, ...rest } = row;
    return rest;
  });
  return { ...thread, subRows };
}

/**
 * The draft's office text taken out of its thread's record: the outbox entry now holds typing
 * newer than it, and a draft's words are on the device once (the entry's text is edited on the
 * office copy's time, which the row keeps).
 */
export async function forgetOfficeDraftText(userId: number, messageId: number, draftId: number): Promise<void> {
  const tx = (await openIpoDb()).transaction("offlineThreads", "readwrite");
  const record = await tx.store.get(recordKey(userId, messageId));
  if (record && copyOf(rowsOf(record.value).find((row) => row.id === draftId))) {
    await tx.store.put({ ...record, value: withoutTexts(record.value as StoredThread, new Set([draftId])) });
  }
  await tx.done;
}

/** The office's `actionDate` in the answer to a delivered draft save or send, when it has one. */
export function deliveredActionDate(response: unknown): string | null {
  const value = typeof response === "object" && response !== null ? (response as { actionDate?: unknown }).actionDate : null;
  return typeof value === "string" ? value : null;
}

/** The fields of the office's answer (a SubRow) worth keeping, when it is one. */
function answeredRow(response: unknown): Record<string, unknown> | null {
  if (typeof response !== "object" || response === null) return null;
  const row = response as Record<string, unknown>;
  return typeof row.draftStatus === "string" && typeof row.body === "string" && typeof row.actionDate === "string" ? row : null;
}

/** The stored row after the delivery of `entry` (a draft save or send). */
function deliveredRow(row: StoredRow, entry: OutboxEntry, response: unknown): StoredRow {
  if (entry.kind !== "draft.save" && entry.kind !== "draft.send") return row;
  const answered = answeredRow(response);
  if (entry.kind === "draft.send") return answered ? { ...row, ...answered, id: row.id } : { ...row, body: entry.payload.body };
  return { ...row, body: entry.payload.body, actionDate: deliveredActionDate(response) ?? row.actionDate };
}

/** After-delivery work (../outbox/delivery-notices.ts): the text the office took, into the thread's record. A thread never stored here is left alone. */
export async function keepDeliveredDraft(entry: OutboxEntry, response: unknown): Promise<void> {
  if (entry.kind !== "draft.save" && entry.kind !== "draft.send") return;
  const { messageId, draftId } = entry.payload;
  const db = await openIpoDb();
  const tx = db.transaction("offlineThreads", "readwrite");
  const record = await tx.store.get(recordKey(entry.userId, messageId));
  const rows = rowsOf(record?.value);
  if (record && rows.some((row) => row.id === draftId)) {
    const updated = { ...(record.value as object), subRows: rows.map((row) => (row.id === draftId ? deliveredRow(row, entry, response) : row)) };
    const { withDraft: _mark, ...rest } = record;
    const next: OfflineThreadRecord = hasDraftRow(updated) ? { ...rest, value: updated, withDraft: record.userId } : { ...rest, value: updated };
    await tx.store.put(next);
  }
  await tx.done;
}
