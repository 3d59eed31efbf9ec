/**
 * Small typed layer over @libsql/client. Repositories write plain SQL and declare the
 * row shape they read; this module only runs statements and hides libsql's row objects.
 */
import { mkdirSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import { createClient, type Client, type InValue } from "@libsql/client";

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

export class Db {
  constructor(private readonly client: Client) {}

  /** Every row of a query, typed as the caller's row shape. */
  async all<T>(sql: string, args: SqlArgs = []): Promise<T[]> {
    const rs = await this.client.execute({ sql, args });
    return rs.rows.map((row) => ({ ...row }) as unknown as T);
  }

  /** The first row, or undefined. */
  async first<T>(sql: string, args: SqlArgs = []): Promise<T | undefined> {
    const rows = await this.all<T>(sql, args);
    return rows[0];
  }

  async run(sql: string, args: SqlArgs = []): Promise<RunResult> {
    const rs = await this.client.execute({ sql, args });
    return { changes: rs.rowsAffected, lastId: rs.lastInsertRowid === undefined ? null : Number(rs.lastInsertRowid) };
  }

  /** Runs the statements in one write transaction; what each one changed. */
  async batch(statements: Statement[]): Promise<RunResult[]> {
    if (statements.length === 0) return [];
    const results = await this.client.batch(
      statements.map((s) => ({ sql: s.sql, args: s.args ?? [] })),
      "write",
    );
    return results.map((rs) => ({ changes: rs.rowsAffected, lastId: rs.lastInsertRowid === undefined ? null : Number(rs.lastInsertRowid) }));
  }

  close(): void {
    this.client.close();
  }
}

/** For `file:` URLs, creates the folder of the database file. */
function ensureFolder(url: string): void {
  if (!url.startsWith("file:")) return;
  const path = url.slice("file:".length).split("?")[0] ?? "";
  if (path === "" || path === ":memory:") return;
  const absolute = isAbsolute(path) ? path : resolve(process.cwd(), path);
  mkdirSync(dirname(absolute), { recursive: true });
}

export async function openDatabase(url: string): Promise<Db> {
  ensureFolder(url);
  const client = createClient({ url });
  if (url.startsWith("file:")) {
    // WAL lets readers run beside the single writer; the timeout rides out short write locks.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA busy_timeout = 5000");
  }
  return new Db(client);
}
