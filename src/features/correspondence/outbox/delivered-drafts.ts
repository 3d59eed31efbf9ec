/**
 * The device copy of a reply draft the office has just taken from the outbox. Once the entry
 * (the copy of unsent typing) is gone, the draft's text lives in its thread's offline copy
 * (`offlineThreads`; the one place, ../api/draft-bodies.ts): a save
 * sets the draft row's text and the office's `actionDate`; a send turns the row into the reply
 * the office answered. Run by the outbox's drain wherever it delivered (the page, or the
 * service worker's Background Sync with no tab open: after-delivery work, ./delivery-notices.ts), so the next offline
 * open finds the text instead of "saved at the office". A thread never stored on this device
 * is left alone. Imports only the database module: the worker's bundle stays small.
 */
import { openIpoDb } from "@/lib/db/database";
import { hasDraftRow, type OfflineThreadRecord } from "@/lib/db/schema";
import type { OutboxEntry } from "@/lib/outbox";

interface StoredRow {
  id: number;
  body?: unknown;
  actionDate?: unknown;
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
  return { ...row, body: entry.payload.body, actionDate: answered?.actionDate ?? row.actionDate };
}

export async function keepDeliveredDraft(entry: OutboxEntry, response: unknown): Promise<void> {
  if (entry.kind !== "draft.save" && entry.kind !== "draft.send") return;
  const { messageId, draftId } = entry.payload;
  const db = await openIpoDb();
  const tx = db.transaction("offlineThreads", "readwrite");
  const record = await tx.store.get(`${entry.userId}:${messageId}`);
  const value = record?.value as { subRows?: StoredRow[] | null } | undefined;
  const rows = Array.isArray(value?.subRows) ? value.subRows : [];
  if (record && value && rows.some((row) => row.id === draftId)) {
    const updated = { ...value, subRows: rows.map((row) => (row.id === draftId ? deliveredRow(row, entry, response) : row)) };
    const { withDraft: _mark, ...rest } = record;
    const next: OfflineThreadRecord = hasDraftRow(updated) ? { ...rest, value: updated, withDraft: record.userId } : { ...rest, value: updated };
    await tx.store.put(next);
  }
  await tx.done;
}
