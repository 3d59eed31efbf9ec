/**
 * "Last login" is the previous sign-in: each new session's `lastLogin` is the time of
 * the sign-in before it, whichever way the user signed in (password or the e-government
 * gateway), never the session's own sign-in, and the sessions keep their own value.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60 * 1000;

/** Office wall time of an instant, as the contract writes local date-times. */
function officeTime(instant: number): string {
  return new Date(instant).toLocaleString("sv-SE", { timeZone: "Europe/Vilnius" }).replace(" ", "T");
}

async function lastLogin(client: TestClient): Promise<string | null> {
  return (await client.api<{ lastLogin: string | null }>("GET", "/auth/me")).body.lastLogin;
}

/** demoparent (gateway person 1) signs in through the sandbox gateway. */
async function gatewaySignIn(): Promise<TestClient> {
  const client = server.client();
  const challenge = await client.loginChallenge();
  const callbackUrl = `${server.baseUrl}/epaslaugos/auth/callback/login?login_challenge=${challenge}`;
  const started = await client.api<{ ticket: string }>("POST", "/epaslaugos/auth/init-login", { form: { callbackUrl, loginChallenge: challenge } });
  const ticket = started.body.ticket;
  await client.request("POST", "/sandbox/gateway", { form: { ticket } });
  await client.request("POST", "/sandbox/gateway/authenticate", { form: { ticket, personId: "1" } });
  const res = await client.api("POST", "/auth/sso/login/ticket", { json: { ticket, challenge } });
  expect(res.status).toBe(200);
  return client;
}

describe("lastLogin of GET /auth/me", () => {
  it("is the sign-in before this session's, through the password and the gateway alike", async () => {
    const first = server.client();
    await first.signInOk("demoparent");
    const firstAt = server.clock.now();
    // The seed's account had not signed in before.
    expect(await lastLogin(first)).toBeNull();

    server.clock.advance(10 * MINUTE);
    const second = await gatewaySignIn();
    const secondAt = server.clock.now();
    expect(await lastLogin(second)).toBe(officeTime(firstAt));

    server.clock.advance(10 * MINUTE);
    const third = server.client();
    await third.signInOk("demoparent");
    expect(await lastLogin(third)).toBe(officeTime(secondAt));
    expect(await lastLogin(third)).not.toBe(officeTime(server.clock.now()));

    // Each session keeps the value it started with: a later sign-in elsewhere changes none.
    expect(await lastLogin(first)).toBeNull();
    expect(await lastLogin(second)).toBe(officeTime(firstAt));
  });
});
