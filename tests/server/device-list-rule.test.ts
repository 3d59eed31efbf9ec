/**
 * The device lists its stored letters by the office's rule: for one table of requests (every
 * filter of decisions 46–49 and 85, every sort column both ways, combinations), the device's
 * filters and sorts (src/features/correspondence/offline-search/device-list.ts) over the rows it
 * would store from the account's letters give the ids the office's search answers, in its order.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRows, rowOf } from "../../src/features/correspondence/offline-search/device-list";
import { SORT_COLUMNS } from "../../server/correspondence/types";
import { allIds, search, signedIn, type CorrespondenceListItem } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let parentId: number;
let items: CorrespondenceListItem[];

beforeAll(async () => {
  server = await startTestServer();
  const user = await server.db.first<{ id: number }>("SELECT id FROM users WHERE username = 'demoparent'");
  parentId = Number(user?.id);
  // Decision 85's fields on some letters (the seed assigns none): to the parent, to another user, handled.
  await server.db.run("UPDATE correspondence_messages SET assignee_user_id = ? WHERE account_id = 1 AND id % 7 = 0", [parentId]);
  await server.db.run("UPDATE correspondence_messages SET assignee_user_id = ? WHERE account_id = 1 AND id % 11 = 0", [parentId + 1]);
  await server.db.run("UPDATE correspondence_messages SET handled_by_user_id = ?, handled_at = '2026-01-02T10:00:00' WHERE account_id = 1 AND id % 5 = 0", [parentId]);
  // Subjects that differ only in case (NOCASE's ASCII fold decides their order), with Lithuanian capitals kept.
  await server.db.run("UPDATE correspondence_messages SET subject = lower(subject) WHERE account_id = 1 AND id % 3 = 0");
  await server.db.run("UPDATE correspondence_messages SET subject = 'Žymė ' || subject WHERE account_id = 1 AND id % 13 = 0");
  await server.db.run("UPDATE correspondence_messages SET subject = 'žymė ' || subject WHERE account_id = 1 AND id % 17 = 0");
  parent = await signedIn(server, "demoparent");
  items = [];
  for (let page = 0; ; page++) {
    const res = await search(parent, { requestPage: page, size: 100 });
    items.push(...res.body.content);
    if (res.body.content.length < 100) break;
  }
});
afterAll(() => server.close());

const FILTERS: Record<string, unknown>[] = [
  {},
  { categories: ["TRADEMARK"] },
  { categories: ["DESIGN", "TRADEMARK"] },
  { messageStatuses: ["NEW"] },
  { messageStatuses: ["READ"] },
  { draftStatuses: ["DRAFT"] },
  { draftStatuses: ["SENT"] },
  { draftStatuses: ["DRAFT", "SENT"], messageStatuses: ["READ"] },
  { important: true },
  { requiresReply: true },
  { requiresReply: true, messageStatuses: ["NEW"] },
  { dates: { date: "RECEIVED_DATE", dateFrom: "2025-01-01T00:00:00", dateTo: "2025-12-31T23:59:59" } },
  { dates: { date: "DUE_DATE", dateFrom: "2026-01-01T00:00:00", dateTo: "2027-12-31T23:59:59" } },
  { assignee: "ME" },
  { assignee: "NOBODY" },
  { assignee: 0 },
  { handled: true },
  { handled: false, important: true },
];

describe("the device's filters and sorts follow the office's", () => {
  it("the account has letters of every kind the table filters", () => {
    const rows = items.map(rowOf);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.some((row) => row.replies.includes("DRAFT")) && rows.some((row) => row.replies.includes("SENT"))).toBe(true);
    expect(rows.some((row) => row.dueDate !== null) && rows.some((row) => row.dueDate === null)).toBe(true);
    expect(rows.some((row) => row.important) && rows.some((row) => row.handled) && rows.some((row) => row.assigneeUserId === parentId)).toBe(true);
  });

  it.each(FILTERS.map((filterCriteria) => [JSON.stringify(filterCriteria), filterCriteria] as const))("filter %s, newest first", async (_, filterCriteria) => {
    const request = { filterCriteria: filterCriteria.assignee === 0 ? { ...filterCriteria, assignee: parentId + 1 } : filterCriteria, sort: "RECEIVED_DATE", sortType: "DESC" } as const;
    const device = listRows(items.map(rowOf), request as Parameters<typeof listRows>[1], parentId).map((row) => row.id);
    expect(device).toEqual(await allIds(parent, request));
  });

  it.each(SORT_COLUMNS.flatMap((sort) => (["ASC", "DESC"] as const).map((sortType) => [sort, sortType] as const)))("sort %s %s, also with a filter", async (sort, sortType) => {
    for (const filterCriteria of [{}, { requiresReply: true }]) {
      const request = { filterCriteria, sort, sortType };
      expect(listRows(items.map(rowOf), request, parentId).map((row) => row.id)).toEqual(await allIds(parent, request));
    }
  });
});
