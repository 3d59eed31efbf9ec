/**
 * Registration over real HTTP: gateway new-account callback, credentials validation, creation,
 * verification by link or code (children with a password), resend, token expiry and single use.
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

const PASSWORD = "Kaunas97Xq";

function registration(email: string, extra: Record<string, unknown> = {}) {
  return { email, password: PASSWORD, userName: email, personType: "Applicant", language: "en", accountType: "INDIVIDUAL", ...extra };
}

async function anonymous(): Promise<TestClient> {
  const client = server.client();
  await client.api("GET", "/content/global");
  return client;
}

/** Steps ONE and the callback: init-login, the sandbox gateway picks the person, the callback redeems the ticket. */
async function gatewayIdentity(client: TestClient, personId: number) {
  const init = await client.api<{ ticket: string }>("POST", "/epaslaugos/auth/init-login", {
    form: { callbackUrl: "/epaslaugos/auth/callback/new-account" },
  });
  const back = await client.request("POST", "/sandbox/gateway/authenticate", { form: { ticket: init.body.ticket, personId: String(personId) } });
  expect(back.status).toBe(303);
  return client.api<Record<string, unknown>>("GET", `/epaslaugos/auth/callback/new-account/${init.body.ticket}`);
}

describe("gateway new-account callback", () => {
  it("returns the identity once and keeps it for the creation", async () => {
    const client = await anonymous();
    const init = await client.api<{ ticket: string }>("POST", "/epaslaugos/auth/init-login", {
      form: { callbackUrl: "/epaslaugos/auth/callback/new-account" },
    });
    expect((await client.api("GET", `/epaslaugos/auth/callback/new-account/${init.body.ticket}`)).body).toEqual({
      code: 400,
      description: "gateway.ticket.invalid",
    });
    await client.request("POST", "/sandbox/gateway/authenticate", { form: { ticket: init.body.ticket, personId: "3" } });
    const res = await client.api("GET", `/epaslaugos/auth/callback/new-account/${init.body.ticket}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firstName: "Rūta",
      lastName: "Vaitkienė",
      emailAddress: "ruta.vaitkiene@example.lt",
      phoneNumber: "+37061111111",
      personalCode: "48505052345",
      companyCode: null,
      companyName: null,
      isPatentAttorney: true,
    });
    const again = await client.api("GET", `/epaslaugos/auth/callback/new-account/${init.body.ticket}`);
    expect(again.body).toEqual({ code: 400, description: "gateway.ticket.invalid" });

    const created = await client.api("POST", "/user/registration/creation", {
      json: registration("ruta@example.lt", { personType: "Representative" }),
    });
    expect(created.status).toBe(201);
    const row = await server.db.first<Record<string, unknown>>(
      "SELECT d.* FROM account_details d JOIN users u ON u.id = d.user_id WHERE u.username = 'ruta@example.lt'",
    );
    expect(row).toMatchObject({ first_name: "Rūta", sur_name: "Vaitkienė", natural_person_code: "48505052345", patent_attorney_id: "PA-48505052345" });
  });

  it("keeps a company's codes for a company sign-in", async () => {
    const client = await anonymous();
    const identity = await gatewayIdentity(client, 2);
    expect(identity.body).toMatchObject({ companyCode: "305123456", companyName: 'UAB "Šiaurės inovacijos"', isPatentAttorney: false });
  });
});

describe("POST /user/registration/validation", () => {
  it("checks the fields present and answers the user name to use", async () => {
    const client = await anonymous();
    const ok = await client.api("POST", "/user/registration/validation", { json: { email: "New.Person@Example.lt" } });
    expect(ok.body).toEqual({ userName: "new.person@example.lt" });
    expect((await client.api("POST", "/user/registration/validation", { json: { userName: "newperson1" } })).body).toEqual({ userName: "newperson1" });

    const bad = await client.api("POST", "/user/registration/validation", {
      json: { userName: "demoparent", email: "demo.child@example.lt", password: "abc" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 400,
      description: "reused.username,illegal.password",
      details: { fields: { userName: "reused.username", email: "reused.username", password: "illegal.password" } },
    });
    const format = await client.api("POST", "/user/registration/validation", { json: { userName: "Bad Name", email: "no-at" } });
    expect(format.body).toMatchObject({ description: "invalid.format,invalid.email.format" });
  });
});

describe("POST /user/registration/creation", () => {
  it("validates every field", async () => {
    const client = await anonymous();
    const empty = await client.api("POST", "/user/registration/creation", { json: {} });
    expect(empty.body).toMatchObject({ code: 400, description: "required.field" });
    expect(Object.keys((empty.body as { details: { fields: object } }).details.fields)).toHaveLength(6);

    const bad = await client.api("POST", "/user/registration/creation", {
      json: registration("x@y", { password: "password", userName: "UPPER", personType: "Owner", language: "de", accountType: "X" }),
    });
    expect(bad.body).toMatchObject({
      description: "invalid.email.format,invalid.format,illegal.password",
      details: {
        fields: {
          email: "invalid.email.format",
          password: "illegal.password",
          userName: "invalid.format",
          personType: "invalid.format",
          language: "invalid.format",
          accountType: "invalid.format",
        },
      },
    });
    const reused = await client.api("POST", "/user/registration/creation", { json: registration("demo.parent@example.lt", { userName: "demochild" }) });
    expect(reused.body).toMatchObject({ description: "reused.username", details: { fields: { userName: "reused.username", email: "reused.username" } } });
  });

  it("creates an unverified account without identity, verifies it by link, once", async () => {
    const client = await anonymous();
    const created = await client.api("POST", "/user/registration/creation", { json: registration("plain@example.lt") });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ userName: "plain@example.lt", email: "plain@example.lt" });
    expect((await client.signIn("plain@example.lt", PASSWORD)).body).toEqual({ code: 401, description: "account.not.verified" });

    const mail = await latestMail(server, "plain@example.lt");
    expect(mail.kind).toBe("REGISTRATION");
    expect(mail.link).toMatch(/^\/registration\/token\/[A-Za-z0-9_-]{20,}$/);
    expect(mail.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(mail.body).toContain(mail.code);

    const confirmed = await client.api("POST", "/user/registration/confirmation", { json: { token: tokenOf(mail) } });
    expect(confirmed.body).toEqual({ userName: "plain@example.lt" });
    const reuse = await client.api("POST", "/user/registration/confirmation", { json: { token: tokenOf(mail) } });
    expect(reuse.body).toEqual({ code: 400, description: "registration.token.not.valid" });

    const login = await client.api("POST", "/auth/login", { json: { username: "plain@example.lt", password: PASSWORD, applicationName: "user-area" } });
    expect(login.status).toBe(200);
    const me = await client.api<Record<string, unknown>>("GET", "/auth/me");
    expect(me.body).toMatchObject({ userType: "PARENT", accountProfileCompleted: false, language: "en", personType: "Applicant" });
  });

  it("verifies by the typed code; resend issues a new one and the old stops working", async () => {
    const client = await anonymous();
    await client.api("POST", "/user/registration/creation", { json: registration("coded@example.lt", { userName: "coded001" }) });
    const first = await latestMail(server, "coded@example.lt");
    const resend = await client.api("POST", "/user/registration/resend-token", { json: { userName: "coded001" } });
    expect(resend.status).toBe(204);
    const second = await latestMail(server, "coded@example.lt");
    expect(second.id).not.toBe(first.id);
    expect((await client.api("POST", "/user/registration/confirmation", { json: { token: first.code } })).body).toMatchObject({
      description: "registration.token.not.valid",
    });
    const ok = await client.api("POST", "/user/registration/confirmation", { json: { token: second.code?.toLowerCase() } });
    expect(ok.body).toEqual({ userName: "coded001" });
  });

  it("lets verification tokens expire after 24 hours", async () => {
    const client = await anonymous();
    await client.api("POST", "/user/registration/creation", { json: registration("late@example.lt") });
    const mail = await latestMail(server, "late@example.lt");
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const later = await anonymous();
    expect((await later.api("POST", "/user/registration/confirmation", { json: { token: tokenOf(mail) } })).body).toEqual({
      code: 400,
      description: "registration.token.not.valid",
    });
    expect((await later.api("POST", "/user/registration/resend-token", { json: { token: tokenOf(mail) } })).status).toBe(204);
    const fresh = await latestMail(server, "late@example.lt");
    expect((await later.api("POST", "/user/registration/confirmation", { json: { token: tokenOf(fresh) } })).status).toBe(200);
  });

  it("resend answers 204 without enumerating accounts, and needs userName or token", async () => {
    const client = await anonymous();
    const before = (await mailsTo(server, "demo.parent@example.lt")).length;
    for (const json of [{ userName: "nobody@example.lt" }, { token: "nope" }, { userName: "demoparent" }]) {
      expect((await client.api("POST", "/user/registration/resend-token", { json })).status).toBe(204);
    }
    expect(await mailsTo(server, "demo.parent@example.lt")).toHaveLength(before);
    expect((await client.api("POST", "/user/registration/resend-token", { json: {} })).body).toEqual({ code: 400, description: "required.field" });
    expect((await client.api("POST", "/user/registration/confirmation", { json: {} })).body).toMatchObject({ description: "required.field" });
  });
});

describe("seeded registrations", () => {
  it("demopending is not verified yet and verifies through a resent mail", async () => {
    const client = await anonymous();
    expect((await client.signIn("demopending")).body).toEqual({ code: 401, description: "account.not.verified" });
    await client.api("POST", "/user/registration/resend-token", { json: { userName: "demopending" } });
    const mail = await latestMail(server, "demo.pending@example.lt");
    expect((await client.api("POST", "/user/registration/confirmation", { json: { token: mail.code } })).body).toEqual({ userName: "demopending" });
    await server.client().signInOk("demopending");
    await server.db.run("UPDATE users SET verified = 0 WHERE username = 'demopending'");
  });

  it("registers the company of gateway person 5, which then signs in through the gateway", async () => {
    const client = await anonymous();
    expect((await gatewayIdentity(client, 5)).body).toMatchObject({ companyCode: "302999888", companyName: 'UAB "Baltijos dizainas"' });
    const created = await client.api("POST", "/user/registration/creation", {
      json: registration("laura@example.lt", { accountType: "COMPANY", personType: "Representative" }),
    });
    expect(created.status).toBe(201);
    const mail = await latestMail(server, "laura@example.lt");
    await client.api("POST", "/user/registration/confirmation", { json: { token: tokenOf(mail) } });

    const challenge = await client.loginChallenge();
    const init = await client.api<{ ticket: string }>("POST", "/epaslaugos/auth/init-login", {
      form: { callbackUrl: `/epaslaugos/auth/callback/login?login_challenge=${challenge}` },
    });
    await client.request("POST", "/sandbox/gateway/authenticate", { form: { ticket: init.body.ticket, personId: "5" } });
    expect((await client.api("POST", "/auth/sso/login/ticket", { json: { ticket: init.body.ticket, challenge } })).status).toBe(200);
    expect((await client.api("GET", "/auth/me")).body).toMatchObject({ userName: "laura@example.lt", fullName: "Laura Kazlauskaitė" });
  });
});

describe("sandbox mailbox", () => {
  it("lists the mails newest first with accessible links", async () => {
    const res = await server.client().request("GET", "/sandbox/mailbox");
    expect(res.status).toBe(200);
    expect(res.text).toContain("<h1>Mailbox (sandbox)</h1>");
    expect(res.text).toMatch(/<a href="\/registration\/token\/[^"]+" data-testid="mail-link">/);
    expect(res.text).not.toMatch(/<script/i);
    const index = await server.client().request("GET", "/sandbox/");
    expect(index.text).toContain('href="/sandbox/mailbox"');
  });
});
