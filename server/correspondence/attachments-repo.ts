/**
 * Attachments of office messages (`message_id`) and of replies and drafts (`sub_row_id`). Lists
 * never read the file contents; the finders check that the owner belongs to the account.
 */
import type { Db, Statement } from "../db/client";
import { fillAttachmentFacts } from "./attachment-facts";
import type { Attachment } from "./types";

export type AttachmentOwner = "message" | "sub_row";

export interface StoredFile {
  name: string;
  content: ArrayBuffer;
}

export interface NewFile {
  name: string;
  bytes: Uint8Array;
  sha256: string;
  pageCount: number | null;
}

interface AttachmentRow {
  id: number;
  owner_id: number;
  name: string;
  size: number;
  sha256: string | null;
  page_count: number | null;
}

/** Attachments per owner id, in upload order. */
export async function attachmentsOf(db: Db, owner: AttachmentOwner, ids: readonly number[]): Promise<Map<number, Attachment[]>> {
  const byOwner = new Map<number, Attachment[]>();
  if (ids.length === 0) return byOwner;
  const column = owner === "message" ? "message_id" : "sub_row_id";
  const select = () =>
    db.all<AttachmentRow>(
      `SELECT id, ${column} AS owner_id, name, size, sha256, page_count FROM correspondence_attachments
       WHERE ${column} IN (${ids.map(() => "?").join(", ")}) ORDER BY id`,
      [...ids],
    );
  let rows = await select();
  const missing = rows.filter((r) => r.sha256 === null).map((r) => r.id);
  if (missing.length > 0) {
    await fillAttachmentFacts(db, missing);
    rows = await select();
  }
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      size: Number(row.size),
      sha256: row.sha256 ?? "",
      pageCount: row.page_count === null ? null : Number(row.page_count),
    });
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}

export function findMessageAttachment(db: Db, accountId: number, id: number): Promise<StoredFile | undefined> {
  return db.first<StoredFile>(
    `SELECT a.name, a.content FROM correspondence_attachments a
     JOIN correspondence_messages m ON m.id = a.message_id
     WHERE a.id = ? AND m.account_id = ?`,
    [id, accountId],
  );
}

export function findSubRowAttachment(db: Db, accountId: number, id: number): Promise<StoredFile | undefined> {
  return db.first<StoredFile>(
    `SELECT a.name, a.content FROM correspondence_attachments a
     JOIN correspondence_sub_rows s ON s.id = a.sub_row_id
     JOIN correspondence_messages m ON m.id = s.message_id
     WHERE a.id = ? AND m.account_id = ?`,
    [id, accountId],
  );
}

/** The sub-row (and its status) an attachment of a reply or draft belongs to. */
export function findAttachmentOwner(
  db: Db,
  accountId: number,
  id: number,
): Promise<{ sub_row_id: number; draft_status: string } | undefined> {
  return db.first(
    `SELECT s.id AS sub_row_id, s.draft_status FROM correspondence_attachments a
     JOIN correspondence_sub_rows s ON s.id = a.sub_row_id
     JOIN correspondence_messages m ON m.id = s.message_id
     WHERE a.id = ? AND m.account_id = ?`,
    [id, accountId],
  );
}

/** Inserts files under a sub-row, only while it is still a DRAFT (so a concurrent send adds none). */
export function insertDraftFileStatements(subRowId: number, files: readonly NewFile[]): Statement[] {
  return files.map((file) => ({
    sql: `INSERT INTO correspondence_attachments (sub_row_id, name, size, content, sha256, page_count)
          SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM correspondence_sub_rows WHERE id = ? AND draft_status = 'DRAFT')`,
    args: [subRowId, file.name, file.bytes.byteLength, file.bytes, file.sha256, file.pageCount, subRowId],
  }));
}

/** Deletes an attachment; `alongside` runs in the same transaction (the changes log). */
export async function deleteAttachment(db: Db, id: number, alongside: Statement[] = []): Promise<void> {
  await db.batch([{ sql: "DELETE FROM correspondence_attachments WHERE id = ?", args: [id] }, ...alongside]);
}
