/**
 * The driver for `file:` databases: the `libsql` package (the better-sqlite3-like native driver
 * that @libsql/client itself uses for local files) on one connection, with prepared statements
 * kept (statement-cache.ts). Going through @libsql/client cost a prepare, two column listings
 * and a defineProperty per value on every call; the results here are the same (sql-values.ts),
 * and so are the errors: LibsqlError with the SQLite code, LibsqlBatchError inside a batch,
 * CLIENT_CLOSED once closed.
 *
 * Every call runs synchronously to its end, so calls never interleave on the connection, and
 * a batch's transaction is never seen by another call.
 */
import Database from "libsql";
import { LibsqlBatchError, LibsqlError } from "@libsql/client";
import type { DbDriver, RunResult, SqlArgs, SqlRow, Statement } from "./driver";
import { argsToSql, exactRowFromSql, plainRowFromSql, type BoundArgs } from "./sql-values";
import { DEFAULT_STATEMENT_CACHE_SIZE, StatementCache, type CachedStatement } from "./statement-cache";

const SQLITE_ERROR_CODES = [
  "SQLITE_OK", "SQLITE_ERROR", "SQLITE_INTERNAL", "SQLITE_PERM", "SQLITE_ABORT", "SQLITE_BUSY", "SQLITE_LOCKED",
  "SQLITE_NOMEM", "SQLITE_READONLY", "SQLITE_INTERRUPT", "SQLITE_IOERR", "SQLITE_CORRUPT", "SQLITE_NOTFOUND",
  "SQLITE_FULL", "SQLITE_CANTOPEN", "SQLITE_PROTOCOL", "SQLITE_EMPTY", "SQLITE_SCHEMA", "SQLITE_TOOBIG",
  "SQLITE_CONSTRAINT", "SQLITE_MISMATCH", "SQLITE_MISUSE", "SQLITE_NOLFS", "SQLITE_AUTH", "SQLITE_FORMAT",
  "SQLITE_RANGE", "SQLITE_NOTADB", "SQLITE_NOTICE", "SQLITE_WARNING",
];

/** SQLite's base code of an extended one (base | extended << 8), named as @libsql/client names it. */
function baseCode(rawCode: number | undefined): string {
  if (rawCode === undefined) return "SQLITE_UNKNOWN";
  const base = rawCode & 0xff;
  return (base > 0 ? SQLITE_ERROR_CODES[base] : undefined) ?? `SQLITE_UNKNOWN_${base.toString()}`;
}

/** libsql's SqliteError as @libsql/client reports it; any other error as it is. */
function mapSqliteError(e: unknown): unknown {
  if (e instanceof Database.SqliteError) return new LibsqlError(e.message, baseCode(e.rawCode), e.code, e.rawCode, e);
  return e;
}

/** An error of a batch's statement, with the statement's index, as @libsql/client's batch reports it. */
function batchError(e: unknown, index: number): unknown {
  if (e instanceof LibsqlBatchError || !(e instanceof LibsqlError)) return e;
  return new LibsqlBatchError(e.message, index, e.code, e.extendedCode, e.rawCode, e.cause instanceof Error ? e.cause : undefined);
}

interface Outcome {
  rows: SqlRow[];
  result: RunResult;
}

const NO_ARGS: BoundArgs = [];

export class LocalDriver implements DbDriver {
  private readonly db: Database.Database;
  readonly statements: StatementCache;
  private closed = false;

  constructor(path: string, cacheSize = DEFAULT_STATEMENT_CACHE_SIZE) {
    this.db = new Database(path);
    this.statements = new StatementCache(this.db, cacheSize);
  }

  async all(sql: string, args: SqlArgs): Promise<SqlRow[]> {
    return this.call(sql, args).rows;
  }

  async run(sql: string, args: SqlArgs): Promise<RunResult> {
    return this.call(sql, args).result;
  }

  async batch(statements: Statement[]): Promise<RunResult[]> {
    this.checkOpen();
    try {
      this.execute("BEGIN IMMEDIATE", NO_ARGS);
      const results: RunResult[] = [];
      for (const [index, statement] of statements.entries()) {
        try {
          // A statement may have ended the transaction (COMMIT, or an error SQLite rolls back itself).
          if (!this.db.inTransaction) throw new LibsqlBatchError("The transaction has been rolled back", index, "TRANSACTION_CLOSED");
          results.push(this.execute(statement.sql, argsToSql(statement.args ?? [])).result);
        } catch (e) {
          throw batchError(e, index);
        }
      }
      this.execute("COMMIT", NO_ARGS);
      return results;
    } finally {
      this.endTransaction();
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.statements.clear();
    // libsql closes the connection once the statements prepared on it are collected too.
    this.db.close();
  }

  /** One statement outside a batch. */
  private call(sql: string, args: SqlArgs): Outcome {
    this.checkOpen();
    try {
      return this.execute(sql, argsToSql(args));
    } finally {
      this.endTransaction();
    }
  }

  /** Runs a statement (arguments already converted), its SQLite errors as LibsqlErrors. */
  private execute(sql: string, args: BoundArgs): Outcome {
    try {
      const entry = this.statements.get(sql);
      const bound = this.padded(entry, args);
      if (entry.reader) return { rows: this.rowsOf(entry, bound), result: { changes: 0, lastId: null } };
      const info = entry.stmt.run(bound);
      if (entry.changesSchema) this.statements.clear();
      return { rows: [], result: { changes: info.changes, lastId: Number(info.lastInsertRowid) } };
    } catch (e) {
      throw mapSqliteError(e);
    }
  }

  private rowsOf(entry: CachedStatement, args: BoundArgs): SqlRow[] {
    if (!entry.exactRows) return (entry.stmt.all(args) as SqlRow[]).map(plainRowFromSql);
    const columns = entry.stmt.columns().map((column) => column.name);
    return (entry.stmt.all(args) as unknown[][]).map((values) => exactRowFromSql(values, columns));
  }

  /** Positional arguments padded with NULLs to the most this statement was given (see CachedStatement.bound). */
  private padded(entry: CachedStatement, args: BoundArgs): BoundArgs {
    if (!Array.isArray(args)) return args;
    if (args.length >= entry.bound) {
      entry.bound = args.length;
      return args;
    }
    const padded = [...args];
    while (padded.length < entry.bound) padded.push(null);
    return padded;
  }

  /**
   * Rolls back a transaction left open: by a failed batch, or by a caller's own BEGIN (which
   * @libsql/client rolled back too when its connection went back to the pool).
   */
  private endTransaction(): void {
    if (!this.db.inTransaction) return;
    try {
      this.execute("ROLLBACK", NO_ARGS);
    } catch {
      // The statement's own error is the one to report.
    }
    // Statements prepared inside the transaction may have seen a schema it changed.
    this.statements.clear();
  }

  private checkOpen(): void {
    // Also guards the native calls: a kept statement would still run on a closed database.
    if (this.closed) throw new LibsqlError("The client is closed", "CLIENT_CLOSED");
  }
}
