import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRows, clientOf, listBody, listTab, MAIN_USER_ID, type ErrorBody, type Item, type Page } from "./support/applications";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let child: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  parent = await clientOf(server, "demoparent");
  child = await clientOf(server, "demochild");
});
afterAll(() => server.close());

async function dbCount(where: string): Promise<number> {
  const row = await server.db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM applications WHERE ${where}`);
  return Number(row?.n ?? 0);
}

const VISIBLE = () => `submitted_at <= ${server.clock.now() - 30 * 60_000}`;

describe("POST /applications/homepage", () => {
  it("returns 5 dashboard rows by id DESC by default, with the paging fields", async () => {
    const res = await parent.api<Page<Record<string, unknown>>>("POST", "/applications/homepage", {
      json: { paginationData: { page: 0, size: 5 }, sortingData: { sortColumn: "id", sortType: "DESC" }, userId: MAIN_USER_ID },
    });
    expect(res.status).toBe(200);
    expect(res.body.pageSize).toBe(5);
    expect(res.body.numberOfElements).toBe(5);
    expect(res.body.totalResults).toBe(await dbCount(VISIBLE()));
    expect(Object.keys(res.body.content[0] ?? {}).sort()).toEqual(
      ["applicant", "associatedRight", "eserviceName", "ipRightType", "number", "status", "userReference"].sort(),
    );
    const newest = await server.db.all<{ number: string }>(`SELECT number FROM applications WHERE ${VISIBLE()} ORDER BY id DESC LIMIT 5`);
    expect(res.body.content.map((r) => r.number)).toEqual(newest.map((r) => r.number));
  });

  it("shows a child the parent's data, limited to its IP rights, and a user without IP rights nothing", async () => {
    const res = await child.api<Page<{ ipRightType: string }>>("POST", "/applications/homepage", { json: listBody({}, 100) });
    expect(res.status).toBe(200);
    expect(res.body.totalResults).toBe(await dbCount(`${VISIBLE()} AND ip_right_type = 'trademark'`));
    expect(res.body.content.every((r) => r.ipRightType === "trademark")).toBe(true);
    const noRole = await clientOf(server, "demonorole");
    const empty = await noRole.api<Page<unknown>>("POST", "/applications/homepage", { json: listBody() });
    expect(empty.status).toBe(200);
    expect(empty.body.totalResults).toBe(0);
  });

  it("applies the userId rule of decision 60", async () => {
    const own = await child.api<ErrorBody>("POST", "/applications/homepage", { json: listBody({ userId: 2 }) });
    expect(own.status).toBe(403);
    expect(own.body.description).toBe("access.denied");
    const other = await parent.api<ErrorBody>("POST", "/applications/all", { json: listBody({ userId: 99 }) });
    expect(other.status).toBe(403);
    const missing = await parent.api<ErrorBody>("POST", "/applications/all", { json: { ...listBody(), userId: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.body.description).toBe("invalid.format");
  });
});

describe("POST /applications/{tab}", () => {
  it("lists each tab of the account, applicationDate DESC", async () => {
    for (const [tab, where] of [
      ["all", "1"],
      ["trademark", "application_type = 'trademark'"],
      ["design", "application_type = 'design'"],
      ["eservice", "application_type = 'eservice'"],
      ["WAITING_FOR_PAYMENT", "status = 'WAITING_FOR_PAYMENT'"],
      ["WAITING_FOR_SIGNATURE", "status = 'WAITING_FOR_SIGNATURE'"],
    ] as const) {
      const res = await parent.api<Page<Item>>("POST", `/applications/${tab}`, { json: listBody() });
      expect(res.status, tab).toBe(200);
      expect(res.body.totalResults, tab).toBe(await dbCount(`${VISIBLE()} AND ${where}`));
      expect(res.body.totalResults, tab).toBeGreaterThan(0);
      const dates = res.body.content.map((r) => r.applicationDate ?? "");
      expect(dates, tab).toEqual([...dates].sort().reverse());
    }
  });

  it("holds at least 200 applications of every kind with their details", async () => {
    const rows = await allRows(parent, "all");
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const statuses = new Set(rows.map((r) => r.status));
    for (const s of ["WAITING_FOR_PAYMENT", "WAITING_FOR_SIGNATURE", "SUBMITTED", "UNDER_EXAMINATION", "PUBLISHED", "REGISTERED", "REFUSED", "WITHDRAWN", "EXPIRED"]) {
      expect(statuses.has(s), s).toBe(true);
    }
    const trademark = rows.find((r) => r.type === "TM_NATIONAL" && r.kind === "COMBINED");
    expect(trademark?.niceClass?.length).toBeGreaterThan(0);
    expect(trademark?.graphicalRepresentation).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const design = rows.find((r) => r.ipRightType === "design" && r.eserviceName === null);
    expect(design?.locarnos?.[0]?.mainClass).toMatch(/^\d{2}$/);
    expect(design?.designNumber).toMatch(/^\d{4}$/);
    const eservice = rows.find((r) => r.eserviceName !== null);
    expect(eservice?.type).toMatch(/^TM_/);
    expect(rows.some((r) => r.note !== null)).toBe(true);
  });

  it("pages, and answers a page beyond the last with empty content and the requested pageNumber", async () => {
    const first = await listTab(parent, "trademark", { paginationData: { page: 0, size: 7 } }, 7);
    const second = await listTab(parent, "trademark", { paginationData: { page: 1, size: 7 } }, 7);
    expect(second.body.content.map((r) => r.id)).not.toContain(first.body.content[0]?.id);
    const beyond = await listTab(parent, "trademark", { paginationData: { page: 999, size: 7 } }, 7);
    expect(beyond.body).toMatchObject({ content: [], pageNumber: 999, pageSize: 7, numberOfElements: 0, totalResults: first.body.totalResults });
  });

  it("sorts by item field names, ties by id DESC", async () => {
    const asc = await allRows(parent, "all", { sortingData: { sortColumn: "status", sortType: "ASC" } });
    for (let i = 1; i < asc.length; i++) {
      const [a, b] = [asc[i - 1] as Item, asc[i] as Item];
      expect(a.status <= b.status).toBe(true);
      if (a.status === b.status) expect(a.id).toBeGreaterThan(b.id);
    }
    const byId = await listTab(parent, "all", { sortingData: { sortColumn: "id", sortType: "ASC" } });
    expect(byId.body.content[0]?.id).toBe(1);
    const bad = await listTab(parent, "all", { sortingData: { sortColumn: "note", sortType: "ASC" } });
    expect(bad.status).toBe(400);
  });

  it("filters by ipRightType, formTypes, statuses, Nice class and dates", async () => {
    const designs = await allRows(parent, "all", { filteringData: { ipRightType: "design" } });
    expect(designs.length).toBe(await dbCount(`${VISIBLE()} AND ip_right_type = 'design'`));
    const renewals = await allRows(parent, "eservice", { filteringData: { ipRightType: "trademark", formTypes: ["TM_RENEWAL"] } });
    expect(renewals.length).toBeGreaterThan(0);
    expect(renewals.every((r) => r.type === "TM_RENEWAL" && r.ipRightType === "trademark")).toBe(true);
    const awaiting = await allRows(parent, "all", { filteringData: { status: ["WAITING_FOR_PAYMENT", "WAITING_FOR_SIGNATURE"] } });
    expect(awaiting.length).toBe(await dbCount(`${VISIBLE()} AND status IN ('WAITING_FOR_PAYMENT', 'WAITING_FOR_SIGNATURE')`));
    const nice = await allRows(parent, "trademark", { filteringData: { niceClass: [9, 35] } });
    expect(nice.length).toBeGreaterThan(0);
    expect(nice.every((r) => r.niceClass?.some((n) => n === 9 || n === 35))).toBe(true);
    const dates = { date: "REGISTRATION_DATE", dateFrom: "2024-01-01T00:00:00", dateTo: "2024-12-31T23:59:59" };
    const registered = await allRows(parent, "all", { filteringData: { dates } });
    expect(registered.length).toBe(await dbCount(`${VISIBLE()} AND registration_date BETWEEN '2024-01-01' AND '2024-12-31T23:59:59'`));
    expect(registered.every((r) => (r.registrationDate ?? "").startsWith("2024"))).toBe(true);
  });

  it("refuses malformed filters, paging and tabs with invalid.format", async () => {
    for (const extra of [
      { filteringData: { niceClass: [46] } },
      { filteringData: { status: ["DONE"] } },
      { filteringData: { ipRightType: "patent" } },
      { filteringData: { dates: { date: "APPLICATION_DATE", dateFrom: "2024-01-01" } } },
      { paginationData: { page: 0, size: 101 } },
      { paginationData: { page: -1, size: 10 } },
    ]) {
      const res = await parent.api<ErrorBody>("POST", "/applications/all", { json: listBody(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.description).toBe("invalid.format");
    }
    expect((await parent.api("POST", "/applications/patents", { json: listBody() })).status).toBe(400);
  });

  it("searches numbers, names and references case-insensitively, Lithuanian letters included", async () => {
    const row = await server.db.first<{ number: string; associated_right: string }>(
      `SELECT number, associated_right FROM applications WHERE ${VISIBLE()} AND associated_right IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const byNumber = await allRows(parent, "all", { searchingData: { search: row?.associated_right.toLowerCase() } });
    expect(byNumber.map((r) => r.associatedRight)).toContain(row?.associated_right);
    const company = await allRows(parent, "all", { searchingData: { search: "  ŠIAURĖS INOVACIJOS " } });
    expect(company.length).toBeGreaterThan(0);
    expect(company.length).toBe(await dbCount(`${VISIBLE()} AND search_text LIKE '%šiaurės inovacijos%'`));
  });

  it("offers filter options that match the data (GET /content/filters)", async () => {
    const filters = await parent.api<{ applications: { formTypes: { trademark: { key: string }[] }; status: { key: string }[] } }>("GET", "/content/filters");
    for (const option of filters.body.applications.status) {
      const rows = await listTab(parent, "all", { filteringData: { status: option.key.split(",") } });
      expect(rows.body.totalResults, option.key).toBeGreaterThan(0);
    }
    const national = filters.body.applications.formTypes.trademark.find((o) => o.key === "TM_NATIONAL");
    expect((await listTab(parent, "trademark", { filteringData: { formTypes: [national?.key] } })).body.totalResults).toBeGreaterThan(0);
  });
});

describe("roles", () => {
  it("gives demochild (ROLE_TRADEMARKS) no design rows and an empty design tab", async () => {
    const rows = await allRows(child, "all");
    expect(rows.length).toBe(await dbCount(`${VISIBLE()} AND ip_right_type = 'trademark'`));
    expect(rows.every((r) => r.ipRightType === "trademark")).toBe(true);
    expect((await listTab(child, "design")).body.totalResults).toBe(0);
    const eservices = await allRows(child, "eservice");
    expect(eservices.every((r) => r.ipRightType === "trademark")).toBe(true);
  });

  it("refuses the application lists to a user without an IP-right role", async () => {
    const noRole = await clientOf(server, "demonorole");
    const res = await listTab(noRole, "all");
    expect(res.status).toBe(403);
    expect((res.body as unknown as ErrorBody).description).toBe("access.denied");
  });
});

describe("counts", () => {
  it("counts the dashboard and the two waiting statuses for the session's main account", async () => {
    for (const [path, where] of [
      ["/applications/homepage/count", "1"],
      ["/applications/WAITING_FOR_PAYMENT/count", "status = 'WAITING_FOR_PAYMENT'"],
      ["/applications/WAITING_FOR_SIGNATURE/count", "status = 'WAITING_FOR_SIGNATURE'"],
    ] as const) {
      const res = await parent.api<{ count: number }>("POST", path, { json: { userId: MAIN_USER_ID } });
      expect(res.status, path).toBe(200);
      expect(res.body.count, path).toBe(await dbCount(`${VISIBLE()} AND ${where}`));
      const childCount = await child.api<{ count: number }>("POST", path, { json: { userId: MAIN_USER_ID } });
      expect(childCount.body.count, path).toBe(await dbCount(`${VISIBLE()} AND ${where} AND ip_right_type = 'trademark'`));
      expect((await child.api("POST", path, { json: { userId: 2 } })).status).toBe(403);
    }
  });
});

describe("GET /auth/me hasApplications", () => {
  it("is true for the users of the seeded main account", async () => {
    const me = await child.api<{ hasApplications: boolean }>("GET", "/auth/me");
    expect(me.body.hasApplications).toBe(true);
  });
});
