/**
 * server/db/client.ts over a `file:` database, which runs on the native libsql driver with kept
 * prepared statements (server/db/local-driver.ts): the same values, rows, results and errors as
 * through @libsql/client (compared statement by statement on one database file), and the cache
 * itself: reused statements, bindings that do not outlive a call, the bound, a schema change.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LibsqlBatchError, LibsqlError } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Db, openDatabase, type SqlArgs, type Statement } from "../../server/db/client";
import { ClientDriver } from "../../server/db/client-driver";
import { localDatabasePath } from "../../server/db/file-url";
import { LocalDriver } from "../../server/db/local-driver";

const SCHEMA = [
  "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, flag INTEGER, at INTEGER, content BLOB, price REAL)",
  "CREATE TABLE notes (id INTEGER PRIMARY KEY, item_id INTEGER NOT NULL REFERENCES items(id), text TEXT NOT NULL)",
];

let dir: string;
let url: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ipo-db-client-"));
  url = `file:${join(dir, "sub", "ipo.db")}`;
  db = await openDatabase(url);
  await db.batch(SCHEMA.map((sql) => ({ sql })));
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What a call gave, errors included, in a form toEqual compares (key order too). */
async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    const value = await call();
    return { value, keys: Array.isArray(value) ? value.map((row) => (row && typeof row === "object" ? Object.keys(row) : row)) : null };
  } catch (e) {
    const error = e as LibsqlBatchError;
    return { error: [error.constructor.name, error.message, error.code, error.extendedCode, error.rawCode, error.statementIndex] };
  }
}

describe("the native driver answers as @libsql/client did", () => {
  const big = 2n ** 53n + 1n;
  const cases: [string, "all" | "run", string, SqlArgs][] = [
    ["positional", "all", "SELECT ? AS a, ? AS b, ? AS c", [1, "x", null]],
    ["named, every prefix", "all", "SELECT :a AS a, @b AS b, $c AS c, :d AS d", { ":a": 1, "@b": "two", $c: 3.5, d: null }],
    ["named, one missing", "all", "SELECT :a AS a, :b AS b", { a: 1 }],
    ["booleans and a Date", "all", "SELECT ? AS yes, ? AS no, ? AS at", [true, false, new Date(Date.UTC(2026, 2, 14))]],
    ["bigint in, safe integer out", "all", "SELECT ? AS n, typeof(?) AS t", [9007199254740991n, 5n]],
    ["integer beyond 2^53", "all", `SELECT ${big.toString()} AS n`, []],
    ["REAL, NULL, text", "all", "SELECT 1.5 AS r, NULL AS z, 'ą' AS s, 1e300 AS huge", []],
    ["blobs", "all", "SELECT ? AS u8, ? AS ab, x'' AS empty, x'00ff' AS lit", [new Uint8Array([1, 2, 3]), new Uint8Array([9, 8]).buffer]],
    ["two columns of one name", "all", "SELECT 1 AS a, 2 AS a, 3 AS b", []],
    ["names a plain object would mishandle", "all", `SELECT 1 AS "length", 2 AS "0", 3 AS "__proto__", 4 AS "1", 5 AS x`, []],
    ["undefined", "all", "SELECT ? AS a", [undefined as unknown as null]],
    ["NaN", "all", "SELECT ? AS a", [Number.NaN]],
    ["bigint beyond 64 bits", "all", "SELECT ? AS a", [2n ** 64n]],
    ["syntax error", "all", "SELEC 1", []],
    ["insert", "run", "INSERT INTO items (name, flag, at, content, price) VALUES (?, ?, ?, ?, ?)", ["a", true, new Date(5), new Uint8Array([7]), 2.5]],
    ["insert, its row", "all", "SELECT * FROM items WHERE name = ?", ["a"]],
    ["unique violated", "run", "INSERT INTO items (name) VALUES ('a')", []],
    ["select through run", "run", "SELECT * FROM items", []],
    ["insert returning through run", "run", "INSERT INTO items (name) VALUES ('r') RETURNING id", []],
    ["update", "run", "UPDATE items SET flag = 0", []],
    ["update of nothing", "run", "UPDATE items SET flag = 0 WHERE id < 0", []],
    ["insert returning through all", "all", "INSERT INTO items (name) VALUES ('s') RETURNING id, name", []],
    ["delete", "run", "DELETE FROM items WHERE name IN ('r', 's')", []],
    ["a caller's BEGIN", "run", "BEGIN IMMEDIATE", []],
    ["a write after it, kept", "run", "INSERT INTO items (name) VALUES ('b')", []],
    ["a caller's COMMIT", "run", "COMMIT", []],
    ["both writes", "all", "SELECT id, name FROM items ORDER BY id", []],
    ["a foreign key", "run", "INSERT INTO notes (item_id, text) VALUES (1, 'n')", []],
    ["a join of two ids", "all", "SELECT i.*, n.* FROM items i JOIN notes n ON n.item_id = i.id", []],
  ];

  it("gives the same rows, results and errors for each statement", async () => {
    // The same statements in the same order on two copies of the schema, one through each driver.
    const client = new Db(new ClientDriver(`file:${join(dir, "compare-client.db")}`));
    const local = await openDatabase(`file:${join(dir, "compare-local.db")}`);
    try {
      for (const side of [client, local]) await side.batch(SCHEMA.map((sql) => ({ sql })));
      for (const [name, method, sql, args] of cases) {
        const seen = [];
        for (const side of [client, local]) seen.push(await outcome(() => (method === "all" ? side.all(sql, args) : side.run(sql, args))));
        expect(seen[1], name).toEqual(seen[0]);
      }
    } finally {
      client.close();
      local.close();
    }
  });

  it("fails a batch as a whole, with the failing statement's index, as before", async () => {
    const path = localDatabasePath(url) as string;
    const failing: Statement[] = [
      { sql: "INSERT INTO items (name) VALUES (?)", args: ["batch-1"] },
      { sql: "INSERT INTO notes (item_id, text) VALUES (last_insert_rowid(), ?)", args: ["n"] },
      { sql: "INSERT INTO items (name) VALUES (?)", args: ["batch-1"] },
      { sql: "INSERT INTO items (name) VALUES (?)", args: ["batch-2"] },
    ];
    for (const each of [new Db(new ClientDriver(url)), new Db(new LocalDriver(path))]) {
      const error = (await each.batch(failing).catch((e: unknown) => e)) as LibsqlBatchError;
      expect(error).toBeInstanceOf(LibsqlBatchError);
      expect([error.statementIndex, error.code, error.extendedCode]).toEqual([2, "SQLITE_CONSTRAINT", "SQLITE_CONSTRAINT_UNIQUE"]);
      expect(await each.all("SELECT name FROM items WHERE name LIKE 'batch-%'")).toEqual([]);
      expect(await each.all("SELECT * FROM notes")).toEqual([]);
      each.close();
    }
  });
});

describe("Db over a file: database", () => {
  it("runs positional and named arguments, booleans and Dates", async () => {
    expect(await db.all("SELECT ? + ? AS sum", [2, 3])).toEqual([{ sum: 5 }]);
    expect(await db.first("SELECT ? AS a, ? AS b", [true, new Date(1234)])).toEqual({ a: 1, b: 1234 });
    expect(await db.first("SELECT :x || @y AS joined", { ":x": "a", "@y": "b" })).toEqual({ joined: "ab" });
    await expect(db.all("SELECT ? AS a", [undefined as unknown as null])).rejects.toThrow(TypeError);
    await expect(db.all("SELECT ? AS a", [Infinity])).rejects.toThrow(RangeError);
  });

  it("reports an insert's changes and row id, and nothing for a statement that returns rows", async () => {
    const first = await db.run("INSERT INTO items (name, flag) VALUES (?, ?)", ["run-1", false]);
    expect(first.changes).toBe(1);
    expect(await db.first("SELECT name, flag FROM items WHERE id = ?", [first.lastId])).toEqual({ name: "run-1", flag: 0 });
    await db.run("INSERT INTO items (name) VALUES ('run-2')");
    expect((await db.run("UPDATE items SET flag = 1 WHERE name LIKE 'run-%'")).changes).toBe(2);
    expect(await db.run("SELECT * FROM items")).toEqual({ changes: 0, lastId: null });
  });

  it("gives a BLOB back as an ArrayBuffer of exactly its bytes", async () => {
    const large = Buffer.alloc(100_000, "a blob of some length ");
    for (const bytes of [new Uint8Array([1, 2, 3]), new Uint8Array(0), large]) {
      const { lastId } = await db.run("INSERT INTO items (name, content) VALUES (?, ?)", [`blob-${bytes.length}`, bytes]);
      const row = await db.first<{ content: ArrayBuffer }>("SELECT content FROM items WHERE id = ?", [lastId]);
      expect(row?.content).toBeInstanceOf(ArrayBuffer);
      expect(row?.content.byteLength).toBe(bytes.length);
      expect(Buffer.from(row?.content as ArrayBuffer).equals(bytes)).toBe(true);
    }
    const raw = await db.first<{ a: ArrayBuffer; b: ArrayBuffer }>("SELECT x'0102' AS a, 1 AS a, x'03' AS b");
    expect([raw?.a.byteLength, raw?.b.byteLength]).toEqual([2, 1]);
  });

  it("writes nothing of a batch that fails halfway", async () => {
    const error = await db
      .batch([
        { sql: "INSERT INTO items (name) VALUES ('half-1')" },
        { sql: "INSERT INTO items (name) VALUES (?)", args: [undefined as unknown as null] },
        { sql: "INSERT INTO items (name) VALUES ('half-2')" },
      ])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(await db.all("SELECT id FROM items WHERE name LIKE 'half-%'")).toEqual([]);
    expect(await db.batch([{ sql: "INSERT INTO items (name) VALUES ('half-3')" }])).toEqual([{ changes: 1, lastId: expect.any(Number) }]);
  });

  it("opens in-memory databases and refuses URLs @libsql/client refused", async () => {
    for (const memory of [":memory:", "file::memory:"]) {
      const inMemory = await openDatabase(memory);
      await inMemory.run("CREATE TABLE t (x)");
      expect((await inMemory.run("INSERT INTO t VALUES (1)")).changes).toBe(1);
      inMemory.close();
    }
    expect(localDatabasePath("file:///tmp/a%20b.db")).toBe("/tmp/a b.db");
    expect(localDatabasePath("file:data/ipo.db")).toBe("data/ipo.db");
    expect(localDatabasePath("libsql://example.turso.io")).toBeUndefined();
    for (const refused of ["file:a.db#x", "file:a.db?mode=ro", "file://host/a.db"]) {
      expect(() => localDatabasePath(refused)).toThrow(LibsqlError);
    }
  });
});

describe("the kept prepared statements", () => {
  let driver: LocalDriver;
  let cached: Db;
  beforeAll(() => {
    driver = new LocalDriver(localDatabasePath(url) as string, 3);
    cached = new Db(driver);
  });
  afterAll(() => cached.close());

  it("reuse a statement with other arguments, even after a read left unfinished", async () => {
    const sql = "SELECT value FROM json_each(?) ORDER BY value";
    expect(await cached.all(sql, ["[3, 1, 2]"])).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
    const entry = driver.statements.get(sql);
    const unfinished = entry.stmt.iterate(["[5, 4]"]);
    expect(unfinished.next().value).toEqual({ value: 4n });
    expect(await cached.all(sql, ["[7, 6]"])).toEqual([{ value: 6 }, { value: 7 }]);
    expect(driver.statements.get(sql)).toBe(entry);
  });

  it("bind NULL to what a later call does not give, as a fresh statement would", async () => {
    const sql = "SELECT ? AS a, ? AS b";
    expect(await cached.all(sql, [1, 2])).toEqual([{ a: 1, b: 2 }]);
    expect(await cached.all(sql, [3])).toEqual([{ a: 3, b: null }]);
  });

  it("keep at most their bound, dropping the least recently used, and not a statement that fails", async () => {
    const sqls = ["SELECT 1 AS n", "SELECT 2 AS n", "SELECT 3 AS n", "SELECT 4 AS n"];
    for (const sql of sqls.slice(0, 3)) await cached.all(sql);
    await cached.all(sqls[0] as string);
    await cached.all(sqls[3] as string);
    expect(driver.statements.size).toBe(3);
    expect(sqls.map((sql) => driver.statements.has(sql))).toEqual([true, false, true, true]);
    await expect(cached.all("SELECT nothing FROM nowhere")).rejects.toMatchObject({ code: "SQLITE_ERROR" });
    expect(driver.statements.has("SELECT nothing FROM nowhere")).toBe(false);
  });

  it("follow a schema change", async () => {
    await cached.run("CREATE TABLE shapes (id INTEGER PRIMARY KEY)");
    await cached.run("INSERT INTO shapes (id) VALUES (1)");
    expect(await cached.all("SELECT * FROM shapes")).toEqual([{ id: 1 }]);
    await cached.run("ALTER TABLE shapes ADD COLUMN note TEXT DEFAULT 'n'");
    expect(await cached.all("SELECT * FROM shapes")).toEqual([{ id: 1, note: "n" }]);
    // A column named length: rows are then built as @libsql/client built them (which loses it).
    await cached.run("ALTER TABLE shapes ADD COLUMN length INTEGER DEFAULT 9");
    expect(await cached.all("SELECT * FROM shapes")).toEqual([{ id: 1, note: "n" }]);
  });

  it("are no longer run once the database is closed", async () => {
    const closing = new Db(new LocalDriver(localDatabasePath(url) as string));
    await closing.all("SELECT 1 AS n");
    closing.close();
    closing.close();
    await expect(closing.all("SELECT 1 AS n")).rejects.toMatchObject({ code: "CLIENT_CLOSED" });
    await expect(closing.batch([{ sql: "SELECT 1" }])).rejects.toMatchObject({ code: "CLIENT_CLOSED" });
  });
});
