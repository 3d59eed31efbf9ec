import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRows, clientOf, impersonated, type ErrorBody, type Item } from "./support/applications";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let child: TestClient;
let rows: Item[];
beforeAll(async () => {
  server = await startTestServer();
  parent = await clientOf(server, "demoparent");
  child = await clientOf(server, "demochild");
  rows = await allRows(parent, "all");
});
afterAll(() => server.close());

function find(test: (r: Item) => boolean): Item {
  const row = rows.find(test);
  if (!row) throw new Error("no such seeded application");
  return row;
}

const notePath = (r: Item, suffix = "") => `/applications/${r.eserviceName ? "eservice" : r.ipRightType}/${r.ipRightType}/note${suffix}`;

async function storedNote(id: number): Promise<string | null> {
  return (await server.db.first<{ note: string | null }>("SELECT note FROM applications WHERE id = ?", [id]))?.note ?? null;
}

describe("notes", () => {
  it("locks, saves and releases; another user meanwhile gets note.locked with the holder's name", async () => {
    const row = find((r) => r.ipRightType === "trademark" && r.eserviceName === null && r.note === null);
    const body = { applicationIdentifier: row.number };
    expect((await parent.api("POST", notePath(row, "/lock"), { json: body })).status).toBe(204);
    // The same user in another session holds the lock too (it is held per user).
    const parentAgain = await clientOf(server, "demoparent");
    expect((await parentAgain.api("POST", notePath(row, "/lock"), { json: body })).status).toBe(204);
    for (const call of [notePath(row, "/lock"), notePath(row)]) {
      const refused = await child.api<ErrorBody>("POST", call, { json: { ...body, note: "Mine" } });
      expect(refused.status, call).toBe(403);
      expect(refused.body.description).toBe("note.locked");
      expect(refused.body.details?.username).toBe("demoparent");
      expect(refused.body.details?.message).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    }
    expect((await parent.api("POST", notePath(row), { json: { ...body, note: "Skambinti pareiškėjui" } })).status).toBe(204);
    expect(await storedNote(row.id)).toBe("Skambinti pareiškėjui");
    // Saved: the lock is released, so demochild may lock now.
    expect((await child.api("POST", notePath(row, "/lock"), { json: body })).status).toBe(204);
    expect((await child.api("POST", notePath(row), { json: { ...body, note: "Ona" } })).status).toBe(204);
    const listed = await allRows(parent, "trademark", { searchingData: { search: row.number } });
    expect(listed.find((r) => r.id === row.id)?.note).toBe("Ona");
  });

  it("lets a lock lapse after 10 minutes", async () => {
    const row = find((r) => r.ipRightType === "trademark" && r.eserviceName === null && r.id !== rows[0]?.id && r.note === null && r.status === "REGISTERED");
    const body = { applicationIdentifier: row.number };
    expect((await child.api("POST", notePath(row, "/lock"), { json: body })).status).toBe(204);
    server.clock.advance(9 * 60_000);
    expect((await parent.api("POST", notePath(row, "/lock"), { json: body })).status).toBe(403);
    server.clock.advance(2 * 60_000);
    expect((await parent.api("POST", notePath(row, "/lock"), { json: body })).status).toBe(204);
    await child.api("GET", "/auth/me"); // keep demochild's session alive
  });

  it("deletes a note saved empty and refuses notes over note.max-length", async () => {
    const row = find((r) => r.note !== null && r.ipRightType === "trademark");
    const body = { applicationIdentifier: row.number };
    const long = await parent.api<ErrorBody>("POST", notePath(row), { json: { ...body, note: "x".repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.description).toBe("max.length.exceeded");
    expect((await parent.api("POST", notePath(row), { json: { ...body, note: "x".repeat(100) } })).status).toBe(204);
    expect((await parent.api("POST", notePath(row), { json: { ...body, note: "" } })).status).toBe(204);
    expect(await storedNote(row.id)).toBeNull();
  });

  it("answers 404 for unknown applications and path mismatches, 400 for a missing identifier", async () => {
    const row = find((r) => r.ipRightType === "design" && r.eserviceName === null);
    expect((await parent.api("POST", notePath(row), { json: { applicationIdentifier: "EF-0000-00000", note: "a" } })).status).toBe(404);
    expect((await parent.api("POST", "/applications/trademark/trademark/note", { json: { applicationIdentifier: row.number, note: "a" } })).status).toBe(404);
    const missing = await parent.api<ErrorBody>("POST", notePath(row, "/lock"), { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.description).toBe("required.field");
    // demochild cannot reach design applications at all.
    expect((await child.api("POST", notePath(row, "/lock"), { json: { applicationIdentifier: row.number } })).status).toBe(404);
  });
});

describe("note paths of e-services", () => {
  it("accept the e-service's kind or its IP right in either segment", async () => {
    const row = find((r) => r.eserviceName !== null && r.ipRightType === "trademark" && r.note === null);
    const body = { applicationIdentifier: row.number };
    for (const path of ["/applications/eservice/trademark/note", "/applications/trademark/eservice/note", "/applications/trademark/trademark/note"]) {
      expect((await parent.api("POST", path, { json: { ...body, note: path } })).status, path).toBe(204);
      expect(await storedNote(row.id)).toBe(path);
    }
    expect((await parent.api("POST", "/applications/design/design/note", { json: { ...body, note: "x" } })).status).toBe(404);
  });
});

describe("GET /applications/{applicationType}/{appId}/duplicate", () => {
  it("answers the e-filing URL of the copy, and refuses e-services with extraInfo", async () => {
    const trademark = find((r) => r.ipRightType === "trademark" && r.eserviceName === null);
    const res = await parent.api<{ url: string }>("GET", `/applications/trademark/${trademark.id}/duplicate`);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`https://efiling.office.example.lt/trademark?duplicate=${trademark.number}`);
    const eservice = find((r) => r.eserviceName !== null);
    const refused = await parent.api<ErrorBody>("GET", `/applications/eservice/${eservice.id}/duplicate`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      description: "invalid.application.selection",
      extraInfo: { invalidApplicationIds: [eservice.id], multiplicityError: false },
    });
    expect((await parent.api("GET", `/applications/design/${trademark.id}/duplicate`)).status).toBe(404);
    expect((await parent.api("GET", "/applications/trademark/999999/duplicate")).status).toBe(404);
  });
});

describe("POST /applications/{applicationType}/eservices/validate", () => {
  const validate = (client: TestClient, right: string, json: unknown) =>
    client.api<ErrorBody & { status: string; redirectUrl: string | null }>("POST", `/applications/${right}/eservices/validate`, { json });

  it("accepts one registered trademark with a type of globals tmFilteringTypes", async () => {
    const row = find((r) => r.ipRightType === "trademark" && r.eserviceName === null && r.status === "REGISTERED");
    const res = await validate(parent, "trademark", { eserviceType: "TM_TRANSFER", applicationIds: [row.id] });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("VALID");
    expect(res.body.redirectUrl).toBe(`https://efiling.office.example.lt/tm/transfer?applicationNumber=${encodeURIComponent(row.associatedRight ?? "")}`);
  });

  it("refuses several or no selected applications with multiplicityError", async () => {
    const [a, b] = rows.filter((r) => r.status === "REGISTERED");
    const res = await validate(parent, "trademark", { eserviceType: "TM_RENEWAL", applicationIds: [a?.id, b?.id] });
    expect(res.status).toBe(400);
    expect(res.body.extraInfo?.multiplicityError).toBe(true);
    const none = await validate(parent, "trademark", { eserviceType: "TM_RENEWAL", applicationIds: [] });
    expect(none.body.extraInfo?.multiplicityError).toBe(true);
  });

  it("refuses a status or type that does not allow the e-service, listing the application", async () => {
    const refused = find((r) => r.ipRightType === "trademark" && r.eserviceName === null && r.status === "REFUSED");
    const expired = find((r) => r.ipRightType === "trademark" && r.eserviceName === null && r.status === "EXPIRED");
    const design = find((r) => r.ipRightType === "design" && r.eserviceName === null && r.status === "REGISTERED");
    for (const [right, type, row] of [
      ["trademark", "TM_GENERIC", refused],
      ["trademark", "TM_TRANSFER", expired],
      ["trademark", "TM_LIMIT_GS", find((r) => r.ipRightType === "trademark" && r.status === "REGISTERED" && r.eserviceName === null)],
      ["trademark", "TM_RENEWAL", design],
    ] as const) {
      const res = await validate(parent, right, { eserviceType: type, applicationIds: [row.id] });
      expect(res.status, `${type} ${row.status}`).toBe(400);
      expect(res.body).toMatchObject({
        description: "invalid.application.selection",
        extraInfo: { invalidApplicationIds: [row.id], invalidApplicationNumbers: [row.associatedRight ?? row.number], multiplicityError: false },
      });
    }
    expect((await validate(parent, "trademark", { eserviceType: "TM_RENEWAL", applicationIds: [expired.id] })).status).toBe(200);
    expect((await validate(parent, "design", { eserviceType: "TM_LIMIT_GS", applicationIds: [design.id] })).status).toBe(200);
    expect((await validate(parent, "trademark", { applicationIds: [expired.id] })).body.description).toBe("required.field");
  });
});

describe("DELETE /applications/delete/{filingNumber}", () => {
  it("deletes an application waiting for payment or signature, nothing else", async () => {
    const waiting = find((r) => r.status === "WAITING_FOR_SIGNATURE" && r.ipRightType === "trademark");
    expect((await child.api("DELETE", `/applications/delete/${waiting.number}`)).status).toBe(204);
    expect((await parent.api("DELETE", `/applications/delete/${waiting.number}`)).status).toBe(404);
    const registered = find((r) => r.status === "REGISTERED");
    const res = await parent.api<ErrorBody>("DELETE", `/applications/delete/${registered.number}`);
    expect(res.status).toBe(400);
    expect(res.body.description).toBe("delete.application.failed");
    const design = find((r) => r.status === "WAITING_FOR_PAYMENT" && r.ipRightType === "design");
    expect((await child.api("DELETE", `/applications/delete/${design.number}`)).status).toBe(404);
  });
});

describe("read-only sessions", () => {
  it("refuses every mutating applications call with read.only.session but still lists", async () => {
    const client = await impersonated(server, "demoparent");
    const row = find((r) => r.ipRightType === "trademark" && r.eserviceName === null && r.status === "REGISTERED");
    const calls: [string, string, unknown?][] = [
      ["POST", notePath(row, "/lock"), { applicationIdentifier: row.number }],
      ["POST", notePath(row), { applicationIdentifier: row.number, note: "x" }],
      ["GET", `/applications/trademark/${row.id}/duplicate`],
      ["POST", "/applications/trademark/eservices/validate", { eserviceType: "TM_TRANSFER", applicationIds: [row.id] }],
      ["DELETE", `/applications/delete/${find((r) => r.status === "WAITING_FOR_PAYMENT").number}`],
    ];
    for (const [method, path, json] of calls) {
      const res = await client.api<ErrorBody>(method, path, json === undefined ? {} : { json });
      expect(res.status, path).toBe(403);
      expect(res.body.description).toBe("read.only.session");
    }
    expect((await client.api("POST", "/applications/all", { json: { paginationData: { page: 0, size: 5 }, sortingData: { sortColumn: "id", sortType: "DESC" }, userId: 1 } })).status).toBe(200);
  });
});
