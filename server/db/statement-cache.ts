/**
 * Prepared statements of the local driver, kept by their SQL text. Preparing is the largest cost
 * of a call through @libsql/client (it prepares every statement anew); here a statement is
 * prepared once and reused, the least recently used dropped beyond a bound, since some SQL is
 * built from the request (filters, sort columns).
 *
 * libsql resets a statement before it runs again (run, iterate), so a statement left part-read
 * cannot leak into the next call; its bindings, though, outlive the reset (see CachedStatement.bound).
 */
import type Database from "libsql";
import { LRUCache } from "lru-cache";
import { hasPlainColumnNames } from "./sql-values";

/**
 * The server has about 230 places that run SQL, some building it from filters and sorts: 500
 * keeps the texts in use, at a few KB of memory per prepared statement.
 */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

/** A statement that changes the schema: the cached ones may then describe an older one. */
const SCHEMA_CHANGE = /^\s*(?:(?:--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)\s*)*(?:CREATE|ALTER|DROP)\b/i;

export interface CachedStatement {
  readonly sql: string;
  readonly stmt: Database.Statement;
  /** It returns rows (SELECT, RETURNING, most PRAGMAs): read with all(), reported as changing nothing. */
  readonly reader: boolean;
  /** Its columns' names need @libsql/client's own row building (raw rows, see exactRowFromSql). */
  readonly exactRows: boolean;
  /** CREATE, ALTER or DROP: the cache is emptied once it has run. */
  readonly changesSchema: boolean;
  /**
   * The most positional arguments bound so far. A later call with fewer is padded with NULLs up
   * to it: a fresh statement binds NULL to what it is not given, a reused one would keep old values.
   */
  bound: number;
}

function prepare(db: Database.Database, sql: string): CachedStatement {
  // Throws for SQL that does not compile: nothing is cached then.
  const stmt = db.prepare(sql);
  // Integers as bigints, so that one beyond 2^53 is refused (integerFromSql) instead of rounded.
  stmt.safeIntegers(true);
  const reader = stmt.reader;
  const exactRows = reader && !hasPlainColumnNames(stmt.columns().map((column) => column.name));
  // Rows as arrays, built into objects in JavaScript; the default builds objects natively.
  if (exactRows) stmt.raw(true);
  return { sql, stmt, reader, exactRows, changesSchema: SCHEMA_CHANGE.test(sql), bound: 0 };
}

export class StatementCache {
  /** The least recently used statement goes first beyond `capacity` (lru-cache, as the calendar feeds' cache). */
  private readonly entries: LRUCache<string, CachedStatement>;

  constructor(
    private readonly db: Database.Database,
    readonly capacity = DEFAULT_STATEMENT_CACHE_SIZE,
  ) {
    this.entries = new LRUCache({ max: capacity });
  }

  /** The prepared statement for this SQL, prepared now if it is not kept. */
  get(sql: string): CachedStatement {
    const kept = this.entries.get(sql);
    if (kept) return kept;
    const entry = prepare(this.db, sql);
    this.entries.set(sql, entry);
    return entry;
  }

  has(sql: string): boolean {
    return this.entries.has(sql);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every statement; libsql finalizes them when they are collected. */
  clear(): void {
    this.entries.clear();
  }
}
