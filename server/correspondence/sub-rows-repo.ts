/** Replies (SENT) and drafts (DRAFT) under messages, as the contract's SubRow. */
import type { Db } from "../db/client";
import { attachmentsOf } from "./attachments-repo";
import type { DraftStatus, SubRow } from "./types";

export interface SubRowRow {
  id: number;
  message_id: number;
  draft_status: DraftStatus;
  action_date: string;
  author: string;
  body: string;
  bo_correspondence_number: string | null;
}

const COLUMNS = "s.id, s.message_id, s.draft_status, s.action_date, s.author, s.body, s.bo_correspondence_number";

function toSubRows(rows: SubRowRow[], attachments: Map<number, SubRow["messageSearchAttachment"]>): SubRow[] {
  return rows.map((row) => {
    const files = attachments.get(row.id) ?? [];
    return {
      id: row.id,
      draftStatus: row.draft_status,
      actionDate: row.action_date,
      userFullNameAndEmail: row.author,
      body: row.body,
      messageSearchAttachment: files,
      boCorrespondenceNumber: row.bo_correspondence_number,
      hasAttachment: files.length > 0,
    };
  });
}

/** Sub-rows per message id, oldest first. */
export async function subRowsOf(db: Db, messageIds: readonly number[]): Promise<Map<number, SubRow[]>> {
  const byMessage = new Map<number, SubRow[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db.all<SubRowRow>(
    `SELECT ${COLUMNS} FROM correspondence_sub_rows s
     WHERE s.message_id IN (${messageIds.map(() => "?").join(", ")}) ORDER BY s.id`,
    [...messageIds],
  );
  const attachments = await attachmentsOf(db, "sub_row", rows.map((r) => r.id));
  const subRows = toSubRows(rows, attachments);
  rows.forEach((row, i) => {
    const list = byMessage.get(row.message_id) ?? [];
    list.push(subRows[i] as SubRow);
    byMessage.set(row.message_id, list);
  });
  return byMessage;
}

/** One sub-row as the contract's SubRow. */
export async function subRowOf(db: Db, row: SubRowRow): Promise<SubRow> {
  return toSubRows([row], await attachmentsOf(db, "sub_row", [row.id]))[0] as SubRow;
}

/** A sub-row of a message of the account. */
export function findSubRow(db: Db, accountId: number, id: number): Promise<SubRowRow | undefined> {
  return db.first<SubRowRow>(
    `SELECT ${COLUMNS} FROM correspondence_sub_rows s
     JOIN correspondence_messages m ON m.id = s.message_id
     WHERE s.id = ? AND m.account_id = ?`,
    [id, accountId],
  );
}

export function findDraftOfMessage(db: Db, messageId: number): Promise<SubRowRow | undefined> {
  return db.first<SubRowRow>(
    `SELECT ${COLUMNS} FROM correspondence_sub_rows s WHERE s.message_id = ? AND s.draft_status = 'DRAFT'`,
    [messageId],
  );
}

/** Office number of a sent reply: G (gauta, received by the office), year, the reply's id. */
export function replyNumber(id: number, actionDate: string): string {
  return `G-${actionDate.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}
