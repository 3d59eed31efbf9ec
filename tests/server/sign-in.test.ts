import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertAccount } from "./support/accounts";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60 * 1000;
const PASSWORD = "Vilnius2468";

interface SessionUserBody {
  userId: number;
  lastLogin: string | null;
  failedLoginNumber: number;
  [key: string]: unknown;
}

describe("login challenge (GET /auth/authorize)", () => {
  it("redirects a visitor to the login page with a new challenge, and a signed-in user to /", async () => {
    const client = server.client();
    const res = await client.api("GET", "/auth/authorize");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/login\/oauth2\/challenge\?login_challenge=[A-Za-z0-9_-]+$/);
    await client.signInOk("demochild");
    const signedIn = await client.api("GET", "/auth/authorize");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/");
  });
});

describe("password sign-in (POST /auth/sso/login)", () => {
  it("signs in, rotates the session id and the CSRF token, and drops the old session", async () => {
    const client = server.client();
    const challenge = await client.loginChallenge();
    const anonymousCookie = client.session;
    const anonymousToken = client.csrfToken;
    const res = await client.api("POST", "/auth/sso/login", { json: { username: "demoparent", password: PASSWORD, challenge } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "LOGIN_SUCCESS", redirect: "/" });
    expect(res.setCookies).toHaveLength(1);
    expect(client.session).not.toBe(anonymousCookie);
    expect(client.csrfToken).not.toBe(anonymousToken);

    const me = await client.api<SessionUserBody>("GET", "/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.userName).toBe("demoparent");

    const old = server.client();
    old.session = anonymousCookie;
    expect((await old.api("GET", "/auth/me")).status).toBe(401);
  });

  it("answers 400 for a missing, unknown or foreign challenge and for missing fields", async () => {
    const client = server.client();
    const other = server.client();
    const foreign = await other.loginChallenge();
    const own = await client.loginChallenge();
    for (const challenge of [undefined, "unknown", foreign]) {
      const res = await client.api("POST", "/auth/sso/login", { json: { username: "demochild", password: PASSWORD, challenge } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, description: "login.challenge.invalid" });
    }
    const missing = await client.api("POST", "/auth/sso/login", { json: { username: "demochild", challenge: own } });
    expect(missing.body).toEqual({ code: 400, description: "required.field" });
    // A malformed body carries no challenge either (invalid.format is not among this operation's keys).
    const malformed = await client.api("POST", "/auth/sso/login", { headers: { "Content-Type": "application/json" }, json: undefined });
    expect(malformed.body).toEqual({ code: 400, description: "login.challenge.invalid" });
  });

  it("uses a challenge once", async () => {
    const client = server.client();
    const challenge = await client.loginChallenge();
    const body = { username: "demochild", password: PASSWORD, challenge };
    expect((await client.api("POST", "/auth/sso/login", { json: body })).status).toBe(200);
    const again = await client.api("POST", "/auth/sso/login", { json: body });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 400, description: "login.challenge.invalid" });
  });

  it("lets a challenge expire after 30 minutes even while the session stays active", async () => {
    const client = server.client();
    const challenge = await client.loginChallenge();
    for (let i = 0; i < 3; i++) {
      server.clock.advance(10 * MINUTE);
      await client.api("GET", "/content/global"); // keeps the anonymous session alive
    }
    server.clock.advance(MINUTE);
    const res = await client.api("POST", "/auth/sso/login", { json: { username: "demochild", password: PASSWORD, challenge } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, description: "login.challenge.invalid" });
  });

  it("refuses with the documented 401 keys", async () => {
    const now = server.clock.now();
    await insertAccount(server.db, { username: "unverified1", verified: false });
    await insertAccount(server.db, { username: "disabled1", active: false });
    await insertAccount(server.db, { username: "expired1", expiresAt: now - 1000 });
    const cases: [string, string, string][] = [
      ["nobody123", PASSWORD, "invalid.credentials"],
      ["demochild", "Wrong12345", "invalid.credentials"],
      ["unverified1", PASSWORD, "account.not.verified"],
      ["disabled1", PASSWORD, "account.disabled"],
      ["expired1", PASSWORD, "account.expired"],
    ];
    for (const [username, password, description] of cases) {
      const client = server.client();
      const res = await client.signIn(username, password);
      expect(res.status, username).toBe(401);
      expect(res.body).toEqual({ code: 401, description });
      expect((await client.api("GET", "/auth/me")).status).toBe(401);
    }
  });
});

describe("lockout and the sign-in record", () => {
  it("locks after five failures in a row for 15 minutes and reports the failures after the next sign-in", async () => {
    await insertAccount(server.db, { username: "lockme1" });
    const client = server.client();
    const challenge = await client.loginChallenge();
    const attempt = (password: string) =>
      client.api("POST", "/auth/sso/login", { json: { username: "lockme1", password, challenge } });
    for (let i = 1; i <= 4; i++) expect((await attempt("Wrong12345")).body).toEqual({ code: 401, description: "invalid.credentials" });
    expect((await attempt("Wrong12345")).body).toEqual({ code: 401, description: "account.locked" });
    expect((await attempt(PASSWORD)).body).toEqual({ code: 401, description: "account.locked" });

    // The throttle (rate-limiter-flexible) keeps real time: move the clock it reads.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 15 * MINUTE + 1000 });
    const signedIn = await attempt(PASSWORD).finally(() => vi.useRealTimers());
    expect(signedIn.status).toBe(200);
    const me = await client.api<SessionUserBody>("GET", "/auth/me");
    expect(me.body.failedLoginNumber).toBe(5);
    expect(me.body.lastLogin).toBeNull();

    const signInTime = server.clock.now();
    await client.logout();
    server.clock.advance(MINUTE);
    await client.signInOk("lockme1");
    const next = await client.api<SessionUserBody>("GET", "/auth/me");
    expect(next.body.failedLoginNumber).toBe(0);
    expect(next.body.lastLogin).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const expected = new Date(signInTime).toLocaleString("sv-SE", { timeZone: "Europe/Vilnius" }).replace(" ", "T");
    expect(next.body.lastLogin).toBe(expected);
  });

  it("resets the run of failures on a successful sign-in", async () => {
    await insertAccount(server.db, { username: "resetme1" });
    const client = server.client();
    for (let i = 0; i < 4; i++) await client.signIn("resetme1", "Wrong12345");
    await client.signInOk("resetme1");
    await client.logout();
    for (let i = 0; i < 4; i++) expect((await client.signIn("resetme1", "Wrong12345")).body).toMatchObject({ description: "invalid.credentials" });
  });
});

describe("automatic sign-in (POST /auth/login)", () => {
  it("works without a challenge and ignores unknown ones", async () => {
    for (const challenge of [undefined, "unknown"]) {
      const client = server.client();
      await client.api("GET", "/content/global");
      const res = await client.api("POST", "/auth/login", {
        json: { username: "demonorole", password: PASSWORD, applicationName: "user-area", challenge },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "LOGIN_SUCCESS", redirect: "/" });
      expect((await client.api("GET", "/auth/me")).status).toBe(200);
    }
  });

  it("refuses wrong credentials and missing fields", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    const wrong = await client.api("POST", "/auth/login", { json: { username: "demonorole", password: "Wrong12345" } });
    expect(wrong.body).toEqual({ code: 401, description: "invalid.credentials" });
    const missing = await client.api("POST", "/auth/login", { json: { username: "demonorole" } });
    expect(missing.body).toEqual({ code: 400, description: "required.field" });
  });
});
