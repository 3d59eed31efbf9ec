/**
 * Username (e-mail) change through the gateway over real HTTP: start, callback with the identity
 * check, the mailed link, confirmation (ends the sessions), resend and cancel.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, mailsTo, tokenOf } from "./support/mailbox";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CALLBACK = "/epaslaugos/auth/callback/username-change";

async function signedIn(username: string): Promise<TestClient> {
  const client = server.client();
  await client.signInOk(username);
  return client;
}

/** Starts the change and lets gateway person `personId` authenticate; returns the callback answer. */
async function changeThroughGateway(client: TestClient, newUsername: string, personId: number) {
  const start = await client.api<{ ticket: string; authenticationUrl: string }>("POST", "/epaslaugos/auth/username-change", {
    json: { callbackUrl: `${server.baseUrl}${CALLBACK}`, newUsername },
  });
  expect(start.status).toBe(200);
  expect(start.body.authenticationUrl).toBe("/sandbox/gateway");
  const back = await client.request("POST", "/sandbox/gateway/authenticate", { form: { ticket: start.body.ticket, personId: String(personId) } });
  expect(back.headers.get("location")).toBe(`${CALLBACK}?ticket=${start.body.ticket}`); // kept root-relative
  return client.api<{ newUsername: string }>("GET", `${CALLBACK}/${start.body.ticket}`);
}

describe("username change", () => {
  it("validates the start", async () => {
    const client = await signedIn("demoparent");
    const start = (json: Record<string, unknown>) => client.api("POST", "/epaslaugos/auth/username-change", { json });
    expect((await start({ callbackUrl: CALLBACK })).body).toMatchObject({ description: "required.field" });
    expect((await start({ callbackUrl: "https://evil.example/x", newUsername: "a@b.lt" })).body).toMatchObject({ description: "invalid.format" });
    expect((await start({ callbackUrl: CALLBACK, newUsername: "not-an-email" })).body).toMatchObject({ description: "invalid.email.format" });
    expect((await start({ callbackUrl: CALLBACK, newUsername: "demo.child@example.lt" })).body).toMatchObject({ description: "reused.username" });
  });

  it("refuses another person on the gateway", async () => {
    const client = await signedIn("demoparent");
    const res = await changeThroughGateway(client, "other.person@example.lt", 3);
    expect(res.body).toEqual({ code: 400, description: "gateway.identity.mismatch" });
    expect((await client.api("GET", "/auth/me")).body).toMatchObject({ newUsernameRequested: null });
  });

  it("records the pending change, can be cancelled, and the cancelled link stops working", async () => {
    const client = await signedIn("demoparent");
    expect((await changeThroughGateway(client, "Cancelled@Example.lt", 1)).body).toEqual({ newUsername: "cancelled@example.lt" });
    expect((await client.api("GET", "/auth/me")).body).toMatchObject({ newUsernameRequested: "cancelled@example.lt" });
    const mail = await latestMail(server, "cancelled@example.lt");
    expect(mail.link).toMatch(/^\/change-username\/token\//);
    expect((await client.api("DELETE", "/account/username")).status).toBe(204);
    expect((await client.api("GET", "/auth/me")).body).toMatchObject({ newUsernameRequested: null });
    const confirm = await client.api("POST", "/user/change-username/confirmation", { json: { token: tokenOf(mail) } });
    expect(confirm.body).toEqual({ code: 400, description: "registration.token.not.valid" });
  });

  it("confirms by the mailed link (company identity), ends the sessions, and the new name signs in", async () => {
    const client = await signedIn("demoparent");
    expect((await changeThroughGateway(client, "jonas.new@example.lt", 2)).status).toBe(200);
    const first = await latestMail(server, "jonas.new@example.lt");
    const anon = server.client();
    await anon.api("GET", "/content/global");
    expect((await anon.api("POST", "/user/change-username/resend-token", { json: { userName: "demoparent" } })).status).toBe(204);
    expect(await mailsTo(server, "jonas.new@example.lt")).toHaveLength(2);
    const second = await latestMail(server, "jonas.new@example.lt");
    expect((await anon.api("POST", "/user/change-username/confirmation", { json: { token: tokenOf(first) } })).status).toBe(400);

    const ok = await anon.api("POST", "/user/change-username/confirmation", { json: { token: tokenOf(second) } });
    expect(ok.body).toEqual({ userName: "jonas.new@example.lt" });
    expect((await client.api("GET", "/auth/me")).status).toBe(401);
    const again = await signedIn("jonas.new@example.lt");
    expect((await again.api("GET", "/auth/me")).body).toMatchObject({
      userName: "jonas.new@example.lt",
      email: "jonas.new@example.lt",
      newUsernameRequested: null,
    });
    expect((await anon.api("POST", "/user/change-username/confirmation", { json: { token: tokenOf(second) } })).status).toBe(400);
    await server.db.run("UPDATE users SET username = 'demoparent', email = 'demo.parent@example.lt' WHERE id = 1");
  });

  it("keeps its tickets for the username change only", async () => {
    const client = await signedIn("demoparent");
    const start = await client.api<{ ticket: string }>("POST", "/epaslaugos/auth/username-change", {
      json: { callbackUrl: CALLBACK, newUsername: "elsewhere@example.lt" },
    });
    await client.request("POST", "/sandbox/gateway/authenticate", { form: { ticket: start.body.ticket, personId: "1" } });
    const registration = await client.api("GET", `/epaslaugos/auth/callback/new-account/${start.body.ticket}`);
    expect(registration.body).toEqual({ code: 400, description: "gateway.ticket.invalid" });
    const other = await signedIn("demonorole");
    expect((await other.api("GET", `${CALLBACK}/${start.body.ticket}`)).body).toEqual({ code: 400, description: "gateway.ticket.invalid" });
    expect((await client.api("GET", `${CALLBACK}/${start.body.ticket}`)).status).toBe(200);
    await client.api("DELETE", "/account/username");
  });

  it("answers 204 to resend without a match, and needs userName or token", async () => {
    const anon = server.client();
    await anon.api("GET", "/content/global");
    expect((await anon.api("POST", "/user/change-username/resend-token", { json: { token: "nope" } })).status).toBe(204);
    expect((await anon.api("POST", "/user/change-username/resend-token", { json: {} })).body).toEqual({ code: 400, description: "required.field" });
  });

  it("is refused in read-only sessions", async () => {
    const viewer = server.client();
    await viewer.request("GET", "/sandbox/impersonate?username=demoparent");
    await viewer.api("GET", "/auth/me");
    for (const [method, path] of [
      ["POST", "/epaslaugos/auth/username-change"],
      ["GET", `${CALLBACK}/anything`],
      ["DELETE", "/account/username"],
    ] as const) {
      const res = await viewer.api(method, path, method === "POST" ? { json: { callbackUrl: CALLBACK, newUsername: "x@y.lt" } } : {});
      expect(res.body, path).toEqual({ code: 403, description: "read.only.session" });
    }
  });
});
