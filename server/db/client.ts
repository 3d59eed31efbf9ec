/**
 * Small typed layer over the database. Repositories write plain SQL and declare the row shape
 * they read; this module only runs statements and hides the driver's row objects. `file:`
 * databases run on the native libsql driver with kept prepared statements (local-driver.ts); a
 * libsql server's URL goes through @libsql/client (client-driver.ts).
 */
import { ClientDriver } from "./client-driver";
import type { DbDriver, RunResult, SqlArgs, Statement } from "./driver";
import { ensureFolder, localDatabasePath } from "./file-url";
import { LocalDriver } from "./local-driver";

export type { RunResult, SqlArgs, SqlValue, Statement } from "./driver";

export class Db {
  constructor(private readonly driver: DbDriver) {}

  /** Every row of a query, typed as the caller's row shape. */
  async all<T>(sql: string, args: SqlArgs = []): Promise<T[]> {
    return (await this.driver.all(sql, args)) as T[];
  }

  /** The first row, or undefined. */
  async first<T>(sql: string, args: SqlArgs = []): Promise<T | undefined> {
    const rows = await this.all<T>(sql, args);
    return rows[0];
  }

  async run(sql: string, args: SqlArgs = []): Promise<RunResult> {
    return this.driver.run(sql, args);
  }

  /** Runs the statements in one write transaction; what each one changed. */
  async batch(statements: Statement[]): Promise<RunResult[]> {
    if (statements.length === 0) return [];
    return this.driver.batch(statements);
  }

  close(): void {
    this.driver.close();
  }
}

export async function openDatabase(url: string): Promise<Db> {
  const path = localDatabasePath(url);
  let driver: DbDriver;
  if (path === undefined) {
    driver = new ClientDriver(url);
  } else {
    ensureFolder(path);
    driver = new LocalDriver(path);
  }
  const db = new Db(driver);
  if (url.startsWith("file:")) {
    // WAL lets readers run beside the single writer; the timeout rides out short write locks.
    await db.all("PRAGMA journal_mode = WAL");
    await db.all("PRAGMA busy_timeout = 5000");
  }
  return db;
}
