/**
 * D2 §1: applications appear in lists about 30 minutes after submission. The seed holds two
 * trademark applications submitted 20 and 5 minutes before seed time; the test clock moves on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOf, listBody, MAIN_USER_ID, type Page } from "./support/applications";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let recent: { id: number; number: string }[];
beforeAll(async () => {
  server = await startTestServer();
  parent = await clientOf(server, "demoparent");
  recent = await server.db.all<{ id: number; number: string }>(
    "SELECT id, number FROM applications WHERE submitted_at > ? ORDER BY submitted_at",
    [server.clock.now() - 30 * 60_000],
  );
});
afterAll(() => server.close());

async function dashboardIds(): Promise<number[]> {
  const res = await parent.api<Page<{ number: string }>>("POST", "/applications/homepage", {
    json: { ...listBody({}, 100), sortingData: { sortColumn: "id", sortType: "DESC" } },
  });
  // In dashboard order (id DESC), only the fresh ones.
  return res.body.content.flatMap((row) => recent.filter((r) => r.number === row.number).map((r) => r.id));
}

async function count(): Promise<number> {
  return (await parent.api<{ count: number }>("POST", "/applications/homepage/count", { json: { userId: MAIN_USER_ID } })).body.count;
}

describe("the 30-minute list delay", () => {
  it("hides fresh submissions from lists, counts, receipts and notes until 30 minutes have passed", async () => {
    expect(recent).toHaveLength(2);
    const [older, newer] = recent as [{ id: number; number: string }, { id: number; number: string }];
    const before = await count();
    expect(await dashboardIds()).toEqual([]);
    expect((await parent.api("GET", `/applications/${older.number}/receipt`)).status).toBe(404);
    const noteLock = await parent.api("POST", "/applications/trademark/trademark/note/lock", { json: { applicationIdentifier: older.number } });
    expect(noteLock.status).toBe(404);
    const search = await parent.api<Page<unknown>>("POST", "/applications/all", { json: listBody({ searchingData: { search: older.number } }) });
    expect(search.body.totalResults).toBe(0);

    server.clock.advance(11 * 60_000); // the older one is now 31 minutes old
    expect(await count()).toBe(before + 1);
    expect(await dashboardIds()).toEqual([older.id]);
    expect((await parent.api("GET", `/applications/${older.number}/receipt`)).status).toBe(200);

    server.clock.advance(15 * 60_000); // and the newer one 30 minutes
    expect(await count()).toBe(before + 2);
    expect(await dashboardIds()).toEqual([newer.id, older.id]);
  });
});
