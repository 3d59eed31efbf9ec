/**
 * POST /correspondences/message/search (decisions 45-49, "Lists"), GET .../incoming/new and
 * POST .../expiring over real HTTP, with the database as the oracle for filters, search and sort.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, endOfDay, localDay, startOfDay } from "../../server/correspondence/dates";
import { SORT_COLUMNS } from "../../server/correspondence/types";
import { allIds, FEATURED, impersonating, search, signedIn, type CorrespondenceMessage, type ErrorBody } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let rows: Row[];

interface Row {
  id: number;
  direction: string;
  dossier_type: string | null;
  message_status: string;
  important: number;
  requires_reply: number;
  received_date: string;
  due_date: string | null;
  subject: string;
  bo_correspondence_number: string | null;
  application_number: string | null;
  registration_number: string | null;
  statuses: string | null;
}

beforeAll(async () => {
  server = await startTestServer();
  parent = await signedIn(server, "demoparent");
  rows = await server.db.all<Row>(
    `SELECT m.*, (SELECT group_concat(draft_status) FROM correspondence_sub_rows s WHERE s.message_id = m.id) AS statuses
     FROM correspondence_messages m WHERE account_id = 1`,
  );
});
afterAll(() => server.close());

/** Ids of the rows that pass, newest first (received dates rise with the id in the seed). */
function expected(pass: (r: Row) => boolean): number[] {
  return rows.filter(pass).map((r) => r.id).sort((a, b) => b - a);
}

const hasStatus = (r: Row, status: string) => (r.statuses ?? "").split(",").includes(status);

describe("search: defaults and list items", () => {
  it("answers page 0 of 10, RECEIVED_DATE DESC, with sub-rows beside each message", async () => {
    const res = await search(parent, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalResults: rows.length, pageSize: 10, pageNumber: 0, numberOfElements: 10 });
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(res.body.content.map((i) => i.message.id)).toEqual(expected(() => true).slice(0, 10));
    for (const { message } of res.body.content) {
      expect(message).toMatchObject({ subRows: null, previousId: null, nextId: null, index: null });
      expect(message.messageId).toBe(message.id);
    }
    const withDraft = res.body.content.find((i) => i.message.id === FEATURED.withDraft);
    expect(withDraft?.subRows.map((s) => s.draftStatus)).toEqual(["SENT", "DRAFT"]);
    expect(withDraft?.subRows.every((s) => s.hasAttachment && s.messageSearchAttachment.length === 1)).toBe(true);
  });

  it("treats searchType null, ALL and ALLS alike and refuses others", async () => {
    for (const searchType of [null, "ALL", "ALLS"]) expect((await search(parent, { searchType })).body.totalResults).toBe(rows.length);
    const res = await search(parent, { searchType: "INBOX" });
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).description).toBe("invalid.format");
  });

  it("lets a child read its main account's messages, and every session read", async () => {
    const child = await signedIn(server, "demochild");
    expect((await search(child)).body.totalResults).toBe(rows.length);
    const readOnly = await impersonating(server, "demoparent");
    expect((await search(readOnly)).body.totalResults).toBe(rows.length);
  });

  it("refuses users without a correspondence role (403) and anonymous visitors (401)", async () => {
    const noRole = await signedIn(server, "demonorole");
    const refused = await search(noRole);
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as ErrorBody).description).toBe("access.denied");
    const anonymous = server.client();
    await anonymous.api("GET", "/content/global");
    expect((await search(anonymous)).status).toBe(401);
  });
});

describe("search: filter criteria", () => {
  const cases: [string, Record<string, unknown>, (r: Row) => boolean][] = [
    ["one category", { categories: ["TRADEMARK"] }, (r) => r.dossier_type === "TRADEMARK"],
    ["two categories (OR)", { categories: ["TRADEMARK", "DESIGN"] }, (r) => r.dossier_type !== null],
    ["NEW", { messageStatuses: ["NEW"] }, (r) => r.message_status === "NEW"],
    ["READ", { messageStatuses: ["READ"] }, (r) => r.message_status === "READ"],
    ["NEW or READ", { messageStatuses: ["NEW", "READ"] }, () => true],
    ["a DRAFT sub-row", { draftStatuses: ["DRAFT"] }, (r) => hasStatus(r, "DRAFT")],
    ["a SENT sub-row", { draftStatuses: ["SENT"] }, (r) => hasStatus(r, "SENT")],
    ["DRAFT or SENT", { draftStatuses: ["DRAFT", "SENT"] }, (r) => r.statuses !== null],
    ["important", { important: true }, (r) => r.important === 1],
    ["important false is no filter", { important: false }, () => true],
    ["requiresReply", { requiresReply: true }, (r) => r.requires_reply === 1],
    ["requiresReply false is no filter", { requiresReply: false }, () => true],
    ["empty lists are no filter", { categories: [], messageStatuses: [], draftStatuses: [] }, () => true],
    [
      "received in February 2026",
      { dates: { date: "RECEIVED_DATE", dateFrom: "2026-02-01T00:00:00", dateTo: "2026-02-28T23:59:59" } },
      (r) => r.received_date >= "2026-02-01T00:00:00" && r.received_date <= "2026-02-28T23:59:59",
    ],
    [
      "due in March 2026",
      { dates: { date: "DUE_DATE", dateFrom: "2026-03-01T00:00:00", dateTo: "2026-03-31T23:59:59" } },
      (r) => r.due_date !== null && r.due_date >= "2026-03-01T00:00:00" && r.due_date <= "2026-03-31T23:59:59",
    ],
    [
      "criteria combine with AND",
      { categories: ["TRADEMARK"], messageStatuses: ["READ"], draftStatuses: ["SENT"], requiresReply: true },
      (r) => r.dossier_type === "TRADEMARK" && r.message_status === "READ" && hasStatus(r, "SENT") && r.requires_reply === 1,
    ],
    [
      "design, important, due date range",
      { categories: ["DESIGN"], important: true, dates: { date: "DUE_DATE", dateFrom: "2025-01-01T00:00:00", dateTo: "2026-12-31T23:59:59" } },
      (r) => r.dossier_type === "DESIGN" && r.important === 1 && r.due_date !== null,
    ],
  ];
  it.each(cases)("%s", async (_, filterCriteria, pass) => {
    const want = expected(pass);
    expect(want.length).toBeGreaterThan(0);
    expect(await allIds(parent, { filterCriteria })).toEqual(want);
    expect((await search(parent, { filterCriteria })).body.totalResults).toBe(want.length);
  });

  it("refuses malformed criteria with invalid.format", async () => {
    for (const filterCriteria of [
      { messageStatuses: ["DRAFT"] },
      { draftStatuses: ["NEW"] },
      { categories: "TRADEMARK" },
      { important: "yes" },
      { dates: { date: "RECEIVED_DATE", dateFrom: "2026-02-01" } },
      { dates: { date: "SENT_DATE", dateFrom: "2026-02-01T00:00:00", dateTo: "2026-02-02T23:59:59" } },
    ]) {
      const res = await search(parent, { filterCriteria });
      expect(res.status, JSON.stringify(filterCriteria)).toBe(400);
      expect((res.body as unknown as ErrorBody).description).toBe("invalid.format");
    }
  });
});

describe("search: free text", () => {
  const contains = (r: Row, text: string) =>
    [r.subject, r.bo_correspondence_number, r.application_number, r.registration_number].some((v) => v?.toLocaleLowerCase("lt").includes(text));

  it.each([
    ["subject word", "prieštaravimas", "prieštaravimas"],
    ["subject, upper case with Lithuanian letters", "PRIEŠTARAVIMAS", "prieštaravimas"],
    ["application number", "TM-2023-0100", "tm-2023-0100"],
    ["correspondence number", "R-2026-012240", "r-2026-012240"],
    ["registration number", "71000", "71000"],
    ["trimmed", "  dizaino  ", "dizaino"],
  ])("matches %s", async (_, text, lower) => {
    const want = expected((r) => contains(r, lower));
    expect(want.length).toBeGreaterThan(0);
    expect(await allIds(parent, { search: text })).toEqual(want);
  });

  it("ignores texts shorter than 3 characters and combines with filters", async () => {
    expect((await search(parent, { search: "TM" })).body.totalResults).toBe(rows.length);
    expect((await search(parent, { search: "  ab " })).body.totalResults).toBe(rows.length);
    const want = expected((r) => contains(r, "tm-") && r.message_status === "READ");
    expect(await allIds(parent, { search: "tm-", filterCriteria: { messageStatuses: ["READ"] } })).toEqual(want);
    expect((await search(parent, { search: "no such text anywhere" })).body).toMatchObject({ totalResults: 0, content: [] });
  });
});

describe("search: sorting", () => {
  type Key = (r: Row) => string | number | null;
  const keys: Record<(typeof SORT_COLUMNS)[number], Key> = {
    IMPORTANT: (r) => r.important,
    BO_CORRESPONDENCE_NUMBER: (r) => r.bo_correspondence_number,
    CATEGORY: (r) => r.dossier_type,
    SUBJECT: (r) => r.subject.replace(/[A-Z]/g, (c) => c.toLowerCase()),
    APPLICATION_NUMBER: (r) => r.application_number,
    REGISTRATION_NUMBER: (r) => r.registration_number,
    RECEIVED_DATE: (r) => r.received_date,
    DUE_DATE: (r) => r.due_date,
    MESSAGE_STATUS: (r) => r.message_status,
  };

  /** Empty values last in both directions, ties by id DESC. */
  function sorted(key: Key, direction: "ASC" | "DESC"): number[] {
    return [...rows]
      .sort((a, b) => {
        const x = key(a);
        const y = key(b);
        if (x !== y) {
          if (x === null) return 1;
          if (y === null) return -1;
          return (x < y ? -1 : 1) * (direction === "ASC" ? 1 : -1);
        }
        return b.id - a.id;
      })
      .map((r) => r.id);
  }

  for (const sort of SORT_COLUMNS) {
    for (const sortType of ["ASC", "DESC"] as const) {
      it(`${sort} ${sortType}`, async () => {
        expect(await allIds(parent, { sort, sortType })).toEqual(sorted(keys[sort], sortType));
      });
    }
  }

  it("refuses unknown sort columns and directions", async () => {
    expect((await search(parent, { sort: "SENDER" })).status).toBe(400);
    expect((await search(parent, { sortType: "UP" })).status).toBe(400);
  });
});

describe("search: paging", () => {
  it("pages 0-based and answers an empty page past the end with the requested pageNumber", async () => {
    const all = expected(() => true);
    const second = await search(parent, { requestPage: 1, size: 10 });
    expect(second.body.content.map((i) => i.message.id)).toEqual(all.slice(10, 20));
    const last = await search(parent, { requestPage: 3, size: 100 });
    expect(last.body).toMatchObject({ pageNumber: 3, pageSize: 100, numberOfElements: all.length - 300 });
    const past = await search(parent, { requestPage: 40, size: 10 });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ content: [], totalResults: all.length, pageSize: 10, pageNumber: 40, numberOfElements: 0 });
  });

  it("accepts sizes 1..100 only and non-negative pages", async () => {
    expect((await search(parent, { size: 1 })).body.content).toHaveLength(1);
    for (const body of [{ size: 0 }, { size: 101 }, { size: 2.5 }, { requestPage: -1 }, { requestPage: "0" }]) {
      const res = await search(parent, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("refuses a body that is not a JSON object", async () => {
    const res = await parent.api("POST", "/correspondences/message/search", { raw: "[1,2", headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(400);
  });
});

describe("counts and expiring messages", () => {
  it("counts BO_INCOMING messages with status NEW", async () => {
    const res = await parent.api<{ count: number }>("GET", "/correspondences/message/incoming/new");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(rows.filter((r) => r.direction === "BO_INCOMING" && r.message_status === "NEW").length);
    expect(res.body.count).toBeGreaterThan(0);
    expect((await (await signedIn(server, "demonorole")).api("GET", "/correspondences/message/incoming/new")).status).toBe(403);
  });

  it("lists unreplied BO_INCOMING messages due between today and today + the expiration period", async () => {
    const today = localDay(server.clock.now());
    const from = startOfDay(today);
    const to = endOfDay(addDays(today, 2));
    const want = rows
      .filter((r) => r.direction === "BO_INCOMING" && r.requires_reply === 1 && !hasStatus(r, "SENT"))
      .filter((r) => r.due_date !== null && r.due_date >= from && r.due_date <= to)
      .sort((a, b) => ((a.due_date ?? "") < (b.due_date ?? "") ? -1 : a.due_date === b.due_date ? b.id - a.id : 1))
      .map((r) => r.id);
    expect(want).toEqual(expect.arrayContaining([FEATURED.dueToday, FEATURED.dueTomorrowWithDraft, FEATURED.dueInTwoDays]));
    const byDefault = await parent.api<{ count: number; content: CorrespondenceMessage[] }>("POST", "/correspondences/message/expiring", { json: {} });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.content.map((m) => m.id)).toEqual(want);
    expect(byDefault.body.count).toBe(want.length);
    expect(byDefault.body.content.every((m) => m.subRows === null && m.index === null && !m.hasReply)).toBe(true);
    const explicit = await parent.api<{ count: number }>("POST", "/correspondences/message/expiring", {
      json: { requiresReply: true, dates: { date: "DUE_DATE", dateFrom: from, dateTo: to } },
    });
    expect(explicit.body.count).toBe(want.length);
    const narrower = await parent.api<{ content: CorrespondenceMessage[] }>("POST", "/correspondences/message/expiring", {
      json: { dates: { date: "DUE_DATE", dateFrom: from, dateTo: endOfDay(today) } },
    });
    expect(narrower.body.content.map((m) => m.id)).toContain(FEATURED.dueToday);
    expect(narrower.body.content.map((m) => m.id)).not.toContain(FEATURED.dueInTwoDays);
  });
});
