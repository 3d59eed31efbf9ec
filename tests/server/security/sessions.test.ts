/**
 * Security suite: sessions and sign-in. A new password ends the other sessions;
 * sign-in is throttled per user name and address and per address, the same for names that do
 * not exist; guessing never locks the account holder out; forwarded addresses count only from
 * trusted proxies; cookie-less requests write no session rows; scrypt at OWASP's cost.
 */
import crypto, { scryptSync } from "node:crypto";
import { syncBuiltinESMExports } from "node:module";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../../server/db/seed-data";
import { insertAccount } from "../support/accounts";
import { latestMail, tokenOf } from "../support/mailbox";
import type { TestClient } from "../support/test-client";
import { startTestServer, type TestServer } from "../support/test-server";

const WRONG = "Wrong12345";
let plain: TestServer;
let proxied: TestServer;
let direct: TestServer;
beforeAll(async () => {
  plain = await startTestServer();
  // Behind a proxy on 127.0.0.1: X-Forwarded-For names the client.
  proxied = await startTestServer({ trustedProxies: ["127.0.0.1", "::1"], signInLimits: { failuresPerAddress: 6 } });
  direct = await startTestServer({ signInLimits: { failuresPerAddress: 6 } });
});
afterAll(async () => {
  await Promise.all([plain.close(), proxied.close(), direct.close()]);
});
afterEach(() => {
  vi.restoreAllMocks();
  // The server's modules read node:crypto through its ES module: give them the real scrypt back.
  syncBuiltinESMExports();
});

async function signedIn(server: TestServer, username: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const client = server.client();
  await client.signInOk(username, password);
  return client;
}

/** One sign-in attempt from `address` (X-Forwarded-For), answering its description. */
async function attempt(server: TestServer, username: string, password: string, address?: string): Promise<string> {
  const client = server.client();
  const challenge = await client.loginChallenge();
  const headers = address ? { "X-Forwarded-For": address } : undefined;
  const res = await client.api<{ description?: string; status?: string }>("POST", "/auth/sso/login", {
    json: { username, password, challenge },
    headers,
  });
  return res.body.description ?? res.body.status ?? "";
}

describe("sessions and sign-in", () => {
  it("ends the user's other sessions when the password is changed", async () => {
    await insertAccount(plain.db, { username: "changer1" });
    const stolen = await signedIn(plain, "changer1");
    const owner = await signedIn(plain, "changer1");
    const res = await owner.api("PUT", "/account/password", { json: { oldPassword: DEMO_PASSWORD, newPassword: "Trakai2580x" } });
    expect(res.status).toBe(204);
    expect((await stolen.api("GET", "/auth/me")).status).toBe(401);
    expect((await owner.api("GET", "/auth/me")).status).toBe(200);
  });

  it("ends every session of the user when the password is reset", async () => {
    await insertAccount(plain.db, { username: "resetter1" });
    const stolen = await signedIn(plain, "resetter1");
    const client = plain.client();
    await client.api("GET", "/content/global");
    await client.api("POST", "/user/password/reset", { json: { email: "resetter1@example.lt" } });
    const token = tokenOf(await latestMail(plain, "resetter1@example.lt"));
    expect((await client.api("POST", "/user/password/confirmation", { json: { token, password: "Trakai2580x" } })).status).toBe(204);
    expect((await stolen.api("GET", "/auth/me")).status).toBe(401);
  });

  it("answers unknown user names exactly like wrong passwords, lockout included, at the same cost", async () => {
    await insertAccount(plain.db, { username: "known1" });
    const names = ["known1", "nobody-here-1"];
    const answers: Record<string, string[]> = { "known1": [], "nobody-here-1": [] };
    // The cost of an attempt, counted rather than timed (a timing on a shared machine measures
    // the machine): the scrypt derivations it runs and their parameters (N, r, p, key length).
    const costs: Record<string, string[]> = { "known1": [], "nobody-here-1": [] };
    const scrypt = vi.spyOn(crypto, "scrypt");
    syncBuiltinESMExports();
    for (let i = 0; i < 6; i++) {
      for (const name of names) {
        scrypt.mockClear();
        answers[name]?.push(await attempt(plain, name, WRONG));
        costs[name]?.push(scrypt.mock.calls.map(([, , keyLength, options]) => {
          const { N, r, p } = options as { N: number; r: number; p: number };
          return `N=${N} r=${r} p=${p} length=${keyLength}`;
        }).join(", "));
      }
    }
    const expected = ["invalid.credentials", "invalid.credentials", "invalid.credentials", "invalid.credentials", "account.locked", "account.locked"];
    expect(answers).toEqual({ "known1": expected, "nobody-here-1": expected });
    // One derivation at today's cost per checked password (the fifth failure locks the name),
    // none once the name is locked: the same for both names.
    const derivation = "N=16384 r=8 p=5 length=32";
    const cost = [derivation, derivation, derivation, derivation, derivation, ""];
    expect(costs).toEqual({ "known1": cost, "nobody-here-1": cost });
  });

  it("does not let a guesser lock the account holder out", async () => {
    await insertAccount(proxied.db, { username: "victim1" });
    for (let i = 0; i < 5; i++) await attempt(proxied, "victim1", WRONG, "203.0.113.7");
    expect(await attempt(proxied, "victim1", DEMO_PASSWORD, "203.0.113.7")).toBe("account.locked");
    expect(await attempt(proxied, "victim1", DEMO_PASSWORD, "198.51.100.20")).toBe("LOGIN_SUCCESS");
  });

  it("throttles one address spraying many user names", async () => {
    const sprayed = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => attempt(proxied, `spray-${i}`, WRONG, "203.0.113.50")));
    expect(sprayed.filter((d) => d === "invalid.credentials").length).toBeGreaterThanOrEqual(5);
    // The address is out, even with the right password of a real account; other addresses are not.
    expect(await attempt(proxied, "demochild", DEMO_PASSWORD, "203.0.113.50")).toBe("account.locked");
    expect(await attempt(proxied, "demochild", DEMO_PASSWORD, "198.51.100.21")).toBe("LOGIN_SUCCESS");
  });

  it("ignores X-Forwarded-For from a peer that is no trusted proxy", async () => {
    for (let i = 0; i < 6; i++) await attempt(direct, `spoof-${i}`, WRONG, `192.0.2.${i + 1}`);
    expect(await attempt(direct, "demochild", DEMO_PASSWORD, "192.0.2.200")).toBe("account.locked");
  });

  it("writes no session row for cookie-less requests", async () => {
    const count = async () => (await plain.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM sessions"))?.n ?? -1;
    const before = await count();
    for (let i = 0; i < 40; i++) {
      const res = await plain.client().api("GET", i % 2 === 0 ? "/content/global" : "/auth/me");
      expect(res.headers.get("x-csrf-token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(await count()).toBe(before);
  });

  it("hashes at OWASP's scrypt cost and re-hashes older hashes on the next sign-in", async () => {
    const id = await insertAccount(plain.db, { username: "oldhash1" });
    const salt = Buffer.alloc(16, 7);
    const old = scryptSync(DEMO_PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 });
    const stored = ["scrypt", 16384, 8, 1, salt.toString("base64url"), old.toString("base64url")].join("$");
    await plain.db.run("UPDATE users SET password_hash = ? WHERE id = ?", [stored, id]);
    await signedIn(plain, "oldhash1");
    const row = await plain.db.first<{ password_hash: string }>("SELECT password_hash FROM users WHERE id = ?", [id]);
    // OWASP Password Storage Cheat Sheet: N=2^14, r=8, p=5 is one of the equivalent minimums.
    expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    await signedIn(plain, "oldhash1");
  });
});
