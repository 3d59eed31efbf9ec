import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SESSION_COOKIE = /^IPO_SESSION=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/;

describe("anonymous session", () => {
  it("opens on the first /api/v1 request and is kept afterwards", async () => {
    const client = server.client();
    const first = await client.api("GET", "/content/global");
    expect(first.status).toBe(200);
    expect(first.setCookies).toHaveLength(1);
    expect(first.setCookies[0]).toMatch(SESSION_COOKIE);
    expect(first.headers.get("x-csrf-header-name")).toBe("X-CSRF-TOKEN");
    const token = first.headers.get("x-csrf-token");
    expect(token).toBeTruthy();

    const second = await client.api("GET", "/content/literal/en");
    expect(second.setCookies).toEqual([]);
    expect(second.headers.get("x-csrf-token")).toBe(token);
  });

  it("sends the CSRF headers and no-store on errors, redirects and unknown routes", async () => {
    const client = server.client();
    const unauthorized = await client.api("GET", "/auth/me");
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toEqual({ code: 401, description: "unauthorized" });

    const redirect = await client.api("GET", "/auth/authorize");
    expect(redirect.status).toBe(302);
    for (const res of [unauthorized, redirect]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-csrf-header-name")).toBe("X-CSRF-TOKEN");
      expect(res.headers.get("x-csrf-token")).toBe(client.csrfToken);
    }
  });

  it("answers unknown routes and methods with 404 something.not.found", async () => {
    // Responses outside the contract: a server that does not write the conformance log.
    const unlogged = await startTestServer({ conformanceLogFile: undefined });
    try {
      const client = unlogged.client();
      for (const [method, path] of [["POST", "/no/such/route"], ["DELETE", "/auth/me"], ["GET", "/content"]]) {
        const res = await client.api(method as string, path as string, { json: method === "GET" ? undefined : {}, validate: false });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: 404, description: "something.not.found" });
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("x-csrf-header-name")).toBe("X-CSRF-TOKEN");
        expect(res.headers.get("x-csrf-token")).toBe(client.csrfToken);
      }
    } finally {
      await unlogged.close();
    }
  });

  it("answers other /api/ paths with 404 instead of the app shell, and sends no CORS headers", async () => {
    const client = server.client();
    const other = await client.request("GET", "/api/v2/content/global");
    expect(other.status).toBe(404);
    const cross = await client.api("GET", "/content/global", { headers: { Origin: "https://evil.example" } });
    expect([...cross.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
  });

  it("replaces an unknown or malformed cookie with a new anonymous session", async () => {
    const client = server.client();
    client.session = "not-a-session";
    const res = await client.api("GET", "/content/global");
    expect(res.setCookies[0]).toMatch(SESSION_COOKIE);
    expect(client.session).not.toBe("not-a-session");
  });
});

describe("CSRF", () => {
  it("refuses a POST without the token, and the retry with the returned token works", async () => {
    const client = server.client();
    const challenge = await client.loginChallenge();
    const body = { username: "demochild", password: "Vilnius2468", challenge };

    const missing = await client.api("POST", "/auth/sso/login", { json: body, csrf: "none" });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ code: 403, description: "csrf.token.invalid" });
    const token = missing.headers.get("x-csrf-token");
    expect(token).toBeTruthy();

    const wrong = await client.api("POST", "/auth/sso/login", { json: body, csrf: "x".repeat(43) });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ code: 403, description: "csrf.token.invalid" });

    const retry = await client.api("POST", "/auth/sso/login", { json: body, csrf: token ?? "" });
    expect(retry.status).toBe(200);
  });

  it("keeps one token for the whole life of a session", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    const token = client.csrfToken;
    for (const path of ["/content/country", "/content/literal/lt", "/auth/me"]) {
      const res = await client.api("GET", path);
      expect(res.headers.get("x-csrf-token")).toBe(token);
    }
    const logout = await client.api("POST", "/auth/logout", { json: { challenge: "none" } });
    expect(logout.status).toBe(200);
    expect(logout.setCookies).toEqual([]);
    expect(client.csrfToken).toBe(token);
  });

  it("checks the session (401) before CSRF (403)", async () => {
    const client = server.client();
    const res = await client.api("PUT", "/account/language", { json: { language: "en" }, csrf: "none" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, description: "unauthorized" });
  });
});
