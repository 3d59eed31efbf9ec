/**
 * Where a letter sits in the device index (./index-sql.ts): its rowid is its received time in
 * whole seconds × SLOTS plus its rank among the letters of that second (by received text, then
 * key), so the rowid order IS the scan's order (received date, then key); and the trigrams FTS5
 * looks up for a term (the trigram tokenizer's: three code points).
 *
 * Seconds, not milliseconds: FTS5 stores each trigram's letters as rowid deltas (varints), so
 * the rowid's scale is the index's size: ms × 1,024 made the trigram lists 2.4 times those of
 * seconds × 32 (docs/architecture.md, "The device index").
 */
import type { Database } from "@sqlite.org/sqlite-wasm";

/** Letters of the same second; one more is refused (the index stays behind: search scans). */
export const SLOTS = 32;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * The received date's whole seconds, read as UTC whatever zone the text names, so two dates
 * compare as their texts do (the scan compares the ISO texts; within a second, the rank does);
 * 0 when not a date.
 */
export function receivedSeconds(receivedDate: string): number {
  const m = ISO.exec(receivedDate);
  if (!m) return 0;
  const [, y, mo, d, h, mi, s] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)) / 1000;
}

/** A term's distinct trigrams, as FTS5's trigram tokenizer cuts them (none under 3 code points). */
export function trigramsOf(term: string): string[] {
  const points = [...term];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= points.length; i++) grams.add(points.slice(i, i + 3).join(""));
  return [...grams];
}

interface Row {
  id: number;
  key: string;
  received: string;
  text: string;
}

function rowsBetween(db: Database, from: number, to: number): Row[] {
  return db.exec({ sql: "SELECT id, key, received, text FROM docs WHERE id BETWEEN ? AND ? ORDER BY id", bind: [from, to], rowMode: "object", returnValue: "resultRows" }) as unknown as Row[];
}

/** The scan's order, oldest first: received text, then key. */
const before = (a: Pick<Row, "key" | "received">, b: Pick<Row, "key" | "received">) => a.received < b.received || (a.received === b.received && a.key < b.key);

const insert = (db: Database, row: Row) => db.exec({ sql: "INSERT INTO docs (id, key, received, text) VALUES (?, ?, ?, ?)", bind: [row.id, row.key, row.received, row.text] });

/**
 * Inserts the letter (or replaces the one with its key) at its place; the letters of the same
 * second are renumbered in order when it falls between them. Unchanged letters are left.
 * False (nothing written) when its second holds SLOTS letters already. Runs inside the caller's
 * transaction.
 */
export function placeDoc(db: Database, key: string, received: string, text: string): boolean {
  const old = db.exec({ sql: "SELECT id, received, text FROM docs WHERE key = ?", bind: [key], rowMode: "object", returnValue: "resultRows" })[0] as unknown as Row | undefined;
  if (old && old.received === received && old.text === text) return true;
  if (old) db.exec({ sql: "DELETE FROM docs WHERE id = ?", bind: [old.id] });
  const base = receivedSeconds(received) * SLOTS;
  const same = rowsBetween(db, base, base + SLOTS - 1);
  const last = same.at(-1);
  const row = { id: 0, key, received, text };
  if (!last || (before(last, row) && last.id < base + SLOTS - 1)) {
    insert(db, { ...row, id: last ? last.id + 1 : base });
    return true;
  }
  if (same.length >= SLOTS) return false;
  // Falls between letters of its second: all of them again, in order.
  db.exec({ sql: "DELETE FROM docs WHERE id BETWEEN ? AND ?", bind: [base, base + SLOTS - 1] });
  const all = [...same, row].sort((a, b) => (before(a, b) ? -1 : 1));
  all.forEach((each, rank) => insert(db, { ...each, id: base + rank }));
  return true;
}
