/**
 * Messages as the contract's JSON (views.ts's detail shape, key for key in the same order) written
 * by SQLite itself: a feed page's messages, their attachments and sub-rows come back as one JSON
 * text that goes into the response as it is (changes-feed.ts). Read as rows, the same page cost
 * the server's one thread a statement per kind of row, libsql's objects for every cell, the
 * contract's objects built from them and JSON.stringify again. SQLite's JSON writer escapes
 * strings so that they read back as the same values, here even as the same bytes
 * (tests/server/correspondence-message-json.test.ts). A list page of 10 stays with views.ts: there
 * the larger statement's preparation costs more than the rows it saves.
 *
 * An attachment stored before decision 86's columns may still lack its SHA-256: its `sha256` is
 * written as null here, which `withFacts` looks for, fills (attachment-facts.ts) and reads again.
 */
import type { Context } from "hono";
import type { Db } from "../db/client";
import { fillAttachmentFacts } from "./attachment-facts";
import { HAS_REPLY_SQL } from "./message-columns";

/** JSON true or false for an SQL condition (or a 0/1 column). */
function bool(condition: string): string {
  return `json(iif(${condition}, 'true', 'false'))`;
}

/** The attachments of one owner, in upload order (attachments-repo.ts `attachmentsOf`). */
function attachmentsJson(column: "message_id" | "sub_row_id", owner: string): string {
  return `json((SELECT json_group_array(json_object('id', a.id, 'name', a.name, 'size', a.size, 'sha256', a.sha256,
    'pageCount', a.page_count) ORDER BY a.id) FROM correspondence_attachments a WHERE a.${column} = ${owner}))`;
}

function hasAttachment(column: "message_id" | "sub_row_id", owner: string): string {
  return bool(`EXISTS (SELECT 1 FROM correspondence_attachments a WHERE a.${column} = ${owner})`);
}

/** The sub-rows of message `m`, oldest first (sub-rows-repo.ts `subRowsOf`). */
export const SUB_ROWS_JSON = `json((SELECT json_group_array(json_object('id', s.id, 'draftStatus', s.draft_status,
  'actionDate', s.action_date, 'userFullNameAndEmail', s.author, 'body', s.body,
  'messageSearchAttachment', ${attachmentsJson("sub_row_id", "s.id")}, 'boCorrespondenceNumber', s.bo_correspondence_number,
  'hasAttachment', ${hasAttachment("sub_row_id", "s.id")}) ORDER BY s.id) FROM correspondence_sub_rows s WHERE s.message_id = m.id))`;

/** Message `m` as views.ts `toMessage` writes it without a pager; `subRows` is SUB_ROWS_JSON or 'NULL'. */
export function messageJson(subRows: string): string {
  return `json_object('id', m.id, 'messageId', m.id, 'applicationNumber', m.application_number,
    'applicationId', m.application_id, 'dossierType', m.dossier_type, 'subject', m.subject,
    'recipientFullNameAndEmail', m.recipient, 'senderFullNameAndEmail', m.sender, 'messageStatus', m.message_status,
    'receivedDate', m.received_date, 'dueDate', m.due_date, 'hasReply', ${bool(HAS_REPLY_SQL)},
    'requiresReply', ${bool("m.requires_reply")}, 'body', m.body, 'messageSearchAttachment', ${attachmentsJson("message_id", "m.id")},
    'previousId', NULL, 'nextId', NULL, 'index', NULL, 'direction', m.direction,
    'boCorrespondenceNumber', m.bo_correspondence_number, 'registrationNumber', m.registration_number,
    'hasAttachment', ${hasAttachment("message_id", "m.id")}, 'important', ${bool("m.important")}, 'subRows', ${subRows},
    'assigneeUserId', m.assignee_user_id,
    'handled', json(CASE WHEN m.handled_by_user_id IS NOT NULL AND m.handled_at IS NOT NULL
      THEN json_object('byUserId', m.handled_by_user_id, 'at', m.handled_at) END),
    'noteCount', (SELECT COUNT(*) FROM correspondence_notes n WHERE n.message_id = m.id))`;
}

const MISSING_FACTS = '"sha256":null';

/**
 * `read()`'s JSON text, after filling the facts of any attachment it shows without them (then read
 * again). `texts` picks the JSON parts of what `read` returned.
 */
export async function withFacts<T>(db: Db, read: () => Promise<T>, texts: (value: T) => readonly (string | null)[]): Promise<T> {
  const value = await read();
  if (!texts(value).some((text) => text?.includes(MISSING_FACTS))) return value;
  await fillAttachmentFacts(db);
  return read();
}

/** A JSON answer whose text is already written (what `c.json` would send for its value). */
export function jsonText(c: Context, text: string): Response {
  return c.body(text, 200, { "Content-Type": "application/json" });
}
