/**
 * What the Db class (client.ts) asks of the connection under it. Two drivers answer: the native
 * libsql driver for `file:` databases (local-driver.ts) and @libsql/client for a libsql server
 * (client-driver.ts); repositories see neither.
 */
import type { InValue } from "@libsql/client";

export type SqlValue = InValue;
export type SqlArgs = SqlValue[] | Record<string, SqlValue>;

export interface Statement {
  sql: string;
  args?: SqlArgs;
}

export interface RunResult {
  changes: number;
  lastId: number | null;
}

/** A row as plain data: one property per result column, integers as numbers, BLOBs as ArrayBuffers. */
export type SqlRow = Record<string, unknown>;

export interface DbDriver {
  /** Every row of a statement (none for a statement that returns no rows). */
  all(sql: string, args: SqlArgs): Promise<SqlRow[]>;
  run(sql: string, args: SqlArgs): Promise<RunResult>;
  /** The statements in one write transaction (`BEGIN IMMEDIATE`), rolled back when one fails. */
  batch(statements: Statement[]): Promise<RunResult[]>;
  close(): void;
}
