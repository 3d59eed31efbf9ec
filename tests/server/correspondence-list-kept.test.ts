/**
 * The list's kept totals and search results (server/correspondence/list-cache.ts) over real
 * HTTP: a text search for a word in many letters answers every page in the list's order, with
 * ties by id, the exact total on every page and the same answer when asked again; a write to the
 * account (a mark, a new letter logged in the changes log) shows in the next answer's pages and
 * totals. The SUBJECT sort read from its index keeps the list's order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correspondenceChange } from "../../server/correspondence/changes-log";
import { searchTextOf } from "../../server/correspondence/search-index";
import type { Statement } from "../../server/db/client";
import { allIds, search, signedIn } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
const FIRST_ID = 80_000;
const WORD = "kiškiakopūstis";
const LETTERS = 45;

/** A letter of account 1 whose body holds WORD, and its change in the log (as the app's writes do). */
function letter(id: number, receivedDate: string, subject: string): Statement[] {
  const body = `<p>Apie ${WORD} nr. ${id}</p>`;
  return [
    {
      sql: `INSERT INTO correspondence_messages (id, account_id, direction, dossier_type, subject, sender, recipient, body,
              message_status, important, requires_reply, received_date, search_text)
            VALUES (?, 1, 'BO_INCOMING', 'TRADEMARK', ?, 'Office', 'User', ?, 'READ', 0, 0, ?, ?)`,
      args: [id, subject, body, receivedDate, searchTextOf({ subject, body, boCorrespondenceNumber: null, applicationNumber: null, registrationNumber: null })],
    },
    correspondenceChange(1, id, "created"),
  ];
}

/** Received dates with ties (three letters a day), so the order needs its id tie-break. */
function receivedOf(i: number): string {
  return `2019-03-${String(1 + Math.floor(i / 3)).padStart(2, "0")}T10:00:00`;
}

/** What the search must answer: the letters holding WORD, newest first, ties by id DESC. */
async function expectedOrder(): Promise<number[]> {
  const rows = await server.db.all<{ id: number }>(
    `SELECT id FROM correspondence_messages WHERE account_id = 1 AND instr(search_text, ?) > 0 ORDER BY received_date DESC, id DESC`,
    [WORD.normalize("NFD").replace(/\p{M}/gu, "")],
  );
  return rows.map((r) => Number(r.id));
}

async function pages(size: number, body: Record<string, unknown>): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let page = 0; ; page++) {
    const res = await search(parent, { ...body, requestPage: page, size });
    expect(res.status).toBe(200);
    ids.push(...res.body.content.map((item) => item.message.id));
    totals.push(res.body.totalResults);
    if (res.body.content.length < size) return { ids, totals };
  }
}

beforeAll(async () => {
  server = await startTestServer();
  parent = await signedIn(server, "demoparent");
  await server.db.batch(Array.from({ length: LETTERS }, (_, i) => letter(FIRST_ID + i, receivedOf(i), `Laiškas ${i % 7}`)).flat());
}, 60_000);
afterAll(() => server.close());

describe("a text search of a word in many letters", () => {
  it("answers every page in list order with the exact total, the same when asked again", async () => {
    const expected = await expectedOrder();
    expect(expected.length).toBe(LETTERS);
    const first = await pages(10, { search: WORD });
    expect(first.ids).toEqual(expected);
    expect(new Set(first.totals)).toEqual(new Set([LETTERS]));
    expect(await pages(10, { search: WORD })).toEqual(first);
    // Pages of another size cut the same list.
    expect((await pages(7, { search: WORD.toUpperCase() })).ids).toEqual(expected);
  });

  it("shows a new letter logged in the changes log in the next answer", async () => {
    await search(parent, { search: WORD });
    await server.db.batch(letter(FIRST_ID + LETTERS, "2019-04-30T10:00:00", "Naujas laiškas"));
    const res = await search(parent, { search: WORD, size: 3 });
    expect(res.body.totalResults).toBe(LETTERS + 1);
    expect(res.body.content[0]?.message.id).toBe(FIRST_ID + LETTERS);
    expect((await pages(10, { search: WORD })).ids).toEqual(await expectedOrder());
  });

  it("follows a mark in the filtered total and pages of a search", async () => {
    const filter = { search: WORD, filterCriteria: { important: true } };
    const before = await search(parent, filter);
    const importantBefore = await search(parent, { filterCriteria: { important: true } });
    const patched = await parent.api("PATCH", `/correspondences/message/${FIRST_ID + 4}`, {
      json: [{ op: "replace", path: "/important", value: true }],
    });
    expect(patched.status).toBe(204);
    const after = await search(parent, filter);
    expect(after.body.totalResults).toBe(before.body.totalResults + 1);
    expect(after.body.content.map((item) => item.message.id)).toContain(FIRST_ID + 4);
    expect((await search(parent, { filterCriteria: { important: true } })).body.totalResults).toBe(importantBefore.body.totalResults + 1);
  });
});

describe("the SUBJECT sort", () => {
  it("pages through the account in subject order (case-insensitive), ties by id DESC, in both directions", async () => {
    for (const sortType of ["ASC", "DESC"] as const) {
      const rows = await server.db.all<{ id: number }>(
        `SELECT id FROM correspondence_messages WHERE account_id = 1 ORDER BY subject COLLATE NOCASE ${sortType}, id DESC`,
      );
      expect(await allIds(parent, { sort: "SUBJECT", sortType })).toEqual(rows.map((r) => Number(r.id)));
    }
  });
});
