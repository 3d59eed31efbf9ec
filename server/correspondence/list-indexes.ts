/**
 * Indexes for the inbox's list calls at scale (the bench's figures: 100,000 letters in one
 * account). A letter's row is wide (body, search text), so any query that has to visit the rows
 * of a whole account reads hundreds of megabytes; these indexes let the counts, filters and sorts
 * read narrow index entries instead:
 *
 * - `list`: every filter column after (account, received date): a filtered count or a filtered
 *   page in the default order (received date, newest first) walks only this index.
 * - `important`, `status`: the important filter and the new-letters count (decision 51) count a
 *   range of entries, not the account's.
 * - `subject`: the SUBJECT sort (case-insensitive, ties by id DESC) reads a page in index order
 *   instead of sorting the account.
 */
import type { Migration } from "../db/migrations";

export const LIST_INDEXES_MIGRATION: Migration = {
  id: 67,
  name: "correspondence-list-indexes",
  statements: [
    `CREATE INDEX correspondence_messages_list ON correspondence_messages(account_id, received_date, important,
      requires_reply, message_status, direction, dossier_type, due_date, handled_at, assignee_user_id)`,
    `CREATE INDEX correspondence_messages_important ON correspondence_messages(account_id, important, received_date)`,
    `CREATE INDEX correspondence_messages_status ON correspondence_messages(account_id, message_status, direction, requires_reply)`,
    // `id DESC`: ties of the subject in the list's order (orderBy in messages-repo.ts).
    `CREATE INDEX correspondence_messages_subject ON correspondence_messages(account_id, subject COLLATE NOCASE, id DESC)`,
  ],
};
