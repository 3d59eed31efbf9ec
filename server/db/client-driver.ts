/**
 * The driver for a libsql server (`libsql:`, `http(s):`, `ws(s):` URLs): @libsql/client as it
 * is. Local files go through local-driver.ts instead, which skips @libsql/client's per-call
 * prepare and row objects; this one also opens `file:` URLs, which the tests use to compare.
 */
import { createClient, type Client, type ResultSet } from "@libsql/client";
import type { DbDriver, RunResult, SqlArgs, SqlRow, Statement } from "./driver";

function runResultOf(rs: ResultSet): RunResult {
  return { changes: rs.rowsAffected, lastId: rs.lastInsertRowid === undefined ? null : Number(rs.lastInsertRowid) };
}

export class ClientDriver implements DbDriver {
  private readonly client: Client;

  constructor(url: string) {
    this.client = createClient({ url });
  }

  async all(sql: string, args: SqlArgs): Promise<SqlRow[]> {
    const rs = await this.client.execute({ sql, args });
    // The spread keeps the columns (enumerable) and drops the row's index properties and length.
    return rs.rows.map((row) => ({ ...row }));
  }

  async run(sql: string, args: SqlArgs): Promise<RunResult> {
    return runResultOf(await this.client.execute({ sql, args }));
  }

  async batch(statements: Statement[]): Promise<RunResult[]> {
    const results = await this.client.batch(
      statements.map((s) => ({ sql: s.sql, args: s.args ?? [] })),
      // "write" is BEGIN IMMEDIATE: the write lock is taken up front, not on the first write.
      "write",
    );
    return results.map(runResultOf);
  }

  close(): void {
    this.client.close();
  }
}
