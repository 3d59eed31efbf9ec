/**
 * The changes log of decision 81: for each message, its latest change, numbered by one
 * database-wide sequence (`seq`). Writers add `correspondenceChange(...)` to the batch of the
 * write itself, so the log commits with the change or not at all. SQLite has one writer at a
 * time and `seq` is taken inside the write transaction, so changes commit in `seq` order: a
 * reader that has seen `seq` n has seen every committed change up to n, and a change committed
 * later always gets a higher number. That is what lets the feed page by "seq greater than the
 * cursor" without losing or repeating a change, whatever runs concurrently.
 *
 * The log is compacted (one row per message, a new change replaces the older one), so it never
 * grows beyond one row per message ever held and keeps every change for as long as the
 * database lives (decision 81 asks for at least 90 days). A removed message keeps its row as a
 * tombstone. The epoch, renewed by every reseed, tells cursors of an earlier database apart.
 */
import type { Db, Statement } from "../db/client";
import type { Migration } from "../db/migrations";

/** What changed (kept for diagnosis; the feed sends the message's whole current state). */
export type CorrespondenceChangeKind =
  | "created"
  | "status"
  | "important"
  | "draft"
  | "reply"
  | "attachment"
  | "assignment"
  | "handled"
  | "note"
  | "removed";

const NEXT_SEQ = "COALESCE((SELECT MAX(seq) FROM correspondence_changes), 0) + 1";

/** Log rows of every message in received order, after the messages are in place. */
const LOG_EXISTING_MESSAGES = `INSERT INTO correspondence_changes (message_id, account_id, seq, kind)
  SELECT id, account_id, COALESCE((SELECT MAX(seq) FROM correspondence_changes), 0) + ROW_NUMBER() OVER (ORDER BY received_date, id), 'created'
  FROM correspondence_messages WHERE true
  ON CONFLICT (message_id) DO NOTHING`;

const NEW_EPOCH = "UPDATE correspondence_changes_epoch SET epoch = lower(hex(randomblob(8))) WHERE id = 1";

export const CHANGES_LOG_MIGRATION: Migration = {
  id: 60,
  name: "correspondence-changes-log",
  statements: [
    // message_id is no foreign key: a removed message keeps its row as the feed's tombstone.
    `CREATE TABLE correspondence_changes (
      message_id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL,
      seq INTEGER NOT NULL UNIQUE,
      kind TEXT NOT NULL
    )`,
    `CREATE INDEX correspondence_changes_account ON correspondence_changes(account_id, seq)`,
    `CREATE TABLE correspondence_changes_epoch (id INTEGER PRIMARY KEY CHECK (id = 1), epoch TEXT NOT NULL)`,
    `INSERT INTO correspondence_changes_epoch (id, epoch) VALUES (1, lower(hex(randomblob(8))))`,
    LOG_EXISTING_MESSAGES,
  ],
};

/**
 * The statement that records a change of one message of the account. Put it in the same
 * `db.batch` as the write (after an insert, before a delete). It records nothing when the
 * message is not the account's, so a write that found nothing leaves no trace either.
 */
export function correspondenceChange(accountId: number, messageId: number, kind: CorrespondenceChangeKind): Statement {
  return {
    sql: `INSERT INTO correspondence_changes (message_id, account_id, seq, kind)
          SELECT ?, ?, ${NEXT_SEQ}, ?
          WHERE EXISTS (SELECT 1 FROM correspondence_messages WHERE id = ? AND account_id = ?)
          ON CONFLICT (message_id) DO UPDATE SET seq = excluded.seq, kind = excluded.kind, account_id = excluded.account_id`,
    args: [messageId, accountId, kind, messageId, accountId],
  };
}

/** For the seed: log rows of the seeded messages, oldest letter first, and a new epoch. */
export function seedChangesLogStatements(): Statement[] {
  return [{ sql: LOG_EXISTING_MESSAGES }, { sql: NEW_EPOCH }];
}

/** For a seed that adds letters later (the scale seed): the log numbered again, oldest letter first. */
export function rebuildChangesLogStatements(): Statement[] {
  return [{ sql: "DELETE FROM correspondence_changes" }, ...seedChangesLogStatements()];
}

export interface LogState {
  epoch: string;
  lastSeq: number;
}

export async function logState(db: Db): Promise<LogState> {
  const row = await db.first<{ epoch: string; last_seq: number | null }>(
    `SELECT epoch, (SELECT MAX(seq) FROM correspondence_changes) AS last_seq FROM correspondence_changes_epoch WHERE id = 1`,
  );
  if (!row) throw new Error("the changes log has no epoch");
  return { epoch: row.epoch, lastSeq: Number(row.last_seq ?? 0) };
}

/**
 * The account's place in the log: its latest change (and the epoch). Any change of one of its
 * messages (a reply sent, a handled mark, a new letter) moves it; what is built from the
 * account's messages may be kept until it moves (the calendar feed, server/deadlines).
 */
export async function accountLogState(db: Db, accountId: number): Promise<LogState> {
  const row = await db.first<{ epoch: string; last_seq: number | null }>(
    `SELECT epoch, (SELECT MAX(seq) FROM correspondence_changes WHERE account_id = ?) AS last_seq
     FROM correspondence_changes_epoch WHERE id = 1`,
    [accountId],
  );
  if (!row) throw new Error("the changes log has no epoch");
  return { epoch: row.epoch, lastSeq: Number(row.last_seq ?? 0) };
}
