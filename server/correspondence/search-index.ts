/**
 * Text search of the inbox (decisions 48 and 82). Each message's `search_text` holds its subject,
 * body text and numbers folded by the one rule shared with the app (`src/lib/search/fold.ts`);
 * an FTS5 index with the trigram tokenizer over that column (external content, no second copy of
 * the text) answers substring queries of 3+ characters without reading every row. Triggers keep
 * the index in step with the messages table inside the transaction of each write.
 *
 * Migration 61 builds the index for existing databases; their `search_text` was made by the older
 * rule (subject and numbers, lower-cased only), so it marks those rows and `refreshSearchTexts`
 * (run by `migrate` after the schema migrations) folds them again in batches, which the update
 * trigger carries into the index. Rows inserted later take the column's default: current.
 */
import { foldForSearch } from "../../src/lib/search/fold";
import type { Db, SqlValue } from "../db/client";
import type { Migration } from "../db/migrations";
import { htmlToText } from "./html";

export const SEARCH_INDEX_MIGRATION: Migration = {
  id: 61,
  name: "correspondence-search-index",
  statements: [
    // Default 1: rows inserted from now on carry search text made by the current rule.
    `ALTER TABLE correspondence_messages ADD COLUMN search_version INTEGER NOT NULL DEFAULT 1`,
    `UPDATE correspondence_messages SET search_version = 0`,
    // External content: the index reads correspondence_messages.search_text, stores only trigrams.
    `CREATE VIRTUAL TABLE correspondence_search USING fts5(
      search_text, content='correspondence_messages', content_rowid='id', tokenize='trigram'
    )`,
    `CREATE TRIGGER correspondence_search_insert AFTER INSERT ON correspondence_messages BEGIN
      INSERT INTO correspondence_search (rowid, search_text) VALUES (new.id, new.search_text);
    END`,
    `CREATE TRIGGER correspondence_search_delete AFTER DELETE ON correspondence_messages BEGIN
      INSERT INTO correspondence_search (correspondence_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    END`,
    `CREATE TRIGGER correspondence_search_update AFTER UPDATE OF search_text ON correspondence_messages BEGIN
      INSERT INTO correspondence_search (correspondence_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      INSERT INTO correspondence_search (rowid, search_text) VALUES (new.id, new.search_text);
    END`,
    `INSERT INTO correspondence_search (correspondence_search) VALUES ('rebuild')`,
  ],
};

/** The rows `refreshSearchTexts` looks for, found without reading the table at every start. */
export const SEARCH_STALE_INDEX_MIGRATION: Migration = {
  id: 62,
  name: "correspondence-search-stale-rows",
  statements: [`CREATE INDEX correspondence_messages_search_stale ON correspondence_messages(id) WHERE search_version = 0`],
};

/** What text search looks in: subject, body text and the three numbers, folded. */
export function searchTextOf(fields: {
  subject: string;
  body: string;
  boCorrespondenceNumber: string | null;
  applicationNumber: string | null;
  registrationNumber: string | null;
}): string {
  const parts = [fields.subject, fields.boCorrespondenceNumber, fields.applicationNumber, fields.registrationNumber, htmlToText(fields.body)];
  return foldForSearch(parts.filter((v): v is string => !!v).join("\n"));
}

/** The WHERE part for a folded needle: the ids the trigram index finds (a phrase: the needle as a substring). */
export function searchCondition(needle: string): { sql: string; args: SqlValue[] } {
  return {
    sql: "m.id IN (SELECT rowid FROM correspondence_search WHERE correspondence_search MATCH ?)",
    args: [`"${needle.replaceAll('"', '""')}"`],
  };
}

interface StaleRow {
  id: number;
  subject: string;
  body: string;
  bo_correspondence_number: string | null;
  application_number: string | null;
  registration_number: string | null;
}

const REFRESH_BATCH = 500;

/** Folds the search text of rows made by the older rule again, 500 per transaction. Returns how many. */
export async function refreshSearchTexts(db: Db): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const rows = await db.all<StaleRow>(
      `SELECT id, subject, body, bo_correspondence_number, application_number, registration_number
       FROM correspondence_messages WHERE search_version = 0 LIMIT ${REFRESH_BATCH}`,
    );
    if (rows.length === 0) return refreshed;
    await db.batch(
      rows.map((row) => ({
        sql: "UPDATE correspondence_messages SET search_text = ?, search_version = 1 WHERE id = ?",
        args: [
          searchTextOf({
            subject: row.subject,
            body: row.body,
            boCorrespondenceNumber: row.bo_correspondence_number,
            applicationNumber: row.application_number,
            registrationNumber: row.registration_number,
          }),
          row.id,
        ],
      })),
    );
    refreshed += rows.length;
  }
}
