/**
 * The columns of a message as the repositories read them (MessageRow), and a reader of many rows
 * at once (list pages) that goes through one JSON text instead of libsql's objects.
 */
import type { Db, SqlValue } from "../db/client";
import type { MessageRow } from "./messages-repo";

/** A SENT sub-row exists: the message has been replied to. */
export const HAS_REPLY_SQL = `EXISTS (SELECT 1 FROM correspondence_sub_rows s
  WHERE s.message_id = m.id AND s.draft_status = 'SENT')`;

/** MessageRow's columns, each with the SQL that reads it from `m` (a message row). */
export const COLUMN_SQL: ReadonlyArray<readonly [keyof MessageRow, string]> = [
  ...(["id", "account_id", "direction", "bo_correspondence_number", "dossier_type", "application_number", "application_id",
    "registration_number", "subject", "sender", "recipient", "body", "message_status", "important", "requires_reply",
    "received_date", "due_date"] as const).map((name) => [name, `m.${name}`] as const),
  ["has_reply", HAS_REPLY_SQL],
  ...(["assignee_user_id", "handled_by_user_id", "handled_at"] as const).map((name) => [name, `m.${name}`] as const),
  ["note_count", "(SELECT COUNT(*) FROM correspondence_notes n WHERE n.message_id = m.id)"],
];

export const COLUMNS = COLUMN_SQL.map(([name, sql]) => (sql === `m.${name}` ? sql : `${sql} AS ${name}`)).join(", ");

/**
 * Many message rows (a page of the list, the expiring call, a search's page) read as ONE JSON
 * text, in `order` when given: libsql builds an object with two property definitions per cell,
 * which for 50 rows of 22 columns cost more than the query; JSON arrays parsed at once do not.
 * Integers of these columns are small, so JSON numbers hold them.
 */
export async function messageRowsAsJson(db: Db, where: string, args: SqlValue[], order?: string): Promise<MessageRow[]> {
  const columns = COLUMN_SQL.map(([, sql]) => sql).join(", ");
  const row = await db.first<{ rows: string }>(
    `SELECT json_group_array(json_array(${columns})${order ? ` ORDER BY ${order}` : ""}) AS rows FROM correspondence_messages m WHERE ${where}`,
    args,
  );
  const arrays = JSON.parse(row?.rows ?? "[]") as unknown[][];
  return arrays.map((values) => Object.fromEntries(COLUMN_SQL.map(([name], i) => [name, values[i]])) as unknown as MessageRow);
}
