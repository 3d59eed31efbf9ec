/**
 * The device index's walks (./index-sql.ts `searchDocs`): a query's rows stepped newest first
 * into one page and the count, and the number fragments' way past the candidate budget, through
 * each letter's digit tokens (table `nums`, filled by a trigger calling `digitTokens`).
 */
import type { Database } from "@sqlite.org/sqlite-wasm";

/** The page's place among the matches (`start` to `end`), rows read at most, matches counted at most (+ 1). */
export interface Bounds {
  start: number;
  end: number;
  budget: number;
  cap: number;
}

/** The distinct tokens of a folded text (space- or part-separated) that hold a digit, joined by spaces. */
export function digitTokens(text: string): string {
  return [...new Set(text.split(/[ \n]+/).filter((token) => /\d/.test(token)))].join(" ");
}

export interface Walked {
  page: (string | number)[];
  matches: number;
  candidates: number;
}

/**
 * Past the budget, where the terms hold a digit (a number fragment whose trigrams are in most
 * letters): every letter's digit tokens are checked for those terms, newest first, and the other
 * terms on the texts of the few letters found. A term without spaces lies within one token, so
 * a term with a digit lies within a token that holds one: the answer is the rule's. Null when no
 * term holds a digit (the caller scans).
 */
export function byDigitTokens(db: Database, needles: readonly string[], bounds: Omit<Bounds, "budget">): Walked | null {
  const digits = needles.filter((term) => /\d/.test(term));
  if (digits.length === 0) return null;
  const others = needles.filter((term) => !/\d/.test(term));
  const checks = others.length === 0 ? "1" : others.map(() => "instr(d.text, ?) > 0").join(" AND ");
  const sql = `SELECT d.key, ${checks} FROM nums n CROSS JOIN docs d ON d.id = n.id WHERE ${digits.map(() => "instr(n.tokens, ?) > 0").join(" AND ")} ORDER BY n.id DESC`;
  return walk(db, sql, [...others, ...digits], { ...bounds, budget: Number.POSITIVE_INFINITY });
}

/**
 * Steps a query whose rows are (key or rowid, whether it matches), newest first, until
 * `cap` + 1 matches: the page's keys between `start` and `end` and the count; null past
 * `budget` rows.
 */
export function walk(db: Database, sql: string, bind: readonly string[], { start, end, budget, cap }: Bounds): Walked | null {
  const page: (string | number)[] = [];
  let matches = 0;
  let candidates = 0;
  const stmt = db.prepare(sql);
  try {
    stmt.bind([...bind]);
    while (matches <= cap && stmt.step()) {
      if (++candidates > budget) return null;
      if (!stmt.getInt(1)) continue;
      if (matches >= start && matches < end) page.push(stmt.get(0) as string | number);
      matches++;
    }
  } finally {
    stmt.finalize();
  }
  return { page, matches, candidates };
}
