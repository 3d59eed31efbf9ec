/**
 * Where a letter sits in the device index (./index-sql.ts): its rowid is its received time in
 * milliseconds × SLOTS plus its rank by key among the letters of that millisecond, so the
 * rowid order IS the scan's order (received date, then key); and the trigrams FTS5 looks up for
 * a term (the trigram tokenizer's: three code points).
 */
import type { Database } from "@sqlite.org/sqlite-wasm";

/** Letters of the same millisecond (beyond it two letters would share a rowid: never seen). */
const SLOTS = 1024;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?/;

/**
 * The received date's digits as milliseconds, read as UTC whatever zone the text names, so two
 * dates compare as their texts do (the scan compares the ISO texts); 0 when not a date.
 */
export function receivedMs(receivedDate: string): number {
  const m = ISO.exec(receivedDate);
  if (!m) return 0;
  const [, y, mo, d, h, mi, s, ms] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), Number((ms ?? "0").padEnd(3, "0")));
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

/**
 * Inserts the letter (or replaces the one with its key) at its place; the letters of the same
 * millisecond are renumbered in key order when it falls between them. Unchanged letters are left.
 * Runs inside the caller's transaction.
 */
export function placeDoc(db: Database, key: string, received: string, text: string): void {
  const old = db.exec({ sql: "SELECT id, received, text FROM docs WHERE key = ?", bind: [key], rowMode: "object", returnValue: "resultRows" })[0] as unknown as Row | undefined;
  if (old && old.received === received && old.text === text) return;
  if (old) db.exec({ sql: "DELETE FROM docs WHERE id = ?", bind: [old.id] });
  const base = receivedMs(received) * SLOTS;
  const same = rowsBetween(db, base, base + SLOTS - 1);
  const last = same.at(-1);
  if (!last || (last.key < key && last.id < base + SLOTS - 1)) {
    db.exec({ sql: "INSERT INTO docs (id, key, received, text) VALUES (?, ?, ?, ?)", bind: [last ? last.id + 1 : base, key, received, text] });
    return;
  }
  // Falls between letters of its millisecond: all of them again, in key order.
  db.exec({ sql: "DELETE FROM docs WHERE id BETWEEN ? AND ?", bind: [base, base + SLOTS - 1] });
  const all = [...same, { id: 0, key, received, text }].sort((a, b) => (a.key < b.key ? -1 : 1));
  all.forEach((row, rank) => db.exec({ sql: "INSERT INTO docs (id, key, received, text) VALUES (?, ?, ?, ?)", bind: [base + rank, row.key, row.received, row.text] }));
}
