/**
 * Text search (decisions 48 and 82) over real HTTP: subject, body text and numbers, case- and
 * accent-insensitive with Lithuanian letters folded, from the table of cases the app's offline
 * search shares (tests/lib/search/fold-cases.ts); the trigram index stays equal to the messages
 * table; migration 61 indexes an older database with the new rule.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCondition, searchTextOf } from "../../server/correspondence/search-index";
import { openDatabase, type Db } from "../../server/db/client";
import { migrate, MIGRATIONS } from "../../server/db/migrations";
import { reseed } from "../../server/db/seed";
import { searchNeedle } from "../../src/lib/search/fold";
import { SEARCH_CASES, type SearchCase } from "../lib/search/fold-cases";
import { allIds, search, signedIn } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
const FIRST_CASE_ID = 70_000;

function caseFields(c: SearchCase) {
  return {
    subject: c.field === "subject" ? c.text : "Pranešimas",
    body: c.field === "body" ? c.text : "<p>Turinys</p>",
    applicationNumber: c.field === "number" ? c.text : null,
  };
}

async function insertCaseLetters(db: Db): Promise<void> {
  await db.batch(
    SEARCH_CASES.map((c, i) => {
      const f = caseFields(c);
      return {
        sql: `INSERT INTO correspondence_messages (id, account_id, direction, dossier_type, application_number, subject,
                sender, recipient, body, message_status, important, requires_reply, received_date, search_text)
              VALUES (?, 1, 'BO_INCOMING', 'TRADEMARK', ?, ?, 'Office', 'User', ?, 'READ', 0, 0, '2020-01-01T09:00:00', ?)`,
        args: [
          FIRST_CASE_ID + i, f.applicationNumber, f.subject, f.body,
          searchTextOf({ ...f, boCorrespondenceNumber: null, registrationNumber: null }),
        ],
      };
    }),
  );
}

async function indexIsInStep(db: Db): Promise<void> {
  // FTS5 compares the index with the content table and throws when they differ.
  await db.run("INSERT INTO correspondence_search (correspondence_search, rank) VALUES ('integrity-check', 1)");
}

beforeAll(async () => {
  server = await startTestServer();
  parent = await signedIn(server, "demoparent");
  await insertCaseLetters(server.db);
}, 60_000);
afterAll(() => server.close());

describe("search: the shared cases over HTTP", () => {
  it.each(SEARCH_CASES.map((c, i) => [c.query, c.field, c.found, i] as const))("%s in the %s: found %s", async (query, _field, found, i) => {
    const ids = await allIds(parent, { search: query });
    expect(ids.includes(FIRST_CASE_ID + i)).toBe(found);
  });

  it("ignores a query shorter than 3 characters once folded", async () => {
    const all = await search(parent, { size: 1 });
    for (const query of ["že", "  Ž  ", "ab"]) {
      expect(searchNeedle(query)).toBeNull();
      expect((await search(parent, { size: 1, search: query })).body.totalResults).toBe(all.body.totalResults);
    }
  });

  it("finds a word of a seeded office letter's body typed without its Lithuanian letters", async () => {
    const row = await server.db.first<{ id: number; body: string }>(
      "SELECT id, body FROM correspondence_messages WHERE account_id = 1 AND body LIKE '%ž%' ORDER BY id LIMIT 1",
    );
    const word = /[\p{L}]*ž[\p{L}]*/u.exec(row?.body ?? "")?.[0] ?? "";
    expect(word.length).toBeGreaterThanOrEqual(3);
    const typed = word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
    expect(await allIds(parent, { search: typed })).toContain(row?.id);
  });

  it("keeps the index equal to the messages table through inserts and a reseed", async () => {
    await indexIsInStep(server.db);
    await reseed(server.db, server.clock.now());
    await indexIsInStep(server.db);
    await insertCaseLetters(server.db);
    await indexIsInStep(server.db);
  });
});

describe("search: migration 61 on an older database", () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "ipo-search-upgrade-"));
    db = await openDatabase(`file:${join(dir, "ipo.db")}`);
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("indexes the letters of a database made before it by the new rule, and logs them for the feed", async () => {
    await db.run("CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)");
    for (const migration of MIGRATIONS.filter((m) => m.id < 60)) {
      await db.batch([
        ...migration.statements.map((sql) => ({ sql })),
        { sql: "INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, 0)", args: [migration.id, migration.name] },
      ]);
    }
    await db.batch([
      { sql: "INSERT INTO users (id, username, email, user_type, language, created_at) VALUES (1, 'old', 'old@example.lt', 'PARENT', 'lt', 0)" },
      {
        // search_text as the rule before decision 82 made it: subject and numbers, lower-cased.
        sql: `INSERT INTO correspondence_messages (id, account_id, direction, subject, sender, recipient, body, message_status,
                received_date, search_text)
              VALUES (5, 1, 'BO_INCOMING', 'Sprendimas', 'Office', 'User', '<p>Prekių ženklas įregistruotas</p>', 'NEW',
                '2024-05-01T10:00:00', 'sprendimas')`,
      },
    ]);
    await migrate(db);
    const found = await db.all<{ id: number }>(
      `SELECT m.id FROM correspondence_messages m WHERE ${searchCondition("zenklas iregistruotas").sql}`,
      searchCondition("zenklas iregistruotas").args,
    );
    expect(found.map((r) => r.id)).toEqual([5]);
    await indexIsInStep(db);
    expect(await db.all("SELECT message_id, account_id FROM correspondence_changes")).toEqual([{ message_id: 5, account_id: 1 }]);
    expect(await db.all("SELECT search_version FROM correspondence_messages")).toEqual([{ search_version: 1 }]);
    // Later starts find the rows to fold again through the partial index, not by reading the table.
    const plan = await db.all<{ detail: string }>("EXPLAIN QUERY PLAN SELECT id, body FROM correspondence_messages WHERE search_version = 0 LIMIT 500");
    expect(plan.map((row) => row.detail).join(" ")).toContain("correspondence_messages_search_stale");
  });
});
