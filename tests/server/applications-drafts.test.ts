import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOf, draftBody, impersonated, type Draft, type ErrorBody, type Page } from "./support/applications";
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

/** Draft 5 is seeded locked by demonorole. */
const LOCKED = 5;

const drafts = (client: TestClient, tab: string, extra: Record<string, unknown> = {}, size = 100) =>
  client.api<Page<Draft>>("POST", `/applications/drafts/${tab}`, { json: draftBody(extra, size) });

describe("POST /applications/drafts/{tab}", () => {
  it("lists 16 trademark, 12 design and 12 e-service drafts, lastModifiedDate DESC", async () => {
    for (const [tab, total] of [["trademark", 16], ["design", 12], ["eservice", 12]] as const) {
      const res = await drafts(parent, tab);
      expect(res.status, tab).toBe(200);
      expect(res.body.totalResults, tab).toBe(total);
      const dates = res.body.content.map((d) => d.lastModifiedDate);
      expect(dates, tab).toEqual([...dates].sort().reverse());
    }
    const trademark = await drafts(parent, "trademark");
    expect(trademark.body.content.find((d) => d.id === LOCKED)?.locked).toBe(true);
    expect(trademark.body.content.filter((d) => d.locked)).toHaveLength(1);
    const eservice = await drafts(parent, "eservice");
    expect(eservice.body.content.every((d) => d.eserviceName !== null)).toBe(true);
  });

  it("pages, sorts by draft fields, searches and refuses columns a draft lacks", async () => {
    const page = await drafts(parent, "trademark", { paginationData: { page: 1, size: 10 } }, 10);
    expect(page.body).toMatchObject({ pageNumber: 1, pageSize: 10, numberOfElements: 6, totalResults: 16 });
    const byName = await drafts(parent, "design", { sortingData: { sortColumn: "denomination", sortType: "ASC" } });
    const names = byName.body.content.map((d) => (d.denomination ?? "").toLowerCase());
    expect(names).toEqual([...names].sort());
    const numbered = (await drafts(parent, "trademark")).body.content.find((d) => d.number !== null) as Draft;
    const found = await drafts(parent, "trademark", { searchingData: { search: numbered.number?.toLowerCase() } });
    expect(found.body.content.map((d) => d.id)).toEqual([numbered.id]);
    expect((await drafts(parent, "trademark", { sortingData: { sortColumn: "status", sortType: "ASC" } })).status).toBe(400);
    expect((await drafts(parent, "all")).status).toBe(400);
  });

  it("shows demochild only trademark drafts and refuses a user without IP rights", async () => {
    expect((await drafts(child, "trademark")).body.totalResults).toBe(16);
    expect((await drafts(child, "design")).body.totalResults).toBe(0);
    const eservices = await drafts(child, "eservice");
    expect(eservices.body.totalResults).toBe(8);
    expect(eservices.body.content.every((d) => d.ipRightType === "trademark")).toBe(true);
    const noRole = await clientOf(server, "demonorole");
    expect((await drafts(noRole, "trademark")).status).toBe(403);
    expect((await child.api("POST", `/applications/drafts/trademark`, { json: draftBody({ userId: 2 }) })).status).toBe(403);
  });
});

describe("draft locks", () => {
  const path = (id: number, action = "") => `/applications/trademark/trademark/${id}${action}`;

  async function expectLocked(client: TestClient, method: string, url: string, holder: string): Promise<void> {
    const res = await client.api<ErrorBody>(method, url);
    expect(res.status, `${method} ${url}`).toBe(403);
    expect(res.body.description).toBe("draft.locked");
    expect(res.body.details?.username).toBe(holder);
  }

  it("refuses delete, resume and lock of a draft another user holds; only the holder or an administrator unlocks", async () => {
    await expectLocked(parent, "DELETE", path(LOCKED), "demonorole");
    await expectLocked(parent, "GET", path(LOCKED, "/resume"), "demonorole");
    await expectLocked(parent, "POST", path(LOCKED, "/lock"), "demonorole");
    await expectLocked(child, "POST", path(LOCKED, "/unlock"), "demonorole");
    // demoparent, a PARENT, administers the account and may release it.
    expect((await parent.api("POST", path(LOCKED, "/unlock"))).status).toBe(204);
    expect((await parent.api("POST", path(LOCKED, "/lock"))).status).toBe(204);
    expect((await parent.api("POST", path(LOCKED, "/lock"))).status).toBe(204);
    await expectLocked(child, "GET", path(LOCKED, "/resume"), "demoparent");
    await expectLocked(child, "POST", path(LOCKED, "/lock"), "demoparent");
    await expectLocked(child, "DELETE", path(LOCKED), "demoparent");
    const resumed = await parent.api<{ url: string }>("GET", path(LOCKED, "/resume"));
    expect(resumed.body.url).toBe(`https://efiling.office.example.lt/trademark?draft=${LOCKED}`);
    expect((await parent.api("POST", path(LOCKED, "/unlock"))).status).toBe(204);
    expect((await drafts(child, "trademark")).body.content.find((d) => d.id === LOCKED)?.locked).toBe(false);
  });

  it("lets demochild lock, resume, unlock and delete a free trademark draft", async () => {
    const free = (await drafts(child, "trademark")).body.content.find((d) => !d.locked && d.id !== LOCKED) as Draft;
    expect((await child.api("POST", path(free.id, "/lock"))).status).toBe(204);
    expect((await drafts(parent, "trademark")).body.content.find((d) => d.id === free.id)?.locked).toBe(true);
    expect((await child.api<{ url: string }>("GET", path(free.id, "/resume"))).status).toBe(200);
    expect((await child.api("POST", path(free.id, "/unlock"))).status).toBe(204);
    expect((await child.api("DELETE", path(free.id))).status).toBe(204);
    expect((await child.api("DELETE", path(free.id))).status).toBe(404);
    expect((await drafts(parent, "trademark")).body.totalResults).toBe(15);
  });

  it("resumes an e-service draft in its e-service form and hides design drafts from demochild", async () => {
    const eservice = (await drafts(parent, "eservice", { filteringData: { ipRightType: "design" } })).body.content[0] as Draft;
    const res = await parent.api<{ url: string | null }>("GET", `/applications/eservice/design/${eservice.id}/resume`);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^https://efiling\\.office\\.example\\.lt/ds/[a-z-]+\\?draft=${eservice.id}$`));
    expect((await child.api("GET", `/applications/eservice/design/${eservice.id}/resume`)).status).toBe(404);
    expect((await parent.api("GET", "/applications/eservice/design/99999/resume")).status).toBe(404);
  });

  it("refuses every draft change in a read-only session", async () => {
    const client = await impersonated(server, "demoparent");
    for (const [method, url] of [["DELETE", path(1)], ["GET", path(1, "/resume")], ["POST", path(1, "/lock")], ["POST", path(1, "/unlock")]] as const) {
      const res = await client.api<ErrorBody>(method, url);
      expect(res.status, url).toBe(403);
      expect(res.body.description).toBe("read.only.session");
    }
    expect((await drafts(client, "trademark")).status).toBe(200);
  });
});

describe("GET /auth/me hasApplications", () => {
  it("is false once the main account has no application (drafts do not count)", async () => {
    expect((await child.api<{ hasApplications: boolean }>("GET", "/auth/me")).body.hasApplications).toBe(true);
    await server.db.run("DELETE FROM applications WHERE main_user_id = 1");
    expect((await child.api<{ hasApplications: boolean }>("GET", "/auth/me")).body.hasApplications).toBe(false);
    expect((await parent.api<{ hasApplications: boolean }>("GET", "/auth/me")).body.hasApplications).toBe(false);
  });
});
