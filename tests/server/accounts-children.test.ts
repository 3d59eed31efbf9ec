/**
 * Child accounts over real HTTP: create (rules, profile check, verification with a password),
 * list and read (sort, paging, roles string), update, activation and deactivation, refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, tokenOf } from "./support/mailbox";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface ChildAccount {
  firstName: string;
  lastName: string;
  email: string;
  roles: string;
  status: "Active" | "Inactive";
  lastLoginDateTime: string | null;
  parentUserName: string;
}

interface ChildPage {
  content: ChildAccount[];
  totalResults: number;
  pageSize: number;
  pageNumber: number;
  numberOfElements: number;
}

async function signedIn(username: string, password?: string): Promise<TestClient> {
  const client = server.client();
  await client.signInOk(username, password);
  return client;
}

describe("POST /child/registration", () => {
  it("checks every rule of the form", async () => {
    const parent = await signedIn("demoparent");
    const create = (json: Record<string, unknown>) => parent.api("POST", "/child/registration", { json });
    expect((await create({})).body).toMatchObject({
      description: "required.field,child.account.access.not.specified",
      details: { fields: { firstName: "required.field", lastName: "required.field", email: "required.field", roles: "child.account.access.not.specified" } },
    });
    const bad = await create({ firstName: "Zoë", lastName: "x".repeat(257), email: "nope", roles: ["ROLE_PAYMENTS"] });
    expect(bad.body).toMatchObject({
      details: {
        fields: { firstName: "invalid.characters.error", lastName: "max.length.exceeded", email: "invalid.email.format", roles: "enable.ip.right.access" },
      },
    });
    const exclusive = await create({
      firstName: "Ana", lastName: "Kim", email: "ana@example.lt", roles: ["ROLE_DESIGNS", "ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_CORRESPONDENCE_READ_WRITE"],
    });
    expect(exclusive.body).toMatchObject({ description: "child.account.correspondence.roles.exclusive" });
    const long = await create({ firstName: "Ana", lastName: "Kim", email: `${"a".repeat(46)}@b.lt`, roles: ["ROLE_DESIGNS"] });
    expect(long.body).toMatchObject({ details: { fields: { email: "max.length.exceeded" } } });
    const mismatch = await create({ firstName: "Ana", lastName: "Kim", email: "ana@example.lt", userName: "other@example.lt", roles: ["ROLE_DESIGNS"] });
    expect(mismatch.body).toMatchObject({ details: { fields: { userName: "invalid.format" } } });
    const reused = await create({ firstName: "Ana", lastName: "Kim", email: "demo.parent@example.lt", roles: ["ROLE_DESIGNS"] });
    expect(reused.body).toMatchObject({ description: "reused.username" });
  });

  it("needs a completed profile", async () => {
    await server.db.run("UPDATE account_details SET contact_email = NULL WHERE user_id = 1");
    const parent = await signedIn("demoparent");
    const res = await parent.api("POST", "/child/registration", {
      json: { firstName: "Ana", lastName: "Kim", email: "ana@example.lt", roles: ["ROLE_DESIGNS"] },
    });
    expect(res.body).toEqual({ code: 400, description: "account.profile.not.completed" });
    await server.db.run("UPDATE account_details SET contact_email = 'demo.parent@example.lt' WHERE user_id = 1");
  });

  it("creates an Active child that verifies with its password and sees only its roles", async () => {
    const admin = await signedIn("demonorole");
    const res = await admin.api<ChildAccount>("POST", "/child/registration", {
      json: { firstName: "Rasa", lastName: "Žemaitė", email: "Rasa.Z@example.lt", userName: "rasa.z@example.lt", roles: ["ROLE_PAYMENTS", "ROLE_DESIGNS"] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      firstName: "Rasa",
      lastName: "Žemaitė",
      email: "rasa.z@example.lt",
      roles: "ROLE_DESIGNS,ROLE_PAYMENTS",
      status: "Active",
      lastLoginDateTime: null,
      parentUserName: "demoparent",
    });
    const mail = await latestMail(server, "rasa.z@example.lt");
    expect(mail.kind).toBe("CHILD_REGISTRATION");
    expect(mail.link).toMatch(/^\/child\/registration\/token\//);
    expect((await server.client().signIn("rasa.z@example.lt", "Palanga2580")).body).toEqual({ code: 401, description: "invalid.credentials" });

    const anon = server.client();
    await anon.api("GET", "/content/global");
    const token = tokenOf(mail);
    expect((await anon.api("POST", "/user/registration/confirmation", { json: { token } })).body).toMatchObject({ description: "required.field" });
    expect((await anon.api("POST", "/user/registration/confirmation", { json: { token, password: "palanga" } })).body).toMatchObject({
      description: "illegal.password",
    });
    expect((await anon.api("POST", "/user/registration/confirmation", { json: { token, password: "Palanga2580" } })).body).toEqual({
      userName: "rasa.z@example.lt",
    });
    const child = await signedIn("rasa.z@example.lt", "Palanga2580");
    expect((await child.api("GET", "/auth/me")).body).toMatchObject({
      userType: "CHILD",
      parentUserId: 1,
      authorities: ["ROLE_DESIGNS", "ROLE_PAYMENTS"],
    });
    expect((await child.api("GET", "/child/details")).body).toEqual({ code: 403, description: "access.denied" });
  });
});

describe("GET /child/details", () => {
  it("lists the main account's children sorted and paged, and reads one", async () => {
    await signedIn("demochild");
    const parent = await signedIn("demoparent");
    const list = await parent.api<ChildPage>("GET", "/child/details");
    expect(list.body.pageSize).toBe(10);
    expect(list.body.pageNumber).toBe(0);
    expect(list.body.content.map((c) => c.firstName)).toEqual([...list.body.content.map((c) => c.firstName)].sort((a, b) => a.localeCompare(b)));
    const demochild = list.body.content.find((c) => c.email === "demo.child@example.lt");
    expect(demochild).toMatchObject({ roles: "ROLE_CORRESPONDENCE_READ_ONLY,ROLE_TRADEMARKS", status: "Active", parentUserName: "demoparent" });
    expect(demochild?.lastLoginDateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);

    const desc = await parent.api<ChildPage>("GET", "/child/details?sort=lastName&sortType=DESC&size=1&page=1");
    expect(desc.body).toMatchObject({ totalResults: list.body.totalResults, pageSize: 1, pageNumber: 1, numberOfElements: 1 });
    const lastNames = list.body.content.map((c) => c.lastName).sort((a, b) => b.localeCompare(a));
    expect(desc.body.content[0]?.lastName).toBe(lastNames[1]);
    expect((await parent.api<ChildPage>("GET", "/child/details?page=50")).body).toMatchObject({ content: [], pageNumber: 50, numberOfElements: 0 });

    const one = await parent.api<ChildPage>("GET", "/child/details?userName=demonorole");
    expect(one.body.content.map((c) => c.email)).toEqual(["demo.norole@example.lt"]);
    for (const query of ["sort=role", "sortType=UP", "size=0", "size=101", "page=-1"]) {
      expect((await parent.api("GET", `/child/details?${query}`)).body, query).toEqual({ code: 400, description: "invalid.format" });
    }
  });
});

describe("PUT /child/details", () => {
  it("updates the changed fields and the roles", async () => {
    const parent = await signedIn("demoparent");
    const put = (json: Record<string, unknown>) => parent.api("PUT", "/child/details", { json });
    expect((await put({ roles: ["ROLE_DESIGNS"] })).body).toMatchObject({ description: "required.field" });
    expect((await put({ userName: "demochild", firstName: "", roles: [] })).body).toMatchObject({
      details: { fields: { firstName: "required.field", roles: "child.account.access.not.specified" } },
    });
    expect((await put({ userName: "nobody", roles: ["ROLE_DESIGNS"] })).status).toBe(404);
    expect((await put({ userName: "demochild", lastName: "Kazlauskė", roles: ["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_WRITE"] })).status).toBe(204);
    const read = await parent.api<ChildPage>("GET", "/child/details?userName=demochild");
    expect(read.body.content[0]).toMatchObject({ firstName: "Ona", lastName: "Kazlauskė", roles: "ROLE_CORRESPONDENCE_READ_WRITE,ROLE_TRADEMARKS" });
    await put({ userName: "demochild", lastName: "Kazlauskienė", roles: ["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_ONLY"] });
  });
});

describe("activation and deactivation", () => {
  it("ends a deactivated child's sessions, refuses its sign-in, and lets it back in when activated", async () => {
    const child = await signedIn("demochild");
    const parent = await signedIn("demoparent");
    const body = { userName: "demochild", parentUserName: "demoparent" };
    expect((await parent.api("POST", "/child/deactivation", { json: {} })).body).toEqual({ code: 400, description: "required.field" });
    expect((await parent.api("POST", "/child/deactivation", { json: { ...body, parentUserName: "other" } })).status).toBe(404);
    expect((await parent.api("POST", "/child/deactivation", { json: body })).status).toBe(204);
    expect((await child.api("GET", "/auth/me")).status).toBe(401);
    expect((await server.client().signIn("demochild")).body).toEqual({ code: 401, description: "account.disabled" });
    expect((await parent.api<ChildPage>("GET", "/child/details?userName=demochild")).body.content[0]?.status).toBe("Inactive");
    expect((await parent.api("POST", "/child/activation", { json: body })).status).toBe(204);
    await signedIn("demochild");
  });

  it("identifies a child by the e-mail of the read form as well as by its user name", async () => {
    // The list only gives `email` ("also the child's user name"); demochild's user name differs.
    const parent = await signedIn("demoparent");
    const body = { userName: "DEMO.CHILD@example.lt", parentUserName: "demoparent" };
    const read = await parent.api<ChildPage>("GET", "/child/details?userName=demo.child@example.lt");
    expect(read.body.content.map((c) => c.firstName)).toEqual(["Ona"]);
    expect((await parent.api("POST", "/account/lock", { json: { childUserName: "demo.child@example.lt" } })).status).toBe(204);
    expect((await parent.api("PUT", "/child/details", { json: { userName: "demo.child@example.lt", roles: ["ROLE_TRADEMARKS"] } })).status).toBe(204);
    expect((await parent.api("POST", "/child/deactivation", { json: body })).status).toBe(204);
    expect((await parent.api<ChildPage>("GET", "/child/details?userName=demochild")).body.content[0]).toMatchObject({ status: "Inactive", roles: "ROLE_TRADEMARKS" });
    expect((await parent.api("POST", "/child/activation", { json: body })).status).toBe(204);
    await parent.api("PUT", "/child/details", { json: { userName: "demochild", roles: ["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_ONLY"] } });
  });

  it("is for administrators only and refused in read-only sessions", async () => {
    const child = await signedIn("demochild");
    const body = { userName: "demonorole", parentUserName: "demoparent" };
    for (const [method, path] of [["POST", "/child/activation"], ["POST", "/child/deactivation"], ["PUT", "/child/details"], ["POST", "/child/registration"]] as const) {
      expect((await child.api(method, path, { json: body })).body, path).toEqual({ code: 403, description: "access.denied" });
    }
    const viewer = server.client();
    await viewer.request("GET", "/sandbox/impersonate?username=demoparent");
    await viewer.api("GET", "/auth/me");
    expect((await viewer.api("GET", "/child/details")).status).toBe(200);
    expect((await viewer.api("POST", "/child/deactivation", { json: body })).body).toEqual({ code: 403, description: "read.only.session" });
    expect((await viewer.api("POST", "/child/registration", { json: {} })).body).toEqual({ code: 403, description: "read.only.session" });
  });
});
