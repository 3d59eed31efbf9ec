/**
 * The device index's SQL: one SQLite database per account, its letters' folded
 * search texts in `docs` and an FTS5 trigram index over them (`docs_fts`, external content: the
 * text is stored once, without positions: `detail=none`).
 *
 * - **Order is the rowid.** A letter's rowid is its received second × 32 plus its rank within
 *   that second (./doc-order.ts), so newest first (received date, then key, descending: the
 *   scan's order) is `ORDER BY rowid DESC`, which FTS5 walks in its own order: a page never sorts
 *   every match.
 * - **Decision 82's rule** (every term a substring of the text): FTS5 narrows to the letters
 *   holding every trigram of the terms of 3+ characters; `instr` checks the other terms on those
 *   candidates' texts (a term of exactly 3 characters is its own trigram: FTS5 decides it).
 * - **One walk** gives the page and the count, stepped here: it stops at TOTAL_CAP + 1 matches
 *   (`more`); past CANDIDATE_BUDGET candidates, where reading their texts costs more than the
 *   scan (a number fragment whose trigrams are in most letters: docs/architecture.md, "The device
 *   index"), the terms with a digit are checked on each letter's digit tokens (`nums`, a small
 *   table read fast and kept in the page cache) instead, and without such a term it gives up
 *   (null: the caller scans).
 * - **The letter count** is kept by triggers in `meta`, so asking it reads one row.
 * Runs in the index worker (OPFS) and in the unit tests (the node build of sqlite-wasm, in memory).
 */
import type { Database } from "@sqlite.org/sqlite-wasm";
import { placeDoc, trigramsOf } from "./doc-order";
import { byDigitTokens, digitTokens, walk } from "./index-walk";

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
  /** Letters FTS5 gave as candidates (what the walk cost: the bench reports it). */
  candidates: number;
  /** Milliseconds of the walk in SQLite (the bench's split from the worker's messages). */
  sqlMs: number;
  /**
   * The letters the index holds (`countDocs`), read with the walk: the caller's check that the
   * index holds every stored letter needs no message of its own.
   */
  letters: number;
}

/** The count stops here: the inbox shows "more than" beyond it. */
export const TOTAL_CAP = 1_000;

/** Bumped when the schema changes: an older file is dropped and filled again by the sync. */
const SCHEMA_VERSION = 9;

/**
 * SQLite's page in bytes (the wasm build's default: 8,192). OPFS costs per read and write more
 * than per byte: a walk reads the newest texts (1–3 kB each, stored in rowid order) in fewer
 * reads, a batch writes fewer pages, a page holds less left over; not 64 KiB, whose pages a walk
 * over a rare word's letters (one text a page) read by the dozen MB, pushing the newest texts
 * out of the page cache (docs/architecture.md, "The device index").
 */
export const PAGE_SIZE = 16_384;

/** The journal's size kept between transactions (PRAGMA journal_size_limit). */
const JOURNAL_BYTES = 1_048_576;

/** Candidates checked before the walk gives up (null: the caller scans). */
export const CANDIDATE_BUDGET = 4_000;

/**
 * The budget when a term holds a digit: past it the letters' digit tokens answer (a small
 * table, read in a few ms once cached), so a number fragment whose trigrams are common does not
 * read thousands of texts first (4,000 took 0.7 s of the 0.8–1.0 s such a search took).
 */
export const DIGIT_CANDIDATE_BUDGET = 500;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS docs (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  received TEXT NOT NULL,
  text TEXT NOT NULL
);
-- case_sensitive 1: the texts and terms are folded already, the tokenizer folds nothing more.
CREATE VIRTUAL TABLE IF NOT EXISTS docs_fts USING fts5 (
  text, content='docs', content_rowid='id', tokenize='trigram case_sensitive 1', detail=none
);
CREATE TABLE IF NOT EXISTS meta (id INTEGER PRIMARY KEY CHECK (id = 1), letters INTEGER NOT NULL);
INSERT OR IGNORE INTO meta (id, letters) VALUES (1, 0);
CREATE TRIGGER IF NOT EXISTS docs_ai AFTER INSERT ON docs BEGIN
  INSERT INTO docs_fts (rowid, text) VALUES (new.id, new.text);
  UPDATE meta SET letters = letters + 1;
END;
CREATE TRIGGER IF NOT EXISTS docs_ad AFTER DELETE ON docs BEGIN
  INSERT INTO docs_fts (docs_fts, rowid, text) VALUES ('delete', old.id, old.text);
  DELETE FROM nums WHERE id = old.id;
  UPDATE meta SET letters = letters - 1;
END;
-- Each letter's tokens that hold a digit (numbers, dates, amounts), apart from the texts: a
-- number fragment whose trigrams are in most letters is checked here (about 200 bytes a letter).
CREATE TABLE IF NOT EXISTS nums (id INTEGER PRIMARY KEY, tokens TEXT NOT NULL);
CREATE TRIGGER IF NOT EXISTS docs_ai_nums AFTER INSERT ON docs BEGIN
  INSERT INTO nums (id, tokens) VALUES (new.id, digit_tokens(new.text));
END;
`;

/** Creates the tables (or drops an older schema's first). */
export function prepareSchema(db: Database): void {
  const version = Number(db.selectValue("PRAGMA user_version") ?? 0);
  if (version !== 0 && version !== SCHEMA_VERSION) {
    db.exec("DROP TABLE IF EXISTS docs_fts; DROP TABLE IF EXISTS docs; DROP TABLE IF EXISTS meta; DROP TABLE IF EXISTS nums;");
  }
  if (version !== SCHEMA_VERSION) {
    // The page size, and free pages given back after a merge (mergeStep); set before the tables
    // (VACUUM applies both to a file an older schema left, empty by now).
    db.exec(`PRAGMA page_size = ${PAGE_SIZE}`);
    db.exec("PRAGMA auto_vacuum = INCREMENTAL");
    if (version !== 0) db.exec("VACUUM");
  }
  // The digit tokens' trigger calls it: registered on every open, before any write.
  db.createFunction("digit_tokens", (_ctx: number, text: unknown) => digitTokens(String(text ?? "")), { deterministic: true });
  // A file of this schema writes nothing on opening (each write is a journalled transaction).
  if (version !== SCHEMA_VERSION) {
    db.exec(SCHEMA);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  }
  // 24 MB of page cache (the default is 2 MB): the newest WARM_LETTERS texts (about 10 MB) read
  // in after opening, and the common trigrams' lists a query reads.
  db.exec("PRAGMA cache_size = -24000");
  // The journal file is kept between transactions (opfs-sahpool hands out a slot per new file).
  db.exec("PRAGMA journal_mode = PERSIST");
  // ...but cut back to 1 MB after a transaction that grew it: kept whole, the journal of the
  // merge's last step stayed in OPFS at its largest (about 5 MB at 10,000 letters).
  db.exec(`PRAGMA journal_size_limit = ${JOURNAL_BYTES}`);
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
  // A letter refused (its second full) is left out: the counts differ, search scans.
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

/**
 * Leaf pages of FTS5 segments one merge step writes: a search that arrives during a step waits
 * for its end. Steps of 200 pages took 0.3–1.4 s each on an index of 50,000 letters just filled
 * (the first search on a page reloaded then waited for one); 64 keep a step to a few hundred ms.
 */
const MERGE_PAGES = 64;

/**
 * One bounded step of merging the index's segments into one (FTS5's 'merge' with a negative
 * count: every segment eligible, as 'optimize' does, a step at a time); false when there was
 * nothing left to merge. Each write adds a segment; a term's letters spread over many segments
 * cost a seek in each on every query (docs/architecture.md, "The device index").
 */
export function mergeStep(db: Database): boolean {
  const before = db.changes(true);
  db.exec(`INSERT INTO docs_fts (docs_fts, rank) VALUES ('merge', ${-MERGE_PAGES})`);
  // FTS5: fewer than 2 changes means the merge found no work; the pages the old segments held
  // are then given back to the disk (auto_vacuum: a merge would otherwise leave the file double).
  if (db.changes(true) - before >= 2) return true;
  db.exec("PRAGMA incremental_vacuum");
  return false;
}

/** Letters read into the page cache after the file opens (the newest: a search walks from them). */
export const WARM_LETTERS = 5_000;
const WARM_STEP = 100;

/**
 * Reads the texts of up to WARM_STEP letters below rowid `below` (newest first) into SQLite's
 * page cache; the rowid to go on from, or null when WARM_LETTERS are read or none is left.
 */
export function warmStep(db: Database, below: number): number | null {
  const [row] = db.exec({
    sql: `SELECT min(id), count(*), sum(length(text)) FROM (SELECT id, text FROM docs WHERE id < ? ORDER BY id DESC LIMIT ${WARM_STEP})`,
    bind: [below],
    rowMode: "array",
    returnValue: "resultRows",
  });
  const [next, read] = (row ?? []) as [number | null, number];
  if (next === null || read < WARM_STEP) return null;
  const warmed = Number(db.selectValue("SELECT count(*) FROM docs WHERE id >= ?", [next]) ?? 0);
  return warmed >= WARM_LETTERS ? null : next;
}

export function countDocs(db: Database): number {
  return Number(db.selectValue("SELECT letters FROM meta") ?? 0);
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * One page of the keys whose text holds every term, newest first (received date, then key, both
 * descending), with the count of all (capped at TOTAL_CAP); null when no term has 3 characters
 * (the index cannot narrow) or past CANDIDATE_BUDGET candidates with no term holding a digit:
 * the caller scans.
 */
export function searchDocs(db: Database, terms: readonly string[], offset: number, limit: number): IndexPage | null {
  const needles = [...new Set(terms.filter((term) => term.length > 0).map(storable))];
  const long = needles.filter((term) => trigramsOf(term).length > 0);
  if (long.length === 0) return null;
  const match = [...new Set(long.flatMap(trigramsOf))].map(quoted).join(" AND ");
  const checked = needles.filter((term) => [...term].length !== 3);
  // CROSS JOIN keeps FTS5 outside: it walks its matches by rowid, newest first, no sort. With
  // nothing to check, the texts are not read at all (the page's keys are looked up after).
  const sql =
    checked.length === 0
      ? "SELECT rowid, 1 FROM docs_fts WHERE docs_fts MATCH ? ORDER BY rowid DESC"
      : `SELECT d.key, ${checked.map(() => "instr(d.text, ?) > 0").join(" AND ")} FROM docs_fts f CROSS JOIN docs d ON d.id = f.rowid WHERE docs_fts MATCH ? ORDER BY f.rowid DESC`;
  const start = Math.max(0, offset);
  const end = start + Math.max(0, limit);
  const t0 = performance.now();
  const budget = needles.some((term) => /\d/.test(term)) ? DIGIT_CANDIDATE_BUDGET : CANDIDATE_BUDGET;
  const walked = walk(db, sql, [...checked, match], { start, end, budget, cap: TOTAL_CAP });
  const found = walked ?? byDigitTokens(db, needles, { start, end, cap: TOTAL_CAP });
  if (!found) return null;
  const byRowid = walked !== null && checked.length === 0;
  const keys = byRowid ? found.page.map((id) => String(db.selectValue("SELECT key FROM docs WHERE id = ?", [id]))) : found.page.map(String);
  return { keys, total: Math.min(found.matches, TOTAL_CAP), more: found.matches > TOTAL_CAP, candidates: found.candidates, sqlMs: performance.now() - t0, letters: countDocs(db) };
}
