/**
 * The letters a user still has to answer, for the calendar feed and the deadline
 * e-mails: the account's office letters (BO_INCOMING) that require a reply, have a due date, no
 * sent reply and are not marked handled (decisions 50, 83, 84, 85). Child accounts answer their
 * main account's letters.
 */
import type { Db } from "../db/client";
import { HAS_REPLY_SQL } from "../correspondence/messages-repo";
import type { DeadlineLetter } from "../../src/lib/deadlines/calendar-events";

interface Row {
  id: number;
  subject: string;
  due_date: string;
  application_number: string | null;
  bo_correspondence_number: string | null;
}

/**
 * The query (arguments: the account, the last due date kept). Its WHERE holds every term of the
 * partial index correspondence_messages_open (migration 66, ./migration.ts) as written there:
 * change one, change the other.
 */
export const OPEN_LETTERS_SQL = `SELECT m.id, m.subject, m.due_date, m.application_number, m.bo_correspondence_number
  FROM correspondence_messages m
  WHERE m.account_id = ? AND m.direction = 'BO_INCOMING' AND m.requires_reply = 1 AND m.due_date IS NOT NULL
    AND m.handled_at IS NULL AND m.due_date <= ? AND NOT ${HAS_REPLY_SQL}
  ORDER BY m.due_date, m.id`;

/** Open letters of the account, by due date then id; `until` (a day) keeps those due by its end. */
export async function openLetters(db: Db, accountId: number, until?: string): Promise<DeadlineLetter[]> {
  const rows = await db.all<Row>(OPEN_LETTERS_SQL, [accountId, until ? `${until}T23:59:59` : "9999-12-31T23:59:59"]);
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    dueDate: row.due_date,
    applicationNumber: row.application_number,
    boCorrespondenceNumber: row.bo_correspondence_number,
  }));
}
