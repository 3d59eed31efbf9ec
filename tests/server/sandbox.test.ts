import crypto from "node:crypto";
import { syncBuiltinESMExports } from "node:module";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DATA_TABLES } from "../../server/db/seed";
import { startTestServer, type TestServer } from "./support/test-server";

let plain: TestServer;
let hooked: TestServer;
beforeAll(async () => {
  [plain, hooked] = await Promise.all([startTestServer(), startTestServer({ testHooks: true })]);
});
afterAll(() => Promise.all([plain.close(), hooked.close()]));
afterEach(() => {
  vi.restoreAllMocks();
  // The server's modules read node:crypto through its ES module: give them the real scrypt back.
  syncBuiltinESMExports();
});

describe("sandbox index", () => {
  it("links to the gateway and to impersonation of every demo account", async () => {
    const client = plain.client();
    const redirect = await client.request("GET", "/sandbox");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/sandbox/");
    const res = await client.request("GET", "/sandbox/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.text).toContain('href="/sandbox/gateway"');
    for (const username of ["demoparent", "demochild", "demonorole"]) {
      expect(res.text).toContain(`href="/sandbox/impersonate?username=${username}"`);
    }
    expect(res.text).toContain("Disabled");
    expect(res.text).not.toMatch(/<script/i);
  });

  it("explains the gateway page when it is opened without a ticket", async () => {
    const res = await plain.client().request("GET", "/sandbox/gateway");
    expect(res.status).toBe(200);
    expect(res.text).toContain("e-government gateway");
  });
});

describe("test hooks", () => {
  it("do not exist without IPO_TEST_HOOKS=1", async () => {
    const res = await plain.client().request("POST", "/sandbox/test/reset");
    expect(res.status).toBe(404);
  });

  it("reset re-seeds in one transaction without deriving a password hash, and ends every session", async () => {
    const client = hooked.client();
    await client.signInOk("demochild");
    await client.api("PUT", "/account/language", { json: { language: "en" } });
    await hooked.db.run("UPDATE users SET locked_until = ? WHERE username = 'demonorole'", [hooked.clock.now() + 3_600_000]);
    await hooked.db.run("DELETE FROM user_roles WHERE user_id = 2");

    // What keeps the reset fast (its time is `npm run bench`'s, never a unit test's): the seed's
    // password hashes are memoised per process (server/auth/passwords.ts: no scrypt, the costly
    // part), and the wipe and the seed are one batch (one write transaction).
    const scrypt = vi.spyOn(crypto, "scrypt");
    syncBuiltinESMExports();
    const batch = vi.spyOn(hooked.db, "batch");
    const reset = await hooked.client().request("POST", "/sandbox/test/reset");
    expect(reset.status).toBe(204);
    expect(scrypt).not.toHaveBeenCalled();
    expect(batch).toHaveBeenCalledTimes(1);
    const statements = batch.mock.calls[0]?.[0].map((statement) => statement.sql) ?? [];
    expect(statements.slice(0, DATA_TABLES.length)).toEqual(DATA_TABLES.map((table) => `DELETE FROM ${table}`));
    expect(statements.filter((sql) => sql.includes("INSERT INTO users")).length).toBeGreaterThan(0);

    expect((await client.api("GET", "/auth/me")).status).toBe(401);
    const fresh = hooked.client();
    await fresh.signInOk("demochild");
    expect((await fresh.api("GET", "/auth/me")).body).toMatchObject({
      language: "lt",
      authorities: ["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_TRADEMARKS"],
    });
    await hooked.client().signInOk("demonorole");
  });

  it("reset empties every table of the schema that holds data (a table left out made every later reset fail)", async () => {
    // Tables that hold no demo data: the migrations' own log, the changes feed's epoch (renewed,
    // not emptied) and the search index with its shadow tables (kept by triggers on the letters).
    const kept = (name: string) => name === "migrations" || name === "correspondence_changes_epoch" || name.startsWith("sqlite_") || /^correspondence_search(_|$)/.test(name);
    const tables = await hooked.db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
    const data = tables.map((table) => table.name).filter((name) => !kept(name));
    expect(data.filter((name) => !DATA_TABLES.includes(name))).toEqual([]);

    // A shared-inbox note (decision 85) refers to its letter: the reset still succeeds.
    const client = hooked.client();
    await client.signInOk("demoparent");
    const letter = await hooked.db.first<{ id: number; author: number }>(
      "SELECT m.id AS id, u.id AS author FROM correspondence_messages m JOIN users u ON u.username = 'demoparent' WHERE m.account_id = u.id LIMIT 1",
    );
    if (!letter) throw new Error("the seed has no letter of demoparent");
    await hooked.db.run("INSERT INTO correspondence_notes (message_id, author_user_id, text, created_at) VALUES (?, ?, 'note', '2026-11-28T10:00:00Z')", [letter.id, letter.author]);
    expect((await hooked.client().request("POST", "/sandbox/test/reset")).status).toBe(204);
  });

  it("end-sessions ends every session of one user, as an expiry would; others keep theirs", async () => {
    const parent = hooked.client();
    await parent.signInOk("demoparent");
    const child = hooked.client();
    await child.signInOk("demochild");
    expect((await hooked.client().request("POST", "/sandbox/test/end-sessions?username=demoparent")).status).toBe(204);
    expect((await parent.api("GET", "/auth/me")).status).toBe(401);
    expect((await child.api("GET", "/auth/me")).status).toBe(200);
    expect((await hooked.client().request("POST", "/sandbox/test/end-sessions?username=nobody")).status).toBe(404);
    expect((await plain.client().request("POST", "/sandbox/test/end-sessions?username=demoparent")).status).toBe(404);
  });

  it("reset with ?language= makes every account prefer that language (decision 39; e2e runs in English)", async () => {
    expect((await hooked.client().request("POST", "/sandbox/test/reset?language=en")).status).toBe(204);
    const english = hooked.client();
    await english.signInOk("demoparent");
    expect((await english.api("GET", "/auth/me")).body).toMatchObject({ language: "en" });
    expect((await hooked.client().request("POST", "/sandbox/test/reset")).status).toBe(204);
    const seeded = hooked.client();
    await seeded.signInOk("demoparent");
    expect((await seeded.api("GET", "/auth/me")).body).toMatchObject({ language: "lt" });
  });
});
