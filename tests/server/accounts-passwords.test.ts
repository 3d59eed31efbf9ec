/**
 * Password reset (request, token check, confirmation; expiry and single use) and the signed-in
 * password change, over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/db/seed-data";
import { latestMail, mailsTo, tokenOf } from "./support/mailbox";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function anonymous(): Promise<TestClient> {
  const client = server.client();
  await client.api("GET", "/content/global");
  return client;
}

async function signedIn(username: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const client = server.client();
  await client.signInOk(username, password);
  return client;
}

describe("password reset", () => {
  it("validates the e-mail and answers 204 for unknown addresses without mail", async () => {
    const client = await anonymous();
    expect((await client.api("POST", "/user/password/reset", { json: {} })).body).toMatchObject({ description: "required.field" });
    expect((await client.api("POST", "/user/password/reset", { json: { email: "bad" } })).body).toMatchObject({
      description: "invalid.email.format",
      details: { fields: { email: "invalid.email.format" } },
    });
    expect((await client.api("POST", "/user/password/reset", { json: { email: "nobody@example.lt" } })).status).toBe(204);
    expect(await mailsTo(server, "nobody@example.lt")).toHaveLength(0);
  });

  it("mails a reset link, checks it, sets the new password once", async () => {
    const client = await anonymous();
    expect((await client.api("POST", "/user/password/reset", { json: { email: "demo.child@example.lt" } })).status).toBe(204);
    const mail = await latestMail(server, "demo.child@example.lt");
    expect(mail.kind).toBe("PASSWORD_RESET");
    expect(mail.link).toMatch(/^\/reset\/token\//);
    const token = tokenOf(mail);

    expect((await client.api("POST", "/user/password/validate-token", { json: { token } })).body).toEqual({ valid: true });
    expect((await client.api("POST", "/user/password/validate-token", { json: { token: "nope" } })).body).toEqual({
      code: 400,
      description: "password.reset.link.not.valid",
    });
    expect((await client.api("POST", "/user/password/confirmation", { json: { token, password: "weak" } })).body).toMatchObject({
      description: "illegal.password",
    });
    expect((await client.api("POST", "/user/password/confirmation", { json: { token, password: DEMO_PASSWORD } })).body).toMatchObject({
      description: "reused.password",
    });
    expect((await client.api("POST", "/user/password/confirmation", { json: { token } })).body).toMatchObject({ description: "required.field" });
    expect((await client.api("POST", "/user/password/confirmation", { json: { token, password: "Trakai2580" } })).status).toBe(204);
    expect((await client.api("POST", "/user/password/confirmation", { json: { token, password: "Trakai2581x" } })).body).toEqual({
      code: 400,
      description: "password.reset.link.not.valid",
    });
    expect((await client.api("POST", "/user/password/validate-token", { json: { token } })).status).toBe(400);

    expect((await server.client().signIn("demochild")).status).toBe(401);
    await signedIn("demochild", "Trakai2580");
    await server.db.run("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = 'demoparent') WHERE username = 'demochild'");
  });

  it("lets reset links expire after 24 hours", async () => {
    const client = await anonymous();
    await client.api("POST", "/user/password/reset", { json: { email: "demo.norole@example.lt" } });
    const token = tokenOf(await latestMail(server, "demo.norole@example.lt"));
    server.clock.advance(24 * 60 * 60 * 1000 + 1);
    const later = await anonymous();
    expect((await later.api("POST", "/user/password/validate-token", { json: { token } })).body).toEqual({
      code: 400,
      description: "password.reset.link.not.valid",
    });
    expect((await later.api("POST", "/user/password/confirmation", { json: { token, password: "Trakai2580" } })).status).toBe(400);
  });
});

describe("PUT /account/password", () => {
  it("needs the old password and a legal, different new one", async () => {
    await server.db.run("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE username = 'demoparent') WHERE username = 'demonorole'");
    const client = await signedIn("demonorole");
    const put = (json: Record<string, unknown>) => client.api("PUT", "/account/password", { json });
    expect((await put({ newPassword: "Trakai2580" })).body).toMatchObject({ description: "required.field", details: { fields: { oldPassword: "required.field" } } });
    expect((await put({ oldPassword: "Wrong12345", newPassword: "Trakai2580" })).body).toMatchObject({ description: "invalid.credentials" });
    expect((await put({ oldPassword: DEMO_PASSWORD, newPassword: "trakai" })).body).toMatchObject({ description: "illegal.password" });
    expect((await put({ oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD })).body).toMatchObject({ description: "reused.password" });
    expect((await put({ oldPassword: DEMO_PASSWORD, newPassword: "Trakai2580" })).status).toBe(204);
    await signedIn("demonorole", "Trakai2580");
  });

  it("is refused in a read-only session and without a session", async () => {
    const viewer = server.client();
    await viewer.request("GET", "/sandbox/impersonate?username=demoparent");
    await viewer.api("GET", "/auth/me");
    const res = await viewer.api("PUT", "/account/password", { json: { oldPassword: DEMO_PASSWORD, newPassword: "Trakai2580" } });
    expect(res.body).toEqual({ code: 403, description: "read.only.session" });
    const anon = await anonymous();
    expect((await anon.api("PUT", "/account/password", { json: {} })).status).toBe(401);
  });
});
