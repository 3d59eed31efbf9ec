/**
 * Message rows as the contract's CorrespondenceMessage (decision 45): list items carry their
 * sub-rows beside the message (whose subRows, previousId, nextId and index are null); the detail
 * carries subRows inside the message, with the pager.
 */
import type { Db } from "../db/client";
import { attachmentsOf } from "./attachments-repo";
import type { MessageRow, Pager } from "./messages-repo";
import { subRowsOf } from "./sub-rows-repo";
import type { Attachment, CorrespondenceListItem, CorrespondenceMessage, SubRow } from "./types";

function toMessage(row: MessageRow, attachments: Attachment[], subRows: SubRow[] | null, pager: Pager | null): CorrespondenceMessage {
  return {
    id: row.id,
    messageId: row.id,
    applicationNumber: row.application_number,
    applicationId: row.application_id,
    dossierType: row.dossier_type,
    subject: row.subject,
    recipientFullNameAndEmail: row.recipient,
    senderFullNameAndEmail: row.sender,
    messageStatus: row.message_status,
    receivedDate: row.received_date,
    dueDate: row.due_date,
    hasReply: Boolean(row.has_reply),
    requiresReply: Boolean(row.requires_reply),
    body: row.body,
    messageSearchAttachment: attachments,
    previousId: pager?.previousId ?? null,
    nextId: pager?.nextId ?? null,
    index: pager?.index ?? null,
    direction: row.direction,
    boCorrespondenceNumber: row.bo_correspondence_number,
    registrationNumber: row.registration_number,
    hasAttachment: attachments.length > 0,
    important: Boolean(row.important),
    subRows,
    assigneeUserId: row.assignee_user_id,
    handled: row.handled_by_user_id !== null && row.handled_at !== null ? { byUserId: row.handled_by_user_id, at: row.handled_at } : null,
    noteCount: Number(row.note_count),
  };
}

export async function listItems(db: Db, rows: MessageRow[]): Promise<CorrespondenceListItem[]> {
  const ids = rows.map((r) => r.id);
  const [attachments, subRows] = await Promise.all([attachmentsOf(db, "message", ids), subRowsOf(db, ids)]);
  return rows.map((row) => ({
    message: toMessage(row, attachments.get(row.id) ?? [], null, null),
    subRows: subRows.get(row.id) ?? [],
  }));
}

/** Messages alone (the expiring call): no sub-rows, no pager. */
export async function plainMessages(db: Db, rows: MessageRow[]): Promise<CorrespondenceMessage[]> {
  const attachments = await attachmentsOf(db, "message", rows.map((r) => r.id));
  return rows.map((row) => toMessage(row, attachments.get(row.id) ?? [], null, null));
}

export async function messageDetail(db: Db, row: MessageRow, pager: Pager | null): Promise<CorrespondenceMessage> {
  const [attachments, subRows] = await Promise.all([attachmentsOf(db, "message", [row.id]), subRowsOf(db, [row.id])]);
  return toMessage(row, attachments.get(row.id) ?? [], subRows.get(row.id) ?? [], pager);
}
