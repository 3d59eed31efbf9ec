/**
 * Migrations of the deadlines that reach the user when the app is closed. 55: the
 * private calendar feed of a user (decision 83: the SHA-256 of its token and the seed it is made
 * from under the server's secret, never the token; ./feeds-repo.ts), the choice of deadline
 * e-mails (decision 84) and the days each user's digest went out (one a day). 66: the indexes of
 * the open letters.
 */
import type { Migration } from "../db/migrations";

export const DEADLINES_MIGRATION: Migration = {
  id: 55,
  name: "deadline-feeds-and-alerts",
  statements: [
    `CREATE TABLE calendar_feeds (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      token_hash TEXT NOT NULL UNIQUE,
      seed TEXT NOT NULL,
      detail TEXT NOT NULL CHECK (detail IN ('SUBJECTS', 'NUMBERS_ONLY')),
      alarms TEXT NOT NULL,
      created_at INTEGER NOT NULL
    )`,
    `CREATE TABLE deadline_alerts (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      email INTEGER NOT NULL,
      days_before TEXT NOT NULL
    )`,
    `CREATE TABLE deadline_digests (
      user_id INTEGER NOT NULL REFERENCES users(id),
      day TEXT NOT NULL,
      PRIMARY KEY (user_id, day)
    )`,
  ],
};

/**
 * Migration 66: the open-letters query (./open-letters.ts) finds its letters without walking
 * every due letter of the account. Two partial indexes: the account's letters that may be open,
 * its WHERE the query's own terms (SQLite uses a partial index only when the query's WHERE
 * implies the index's), and the sent replies, so that "no sent reply" is one probe of that index
 * instead of a look at every reply and draft of the letter. At 40,000 letters of one account
 * (about 20,500 due, 1,014 open) the query went from about 70 ms to about 15 ms.
 */
export const OPEN_LETTERS_INDEX_MIGRATION: Migration = {
  id: 66,
  name: "open-letters-indexes",
  statements: [
    `CREATE INDEX correspondence_messages_open ON correspondence_messages(account_id, due_date)
      WHERE direction = 'BO_INCOMING' AND requires_reply = 1 AND due_date IS NOT NULL AND handled_at IS NULL`,
    `CREATE INDEX correspondence_sub_rows_sent ON correspondence_sub_rows(message_id) WHERE draft_status = 'SENT'`,
  ],
};
