/**
 * Decision 85 (the shared inbox): who handles a letter, who marked it handled and when, and the
 * firm's internal notes. Migration id 50 (ids 50–54 are the shared inbox's).
 */
import type { Migration } from "../db/migrations";

export const SHARED_INBOX_MIGRATION: Migration = {
  id: 50,
  name: "correspondence-shared-inbox",
  statements: [
    `ALTER TABLE correspondence_messages ADD COLUMN assignee_user_id INTEGER REFERENCES users(id)`,
    `ALTER TABLE correspondence_messages ADD COLUMN handled_by_user_id INTEGER REFERENCES users(id)`,
    // LocalDateTime text, office time (like every correspondence date).
    `ALTER TABLE correspondence_messages ADD COLUMN handled_at TEXT`,
    `CREATE INDEX correspondence_messages_assignee ON correspondence_messages(account_id, assignee_user_id)`,
    `CREATE TABLE correspondence_notes (
      id INTEGER PRIMARY KEY,
      message_id INTEGER NOT NULL REFERENCES correspondence_messages(id),
      author_user_id INTEGER NOT NULL REFERENCES users(id),
      text TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    `CREATE INDEX correspondence_notes_message ON correspondence_notes(message_id)`,
  ],
};
