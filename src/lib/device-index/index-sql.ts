/**
 * The device index's SQL (issue 28): one SQLite database per account, its letters' folded
 * search texts in `docs` and an FTS5 trigram index over them (`docs_fts`, external content: the
 * text is stored once, without positions: `detail=none`).
 *
 * - **Order is the rowid.** A letter's rowid is its received time (ms) × 1,024 plus its rank among
 *   the letters of the same millisecond by key (./doc-order.ts), so newest first (received date,
 *   then key, descending: the scan's order) is `ORDER BY rowid DESC`, which FTS5 walks in its own
 *   order: a page never sorts every match, it stops once the page is full.
 * - **Decision 82's rule** (every term a substring of the text): FTS5 narrows to the letters
 *   holding every trigram of the terms of 3+ characters, and `instr` checks each term on those
 *   candidates' texts, only as many as the page (and the capped count) need.
 * - **The count is capped** at TOTAL_CAP (`more` says there are more): a word in most letters
 *   never verifies them all.
 * Positions (`detail=full`, phrases instead of `instr`) made the file 2.5 times larger and the
 * count of a common word read its whole posting list (docs/architecture.md, "The device index").
 * Runs in the index worker (OPFS) and in the unit tests (the node build of sqlite-wasm, in memory).
 */
import type { Database } from "@sqlite.org/sqlite-wasm";
import { placeDoc, trigramsOf } from "./doc-order";

export interface IndexDoc {
  key: string;
  /** ISO date: newest first compares as text. */
  receivedDate: string;
  /** Already folded by `foldForSearch`. */
  text: string;
}

export interface IndexPage {
  keys: string[];
  /** The count of all matches, at most TOTAL_CAP. */
  total: number;
  /** More than `total` letters match (the count stopped at TOTAL_CAP). */
  more: boolean;
}

/** The count stops here: the inbox shows "more than" beyond it. */
export const TOTAL_CAP = 1_000;

/**
 * Positions kept ("full": a term is an FTS5 phrase, the index alone decides) or not ("none", the
 * app's: `instr` checks the candidates). The bench sets `IPO_INDEX_DETAIL` to compare them.
 */
const DETAIL: "full" | "none" = (globalThis as { IPO_INDEX_DETAIL?: "full" | "none" }).IPO_INDEX_DETAIL ?? "none";

/** Bumped when the schema changes: an older file is dropped and filled again by the sync. */
const SCHEMA_VERSION = DETAIL === "full" ? 5 : 4;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS docs (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  received TEXT NOT NULL,
  text TEXT NOT NULL
);
-- case_sensitive 1: the texts and terms are folded already, the tokenizer folds nothing more.
CREATE VIRTUAL TABLE IF NOT EXISTS docs_fts USING fts5 (
  text, content='docs', content_rowid='id', tokenize='trigram case_sensitive 1', detail=${DETAIL}
);
CREATE TRIGGER IF NOT EXISTS docs_ai AFTER INSERT ON docs BEGIN
  INSERT INTO docs_fts (rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER IF NOT EXISTS docs_ad AFTER DELETE ON docs BEGIN
  INSERT INTO docs_fts (docs_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
`;

/** Creates the tables (or drops an older schema's first). */
export function prepareSchema(db: Database): void {
  const version = Number(db.selectValue("PRAGMA user_version") ?? 0);
  if (version !== 0 && version !== SCHEMA_VERSION) {
    db.exec("DROP TABLE IF EXISTS docs_fts; DROP TABLE IF EXISTS docs;");
  }
  db.exec(SCHEMA);
  db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  // 8 MB of page cache (the default is 2 MB): a warm query finds the common trigrams' lists there.
  db.exec("PRAGMA cache_size = -8000");
  // The journal file is kept between transactions (opfs-sahpool hands out a slot per new file).
  db.exec("PRAGMA journal_mode = PERSIST");
  // Fewer flushes per write (an index the sync can fill again; a crash loses at most the last batch).
  db.exec("PRAGMA synchronous = NORMAL");
}

/**
 * SQLite text binding stops at a NUL (the search text separates its parts with U+0000): a line
 * feed stands for it, which a folded text or term never holds (white space folds to a space).
 */
function storable(text: string): string {
  return text.replaceAll("\u0000", "\n");
}

/** Inserts or replaces the docs by key, in one transaction. */
export function upsertDocs(db: Database, docs: readonly IndexDoc[]): void {
  if (docs.length === 0) return;
  db.transaction((tx) => {
    for (const doc of docs) placeDoc(tx, doc.key, doc.receivedDate, storable(doc.text));
  });
}

export function deleteDocs(db: Database, keys: readonly string[]): void {
  if (keys.length === 0) return;
  db.transaction((tx) => {
    const stmt = tx.prepare("DELETE FROM docs WHERE key = ?");
    try {
      for (const key of keys) stmt.bind([key]).stepReset();
    } finally {
      stmt.finalize();
    }
  });
}

export function countDocs(db: Database): number {
  return Number(db.selectValue("SELECT count(*) FROM docs") ?? 0);
}

/**
 * One page of the keys whose text holds every term, newest first (received date, then key, both
 * descending), with the count of all (capped at TOTAL_CAP); null when no term has 3 characters
 * (the index cannot narrow: the caller scans).
 */
export function searchDocs(db: Database, terms: readonly string[], offset: number, limit: number): IndexPage | null {
  const needles = [...new Set(terms.filter((term) => term.length > 0).map(storable))];
  const long = needles.filter((term) => trigramsOf(term).length > 0);
  if (long.length === 0) return null;
  // "full": each long term one FTS5 phrase (its trigrams next to each other), short ones by instr;
  // "none": every trigram required, every term checked by instr. Quotes doubled inside strings.
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const match = DETAIL === "full" ? long.map(quoted).join(" AND ") : [...new Set(long.flatMap(trigramsOf))].map(quoted).join(" AND ");
  const checked = DETAIL === "full" ? needles.filter((term) => !long.includes(term)) : needles;
  // CROSS JOIN keeps FTS5 outside: it walks its matches by rowid, newest first, no sort.
  const from = `FROM docs_fts f CROSS JOIN docs d ON d.id = f.rowid WHERE docs_fts MATCH ?${checked.map(() => " AND instr(d.text, ?) > 0").join("")}`;
  const bind = [match, ...checked];
  const keys = db.exec({
    sql: `SELECT d.key ${from} ORDER BY f.rowid DESC LIMIT ? OFFSET ?`,
    bind: [...bind, Math.max(0, limit), Math.max(0, offset)],
    rowMode: "array",
    returnValue: "resultRows",
  });
  const page = keys.map((row) => String(row[0]));
  const start = Math.max(0, offset);
  // The count: known already when the page ends before it is full; else counted up to the cap.
  let total: number;
  if (page.length > 0 && page.length < limit) total = start + page.length;
  else {
    // Nothing to check on the texts: the index alone counts.
    const counted = checked.length === 0 ? "FROM docs_fts WHERE docs_fts MATCH ?" : from;
    total = Number(db.selectValue(`SELECT count(*) FROM (SELECT 1 ${counted} LIMIT ${TOTAL_CAP + 1})`, bind) ?? 0);
  }
  const more = total > TOTAL_CAP;
  return { keys: page, total: Math.min(total, TOTAL_CAP), more };
}
