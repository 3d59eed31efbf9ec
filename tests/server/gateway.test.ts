import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_GATEWAY_PERSONS } from "../../server/db/seed-data";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface GatewayStart {
  client: TestClient;
  challenge: string;
  ticket: string;
  callbackUrl: string;
}

async function startGateway(): Promise<GatewayStart> {
  const client = server.client();
  const challenge = await client.loginChallenge();
  const callbackUrl = `${server.baseUrl}/epaslaugos/auth/callback/login?login_challenge=${challenge}&loginChallenge=${challenge}`;
  const res = await client.api<{ ticket: string; authenticationUrl: string }>("POST", "/epaslaugos/auth/init-login", {
    form: { callbackUrl, loginChallenge: challenge },
  });
  expect(res.status).toBe(200);
  expect(res.body.authenticationUrl).toBe("/sandbox/gateway");
  return { client, challenge, ticket: res.body.ticket, callbackUrl };
}

/** The person picks themselves on the sandbox gateway; returns where the gateway sends the browser. */
async function authenticate(start: GatewayStart, personId: number): Promise<string> {
  const page = await start.client.request("POST", "/sandbox/gateway", { form: { ticket: start.ticket } });
  expect(page.status).toBe(200);
  const back = await start.client.request("POST", "/sandbox/gateway/authenticate", {
    form: { ticket: start.ticket, personId: String(personId) },
  });
  expect(back.status).toBe(303);
  return back.headers.get("location") ?? "";
}

function ticketLogin(start: GatewayStart, ticket = start.ticket, challenge = start.challenge) {
  return start.client.api("POST", "/auth/sso/login/ticket", { json: { ticket, challenge } });
}

describe("gateway sign-in", () => {
  it("goes init-login → sandbox gateway → callback with the ticket → ticket sign-in", async () => {
    const start = await startGateway();
    const page = await start.client.request("POST", "/sandbox/gateway", { form: { ticket: start.ticket } });
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.text).toContain("Authenticate as Jonas Petraitis");
    expect(page.text).toContain("UAB &quot;Šiaurės inovacijos&quot;");
    expect(page.text.match(/<button type="submit">/g)).toHaveLength(SEED_GATEWAY_PERSONS.length);

    const location = await authenticate(start, 1);
    expect(location).toMatch(/^\/epaslaugos\/auth\/callback\/login\?/); // kept root-relative
    const back = new URL(location, server.baseUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${server.baseUrl}/epaslaugos/auth/callback/login`);
    expect(back.searchParams.get("login_challenge")).toBe(start.challenge);
    expect(back.searchParams.get("ticket")).toBe(start.ticket);

    const res = await ticketLogin(start);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "LOGIN_SUCCESS", redirect: "/" });
    expect((await start.client.api("GET", "/auth/me")).body).toMatchObject({ userName: "demoparent" });

  });

  it("signs a company in by its company code", async () => {
    const start = await startGateway();
    await authenticate(start, 2);
    expect((await ticketLogin(start)).status).toBe(200);
    expect((await start.client.api("GET", "/auth/me")).body).toMatchObject({ userName: "demoparent" });
  });

  it("answers account.not.registered for a person without an account", async () => {
    for (const personId of [3, 4, 5]) {
      const start = await startGateway();
      await authenticate(start, personId);
      const res = await ticketLogin(start);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, description: "account.not.registered" });
    }
  });

  it("refuses unknown, unauthenticated and used tickets, and bad challenges", async () => {
    const start = await startGateway();
    expect((await ticketLogin(start)).body).toEqual({ code: 400, description: "gateway.ticket.invalid" });
    expect((await ticketLogin(start, "unknown")).body).toEqual({ code: 400, description: "gateway.ticket.invalid" });
    await authenticate(start, 1);
    expect((await ticketLogin(start, start.ticket, "wrong")).body).toEqual({ code: 400, description: "login.challenge.invalid" });
    expect((await ticketLogin(start)).status).toBe(200);

    const second = await startGateway();
    await authenticate(second, 1);
    expect((await ticketLogin(second)).status).toBe(200);
    await second.client.logout();
    const used = await ticketLogin(second, second.ticket, await second.client.loginChallenge());
    expect(used.body).toEqual({ code: 400, description: "gateway.ticket.invalid" });
  });

  it("lets tickets expire after 30 minutes", async () => {
    const start = await startGateway();
    server.clock.advance(31 * 60 * 1000);
    const page = await start.client.request("POST", "/sandbox/gateway", { form: { ticket: start.ticket } });
    expect(page.status).toBe(400);
    expect(page.text).toContain("unknown, used or expired");
  });
});

describe("POST /epaslaugos/auth/init-login", () => {
  it("accepts same-origin callbacks only", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    const init = (callbackUrl: string, headers?: Record<string, string>) =>
      client.api("POST", "/epaslaugos/auth/init-login", { form: { callbackUrl }, headers });
    expect((await init("/epaslaugos/auth/callback/new-account")).status).toBe(200);
    expect((await init(`${server.baseUrl}/epaslaugos/auth/callback/login`)).status).toBe(200);
    // The public origin comes from the configuration, never from the request's headers.
    expect((await init("http://localhost:5173/epaslaugos/auth/callback/login", { Origin: "http://localhost:5173" })).status).toBe(400);
    for (const bad of ["https://evil.example/epaslaugos/auth/callback/login", "//evil.example/x", "javascript:alert(1)", ""]) {
      const res = await init(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ code: 400, description: "invalid.format" });
    }
  });

  it("wants a form-encoded body", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    const res = await client.api("POST", "/epaslaugos/auth/init-login", { json: { callbackUrl: "/x" } });
    expect(res.body).toEqual({ code: 400, description: "invalid.format" });
  });
});
