/**
 * Security suite: an administrator child account cannot give itself roles through
 * `PUT /child/details` (the main account decides a child's roles).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EVERY_ROLE = ["ROLE_ACCOUNT_ADMINISTRATOR", "ROLE_TRADEMARKS", "ROLE_DESIGNS", "ROLE_CORRESPONDENCE_READ_WRITE", "ROLE_PAYMENTS", "ROLE_SIGNATURES", "ROLE_APPLICATION_SUBMIT"];

describe("child administrator", () => {
  it("cannot change its own roles", async () => {
    const admin = server.client();
    await admin.signInOk("demonorole"); // ROLE_ACCOUNT_ADMINISTRATOR only
    const res = await admin.api("PUT", "/child/details", { json: { userName: "demonorole", roles: EVERY_ROLE } });
    expect(res.body).toEqual({ code: 403, description: "access.denied" });
    const again = server.client();
    await again.signInOk("demonorole");
    expect((await again.api<{ authorities: string[] }>("GET", "/auth/me")).body.authorities).toEqual(["ROLE_ACCOUNT_ADMINISTRATOR"]);
  });
});
