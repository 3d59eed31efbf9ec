/**
 * The device index's SQL (issue 28): one SQLite database per account, its letters' folded
 * search texts in `docs` and an FTS5 trigram index over them (`docs_fts`, external content: the
 * text is stored once). Decision 82's rule, every term a substring of the text: a term of 3+
 * characters is an FTS5 phrase of its trigrams (with positions, so the index alone decides);
 * shorter terms filter those candidates with `instr`. An index without positions (`detail=none`,
 * each term checked with `instr` on the letters holding its trigrams) was 7 times smaller but read
 * the texts of nearly every letter for common words: 6–12 s a query at 50,000 letters
 * (docs/architecture.md, "The device index"). Runs in the index worker (OPFS) and in the unit
 * tests (the node build of sqlite-wasm, in memory).
 */
import type { Database } from "@sqlite.org/sqlite-wasm";

export interface IndexDoc {
  key: string;
  /** ISO date: newest first compares as text. */
  receivedDate: string;
  /** Already folded by `foldForSearch`. */
  text: string;
}

export interface IndexPage {
  keys: string[];
  total: number;
}

/** Bumped when the schema changes: an older file is dropped and filled again by the sync. */
const SCHEMA_VERSION = 3;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS docs (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  received TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS docs_newest ON docs (received DESC, key DESC);
-- case_sensitive 1: the texts and terms are folded already, the tokenizer folds nothing more,
-- so a phrase matches exactly where JavaScript's includes() does.
CREATE VIRTUAL TABLE IF NOT EXISTS docs_fts USING fts5 (
  text, content='docs', content_rowid='id', tokenize='trigram case_sensitive 1'
);
CREATE TRIGGER IF NOT EXISTS docs_ai AFTER INSERT ON docs BEGIN
  INSERT INTO docs_fts (rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER IF NOT EXISTS docs_ad AFTER DELETE ON docs BEGIN
  INSERT INTO docs_fts (docs_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
CREATE TRIGGER IF NOT EXISTS docs_au AFTER UPDATE OF text ON docs BEGIN
  INSERT INTO docs_fts (docs_fts, rowid, text) VALUES ('delete', old.id, old.text);
  INSERT INTO docs_fts (rowid, text) VALUES (new.id, new.text);
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
    const stmt = tx.prepare(
      `INSERT INTO docs (key, received, text) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET received = excluded.received, text = excluded.text
       WHERE docs.received <> excluded.received OR docs.text <> excluded.text`,
    );
    try {
      for (const doc of docs) stmt.bind([doc.key, doc.receivedDate, storable(doc.text)]).stepReset();
    } finally {
      stmt.finalize();
    }
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

/** Length in Unicode code points (what the trigram tokenizer counts). */
function codePoints(term: string): number {
  return [...term].length;
}

/**
 * One page of the keys whose text holds every term, newest first (received date, then key, both
 * descending), with the count of all; null when no term has 3 characters (the index cannot
 * narrow: the caller scans).
 */
export function searchDocs(db: Database, terms: readonly string[], offset: number, limit: number): IndexPage | null {
  const needles = [...new Set(terms.filter((term) => term.length > 0).map(storable))];
  const long = needles.filter((term) => codePoints(term) >= 3);
  const short = needles.filter((term) => codePoints(term) < 3);
  if (long.length === 0) return null;
  // Each term one FTS5 phrase (quotes doubled inside): its trigrams next to each other.
  const match = long.map((term) => `"${term.replaceAll('"', '""')}"`).join(" AND ");
  const from = `FROM docs d WHERE d.id IN (SELECT rowid FROM docs_fts WHERE docs_fts MATCH ?)${short.map(() => " AND instr(d.text, ?) > 0").join("")}`;
  const bind = [match, ...short];
  // One pass: the page's rows carry the count of every match.
  const rows = db.exec({
    sql: `SELECT d.key, count(*) OVER () ${from} ORDER BY d.received DESC, d.key DESC LIMIT ? OFFSET ?`,
    bind: [...bind, Math.max(0, limit), Math.max(0, offset)],
    rowMode: "array",
    returnValue: "resultRows",
  });
  if (rows.length > 0) return { keys: rows.map((row) => String(row[0])), total: Number(rows[0]?.[1] ?? 0) };
  // Past the last page (or a page of 0): the count alone.
  return { keys: [], total: Number(db.selectValue(`SELECT count(*) ${from}`, bind) ?? 0) };
}
