/**
 * My account over real HTTP: details read and update (permissions, validation, only changed fields),
 * the edit lock, person type, and deactivation blocked by active child accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedIn(username: string): Promise<TestClient> {
  const client = server.client();
  await client.signInOk(username);
  return client;
}

async function impersonating(username: string): Promise<TestClient> {
  const client = server.client();
  await client.request("GET", `/sandbox/impersonate?username=${username}`);
  await client.api("GET", "/auth/me");
  return client;
}

interface Details {
  loginDetails: { language: string };
  accountTypeDetails: Record<string, unknown>;
  mainAccountDetails: Record<string, string | null>;
  legalAddress: Record<string, unknown> | null;
  correspondentAddress: Record<string, unknown> | null;
}

describe("GET /account/details", () => {
  it("returns the main account's details to the user and its children", async () => {
    const parent = await signedIn("demoparent");
    const res = await parent.api<Details>("GET", "/account/details?userName=demoparent");
    expect(res.body).toEqual({
      loginDetails: { language: "lt" },
      accountTypeDetails: { personType: "Applicant", accountType: "COMPANY", patentAttorneyId: null },
      mainAccountDetails: {
        firstName: "Jonas",
        surName: "Petraitis",
        naturalPersonCode: "38001011234",
        organizationName: 'UAB "Šiaurės inovacijos"',
        legalEntityCode: "305123456",
        legalPosition: "Direktorius",
        telephone: "+37061234567",
        contactEmail: "demo.parent@example.lt",
      },
      legalAddress: { streetName: "Gedimino pr. 1", city: "Vilnius", postalCode: "LT-01103", country: "LT", addressType: "LEGAL" },
      correspondentAddress: null,
    });
    const child = await signedIn("demochild");
    for (const name of ["demochild", "demoparent"]) {
      expect((await child.api<Details>("GET", `/account/details?userName=${name}`)).body.mainAccountDetails.firstName).toBe("Jonas");
    }
    expect((await child.api("GET", "/account/details?userName=demonorole")).body).toEqual({ code: 403, description: "access.denied" });
    expect((await child.api("GET", "/account/details")).body).toMatchObject({ code: 400, description: "required.field" });
  });
});

describe("PUT /account/details", () => {
  it("validates the changed fields and stores only them", async () => {
    const client = await signedIn("demoparent");
    const put = (json: Record<string, unknown>) => client.api("PUT", "/account/details", { json: { userId: 1, ...json } });
    const bad = await put({
      mainAccountDetails: { firstName: "", telephone: "12345", contactEmail: "x", legalPosition: "Zoë", legalEntityCode: "1".repeat(31) },
      legalAddress: { city: "" },
      correspondentAddress: { streetName: "Pylimo 2", city: "Vilnius", postalCode: "LT-01117", country: "lt", corrTelephone: "8612" },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { details: unknown }).details).toEqual({
      fields: {
        "mainAccountDetails.firstName": "required.field",
        "mainAccountDetails.legalEntityCode": "max.length.exceeded",
        "mainAccountDetails.legalPosition": "invalid.characters.error",
        "mainAccountDetails.telephone": "invalid.format",
        "mainAccountDetails.contactEmail": "invalid.email.format",
        "legalAddress.city": "required.field",
        "correspondentAddress.country": "invalid.format",
        "correspondentAddress.corrEmail": "required.field",
        "correspondentAddress.corrTelephone": "invalid.format",
      },
    });

    const ok = await put({
      mainAccountDetails: { legalPosition: "Vadovas", telephone: "061234567" },
      legalAddress: { city: "Kaunas" },
      correspondentAddress: { streetName: "Pylimo 2", city: "Vilnius", postalCode: "LT-01117", country: "LT", corrEmail: "post@example.lt", corrTelephone: null },
    });
    expect(ok.status).toBe(204);
    const details = (await client.api<Details>("GET", "/account/details?userName=demoparent")).body;
    expect(details.mainAccountDetails).toMatchObject({ firstName: "Jonas", legalPosition: "Vadovas", telephone: "061234567" });
    expect(details.legalAddress).toMatchObject({ streetName: "Gedimino pr. 1", city: "Kaunas" });
    expect(details.correspondentAddress).toEqual({
      streetName: "Pylimo 2", city: "Vilnius", postalCode: "LT-01117", country: "LT", addressType: "CORRESPONDENT", corrTelephone: null, corrEmail: "post@example.lt",
    });
    expect((await put({ correspondentAddress: null })).status).toBe(204);
    expect((await client.api<Details>("GET", "/account/details?userName=demoparent")).body.correspondentAddress).toBeNull();
    expect((await client.api("GET", "/auth/me")).body).toMatchObject({ accountProfileCompleted: true });
  });

  it("allows name fields only for administrators of company accounts, and the session user's id only", async () => {
    const admin = await signedIn("demonorole");
    expect((await admin.api("PUT", "/account/details", { json: { userId: 3, mainAccountDetails: { surName: "Petraitė" } } })).status).toBe(204);
    expect((await admin.api("PUT", "/account/details", { json: { userId: 1, legalAddress: { city: "Vilnius" } } })).body).toEqual({
      code: 403,
      description: "access.denied",
    });
    await server.db.run("UPDATE account_details SET account_type = 'INDIVIDUAL' WHERE user_id = 1");
    const individual = await admin.api("PUT", "/account/details", { json: { userId: 3, mainAccountDetails: { surName: "Petraitis" } } });
    expect(individual.body).toEqual({ code: 403, description: "access.denied" });
    expect((await admin.api("PUT", "/account/details", { json: { userId: 3, legalAddress: { city: "Vilnius" } } })).status).toBe(204);
    await server.db.run("UPDATE account_details SET account_type = 'COMPANY', sur_name = 'Petraitis' WHERE user_id = 1");
  });

  it("is refused without the administrator role and in read-only sessions", async () => {
    const child = await signedIn("demochild");
    expect((await child.api("PUT", "/account/details", { json: { userId: 2 } })).body).toEqual({ code: 403, description: "access.denied" });
    expect((await child.api("POST", "/account/lock", { json: { fromCard: true } })).body).toEqual({ code: 403, description: "access.denied" });
    expect((await child.api("PUT", "/account/personType", { json: { personType: "Applicant" } })).body).toEqual({ code: 403, description: "access.denied" });
    const viewer = await impersonating("demoparent");
    expect((await viewer.api("PUT", "/account/details", { json: { userId: 1 } })).body).toEqual({ code: 403, description: "read.only.session" });
    expect((await viewer.api("POST", "/account/deactivation")).body).toEqual({ code: 403, description: "read.only.session" });
  });
});

describe("POST /account/lock", () => {
  it("takes exactly one target and refuses another user's live lock for 10 minutes", async () => {
    const parent = await signedIn("demoparent");
    const admin = await signedIn("demonorole");
    expect((await parent.api("POST", "/account/lock", { json: {} })).body).toEqual({ code: 400, description: "required.field" });
    expect((await parent.api("POST", "/account/lock", { json: { fromCard: true, childUserName: "demochild" } })).body).toEqual({
      code: 400,
      description: "invalid.format",
    });
    expect((await parent.api("POST", "/account/lock", { json: { childUserName: "nobody" } })).status).toBe(404);

    expect((await parent.api("POST", "/account/lock", { json: { fromCard: true } })).status).toBe(204);
    expect((await parent.api("POST", "/account/lock", { json: { fromCard: true } })).status).toBe(204);
    const refused = await admin.api("POST", "/account/lock", { json: { fromCard: true } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, description: "account.details.locked", details: { username: "demoparent" } });
    const update = await admin.api("PUT", "/account/details", { json: { userId: 3, legalAddress: { city: "Vilnius" } } });
    expect(update.body).toMatchObject({ description: "account.details.locked" });

    expect((await parent.api("POST", "/account/lock", { json: { childUserName: "demochild" } })).status).toBe(204);
    const child = await admin.api("PUT", "/child/details", { json: { userName: "demochild", roles: ["ROLE_TRADEMARKS"] } });
    expect(child.body).toMatchObject({ description: "account.details.locked", details: { username: "demoparent" } });

    server.clock.advance(10 * 60 * 1000 + 1);
    const later = await signedIn("demonorole");
    expect((await later.api("POST", "/account/lock", { json: { fromCard: true } })).status).toBe(204);
    expect((await later.api("PUT", "/account/details", { json: { userId: 3, legalAddress: { city: "Vilnius" } } })).status).toBe(204);
    const parentAgain = await signedIn("demoparent");
    expect((await parentAgain.api("POST", "/account/lock", { json: { fromCard: true } })).status).toBe(204);
  });
});

describe("PUT /account/personType", () => {
  it("changes the main account's person type", async () => {
    const admin = await signedIn("demonorole");
    expect((await admin.api("PUT", "/account/personType", { json: { personType: "Owner" } })).body).toEqual({ code: 400, description: "invalid.format" });
    expect((await admin.api("PUT", "/account/personType", { json: { personType: "Representative" } })).status).toBe(204);
    const parent = await signedIn("demoparent");
    expect((await parent.api("GET", "/auth/me")).body).toMatchObject({ personType: "Representative" });
    await parent.api("PUT", "/account/personType", { json: { personType: "Applicant" } });
  });
});

describe("deactivation", () => {
  it("is blocked by active children, refused to children, then deactivates the family", async () => {
    const child = await signedIn("demonorole");
    expect((await child.api("POST", "/account/deactivation")).body).toEqual({ code: 403, description: "access.denied" });
    expect((await child.api("POST", "/account/deactivation/confirmation")).body).toEqual({ code: 403, description: "access.denied" });

    const parent = await signedIn("demoparent");
    expect((await parent.api("POST", "/account/deactivation")).body).toEqual({ valid: false, reason: "ACTIVE_CHILD_ACCOUNTS" });
    expect((await parent.api("POST", "/account/deactivation/confirmation")).body).toEqual({ code: 403, description: "deactivate.account.info" });

    for (const userName of ["demochild", "demonorole", "democolleague"]) {
      const res = await parent.api("POST", "/child/deactivation", { json: { userName, parentUserName: "demoparent" } });
      expect(res.status).toBe(204);
    }
    expect((await parent.api("POST", "/account/deactivation")).body).toEqual({ valid: true, reason: null });
    expect((await parent.api("POST", "/account/deactivation/confirmation")).status).toBe(204);
    expect((await parent.api("GET", "/auth/me")).status).toBe(200);
    expect((await server.client().signIn("demoparent")).body).toEqual({ code: 401, description: "account.disabled" });
    await server.db.run("UPDATE users SET active = 1");
  });
});
