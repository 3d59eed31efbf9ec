import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server";
import type { TestClient } from "./support/test-client";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EXPIRY = "IPO_SESSION=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0";
const NEW_SESSION = /^IPO_SESSION=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/;

async function impersonate(username: string): Promise<TestClient> {
  const client = server.client();
  const res = await client.request("GET", `/sandbox/impersonate?username=${username}`);
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/");
  expect(res.setCookies[0]).toMatch(NEW_SESSION);
  return client;
}

describe("GET /auth/me", () => {
  it("answers 401 without a signed-in session", async () => {
    const res = await server.client().api("GET", "/auth/me");
    expect(res.status).toBe(401);
  });

  it("returns every SessionUser field for the parent", async () => {
    const client = server.client();
    await client.signInOk("demoparent");
    const me = await client.api("GET", "/auth/me");
    expect(me.body).toEqual({
      userId: 1,
      parentUserId: null,
      userName: "demoparent",
      username: "demoparent",
      fullName: "Jonas Petraitis",
      email: "demo.parent@example.lt",
      userType: "PARENT",
      personType: "Applicant",
      authorities: [
        "ROLE_ACCOUNT_ADMINISTRATOR",
        "ROLE_APPLICATION_SUBMIT",
        "ROLE_CORRESPONDENCE_READ_ONLY",
        "ROLE_CORRESPONDENCE_READ_WRITE",
        "ROLE_DESIGNS",
        "ROLE_TRADEMARKS",
        "ROLE_PAYMENTS",
        "ROLE_SIGNATURES",
      ],
      impersonatedUser: false,
      language: "lt",
      accountProfileCompleted: true,
      newUsernameRequested: null,
      lastLogin: expect.toSatisfy((v: unknown) => v === null || typeof v === "string"),
      failedLoginNumber: 0,
      hasApplications: true, // the seeded main account has applications
    });
  });

  it("returns a child with its parent and its own roles", async () => {
    const client = server.client();
    await client.signInOk("demochild");
    const me = await client.api("GET", "/auth/me");
    expect(me.body).toMatchObject({
      userId: 2,
      parentUserId: 1,
      fullName: "Ona Kazlauskienė",
      userType: "CHILD",
      authorities: ["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_TRADEMARKS"],
      accountProfileCompleted: true,
    });
  });
});

describe("logout", () => {
  it("needs a signed-in session for the challenge", async () => {
    expect((await server.client().api("GET", "/auth/logout/challenge")).status).toBe(401);
  });

  it("expires the old session and sets a new anonymous one whose token works at once", async () => {
    const client = server.client();
    await client.signInOk("demochild");
    const signedInCookie = client.session;
    const signedInToken = client.csrfToken;

    const res = await client.logout();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "LOGOUT_SUCCESS", redirect: "/login" });
    expect(res.setCookies).toHaveLength(2);
    expect(res.setCookies[0]).toBe(EXPIRY);
    expect(res.setCookies[1]).toMatch(NEW_SESSION);
    // The contract has no Clear-Site-Data any more: the client wipes the account's device data itself.
    expect(res.headers.get("clear-site-data")).toBeNull();
    expect(client.session).not.toBe(signedInCookie);
    expect(client.csrfToken).not.toBe(signedInToken);

    // The first POST after logout needs no retry: the returned token belongs to the new cookie.
    const challenge = await client.loginChallenge();
    const again = await client.api("POST", "/auth/sso/login", { json: { username: "demochild", password: "Vilnius2468", challenge } });
    expect(again.status).toBe(200);

    const old = server.client();
    old.session = signedInCookie;
    expect((await old.api("GET", "/auth/me")).status).toBe(401);
  });

  it("keeps the session on an invalid or expired challenge", async () => {
    const client = server.client();
    await client.signInOk("demochild");
    const wrong = await client.api("POST", "/auth/logout", { json: { challenge: "wrong" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, description: "logout.challenge.invalid" });

    const challenge = (await client.api<{ challenge: string }>("GET", "/auth/logout/challenge")).body.challenge;
    server.clock.advance(5 * 60 * 1000 + 1000);
    const late = await client.api("POST", "/auth/logout", { json: { challenge } });
    expect(late.body).toEqual({ code: 400, description: "logout.challenge.invalid" });
    expect((await client.api("GET", "/auth/me")).status).toBe(200);
  });

  it("answers 200 without a session and keeps the anonymous one", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    const cookie = client.session;
    const res = await client.api("POST", "/auth/logout", { json: { challenge: "x" } });
    expect(res.status).toBe(200);
    expect(res.setCookies).toEqual([]);
    expect(client.session).toBe(cookie);
  });
});

describe("PUT /account/language", () => {
  it("changes the session user's language", async () => {
    const client = server.client();
    await client.signInOk("demonorole");
    const res = await client.api("PUT", "/account/language", { json: { language: "en" } });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await client.api("GET", "/auth/me")).body).toMatchObject({ language: "en" });
    await client.api("PUT", "/account/language", { json: { language: "lt" } });
  });

  it("refuses an unsupported language", async () => {
    const client = server.client();
    await client.signInOk("demonorole");
    for (const json of [{ language: "de" }, { language: "" }, {}]) {
      const res = await client.api("PUT", "/account/language", { json });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, description: "invalid.format" });
    }
  });
});

describe("impersonated session", () => {
  it("is read-only: mutating calls answer 403 read.only.session before validation", async () => {
    const client = await impersonate("demoparent");
    const me = await client.api("GET", "/auth/me");
    expect(me.body).toMatchObject({ userName: "demoparent", impersonatedUser: true });
    for (const language of ["en", "xx"]) {
      const res = await client.api("PUT", "/account/language", { json: { language } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, description: "read.only.session" });
    }
    expect((await client.api("GET", "/content/filters")).status).toBe(200);
  });

  it("checks CSRF before the read-only rule", async () => {
    const client = await impersonate("demoparent");
    const res = await client.api("PUT", "/account/language", { json: { language: "en" }, csrf: "none" });
    expect(res.body).toEqual({ code: 403, description: "csrf.token.invalid" });
  });

  it("ends with GET /backend/logout/impersonate: 204, two cookies and a new token", async () => {
    const client = await impersonate("demoparent");
    await client.api("GET", "/auth/me");
    const token = client.csrfToken;
    const res = await client.api("GET", "/backend/logout/impersonate");
    expect(res.status).toBe(204);
    expect(res.setCookies[0]).toBe(EXPIRY);
    expect(res.setCookies[1]).toMatch(NEW_SESSION);
    expect(client.csrfToken).not.toBe(token);
    expect((await client.api("GET", "/auth/me")).status).toBe(401);
    expect((await client.api("POST", "/auth/logout", { json: { challenge: "x" } })).status).toBe(200);
  });

  it("answers 404 for an unknown user", async () => {
    const res = await server.client().request("GET", "/sandbox/impersonate?username=nobody");
    expect(res.status).toBe(404);
  });
});
