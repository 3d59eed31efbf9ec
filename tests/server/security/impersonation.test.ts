/**
 * Security suite (spec 1 §4): an impersonated session ends soon after its last tab
 * closed (no request for 2 minutes), while an open page's heartbeat or a reload keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../support/test-client";
import { startTestServer, type TestServer } from "../support/test-server";

const SECOND = 1000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function impersonate(): Promise<TestClient> {
  const client = server.client();
  const res = await client.request("GET", "/sandbox/impersonate?username=demoparent");
  expect(res.status).toBe(302);
  expect((await client.api("GET", "/auth/me")).body).toMatchObject({ impersonatedUser: true });
  return client;
}

describe("impersonated session", () => {
  it("lives while the open page sends its heartbeat, and ends 2 minutes after the last request (tab closed)", async () => {
    const client = await impersonate();
    // The page's heartbeat (GET /auth/me every 30 s; a hidden tab's timers may slow to once a minute).
    for (let i = 0; i < 6; i++) {
      server.clock.advance(60 * SECOND);
      expect((await client.api("GET", "/auth/me")).status, `heartbeat ${i}`).toBe(200);
    }
    server.clock.advance(121 * SECOND);
    expect((await client.api("GET", "/auth/me")).status).toBe(401);
  });
});
