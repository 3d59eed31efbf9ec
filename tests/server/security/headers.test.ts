/**
 * Security suite: response headers. Permissions-Policy everywhere; in production HSTS
 * and `Secure` cookies; in demo mode a client's own X-Forwarded-Proto changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";

let demo: TestServer;
let production: TestServer;
beforeAll(async () => {
  demo = await startTestServer();
  production = await startTestServer({ mode: "production", publicOrigins: ["https://ipo.example.lt"] });
});
afterAll(async () => {
  await Promise.all([demo.close(), production.close()]);
});

describe("security headers", () => {
  it("switch off camera, microphone, geolocation and other unused features (Permissions-Policy)", async () => {
    for (const path of ["/", "/api/v1/content/global", "/sandbox/"]) {
      const policy = (await demo.client().request("GET", path)).headers.get("permissions-policy") ?? "";
      for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) expect(policy, path).toContain(feature);
    }
  });

  it("pin https in production (HSTS), not in the demo over http", async () => {
    const prod = await production.client().request("GET", "/");
    expect(prod.headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect((await demo.client().request("GET", "/")).headers.get("strict-transport-security")).toBeNull();
  });

  it("set the session cookie Secure in production", async () => {
    const res = await production.client().api("GET", "/content/global");
    expect(res.setCookies[0]).toMatch(/^IPO_SESSION=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("ignore X-Forwarded-Proto from a client that is no trusted proxy", async () => {
    const res = await demo.client().api("GET", "/content/global", { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.setCookies[0]).not.toContain("Secure");
  });
});
