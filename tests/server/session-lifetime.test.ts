import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "./support/test-server";

const MINUTE = 60 * 1000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("session expiry", () => {
  it("ends a session after 30 minutes without activity; every call counts as activity", async () => {
    const client = server.client();
    await client.signInOk("demochild");
    for (let i = 0; i < 3; i++) {
      server.clock.advance(29 * MINUTE);
      expect((await client.api("GET", "/auth/me")).status).toBe(200);
    }
    const token = client.csrfToken;
    const cookie = client.session;
    server.clock.advance(31 * MINUTE);
    const expired = await client.api("GET", "/auth/me");
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 401, description: "unauthorized" });
    expect(client.session).not.toBe(cookie);
    expect(client.csrfToken).not.toBe(token);
  });

  it("ends a session after 12 hours however active it is", async () => {
    const client = server.client();
    await client.signInOk("demochild");
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 25) {
      expect((await client.api("GET", "/content/filters")).status).toBe(200);
      server.clock.advance(25 * MINUTE);
    }
    expect((await client.api("GET", "/content/filters")).status).toBe(401);
  });
});

describe("sessions in the database", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "ipo-restart-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("survive a restart of the server", async () => {
    const clock = new TestClock();
    const first = await startTestServer({ dir, clock });
    const client = first.client();
    await client.signInOk("demoparent");
    const token = client.csrfToken;
    await first.close();

    const second = await startTestServer({ dir, clock });
    try {
      const again = second.client();
      again.session = client.session;
      const me = await again.api("GET", "/auth/me");
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ userName: "demoparent" });
      expect(me.setCookies).toEqual([]);
      expect(again.csrfToken).toBe(token);
    } finally {
      await second.close();
    }
  });

  it("store only a hash of the session id", async () => {
    const client = server.client();
    await client.signInOk("demonorole");
    const rows = await server.db.all<{ id_hash: string }>("SELECT id_hash FROM sessions");
    expect(rows.some((r) => r.id_hash === client.session)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });
});
