/**
 * Security suite: callback targets that end in a redirect carrying a gateway ticket.
 * Only root-relative paths and the configured public origins count; request headers (Origin,
 * X-Forwarded-Host) never do, and what the gateway sends the browser back to is root-relative.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../support/test-client";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EVIL = "http://evil.example/x";

async function anonymous(): Promise<TestClient> {
  const client = server.client();
  await client.api("GET", "/content/global");
  return client;
}

function initLogin(client: TestClient, callbackUrl: string, headers?: Record<string, string>) {
  return client.api<{ ticket: string }>("POST", "/epaslaugos/auth/init-login", { form: { callbackUrl }, headers });
}

/** The Location the sandbox gateway sends the browser to after authenticating the ticket. */
async function gatewayReturn(client: TestClient, ticket: string): Promise<string> {
  const res = await client.request("POST", "/sandbox/gateway/authenticate", { form: { ticket, personId: "1" } });
  expect(res.status).toBe(303);
  return res.headers.get("location") ?? "";
}

describe("callback targets", () => {
  it("refuses a foreign callback with a forged Origin header", async () => {
    const res = await initLogin(await anonymous(), EVIL, { Origin: "http://evil.example" });
    expect(res.body).toEqual({ code: 400, description: "invalid.format" });
  });

  it("refuses a foreign callback with a forged X-Forwarded-Host", async () => {
    const res = await initLogin(await anonymous(), EVIL, { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" });
    expect(res.body).toEqual({ code: 400, description: "invalid.format" });
  });

  it("refuses paths that a browser reads as another host", async () => {
    const client = await anonymous();
    for (const sneaky of ["/\\evil.example/x", "/..//evil.example/x", `${server.baseUrl}//evil.example/x`, "/x\n//evil.example"]) {
      expect((await initLogin(client, sneaky)).body, sneaky).toEqual({ code: 400, description: "invalid.format" });
    }
  });

  it("sends the ticket back to a root-relative path only", async () => {
    const client = await anonymous();
    const res = await initLogin(client, `${server.baseUrl}/epaslaugos/auth/callback/new-account`);
    expect(res.status).toBe(200);
    const location = await gatewayReturn(client, res.body.ticket);
    expect(location).toBe(`/epaslaugos/auth/callback/new-account?ticket=${res.body.ticket}`);
  });

  it("refuses a foreign username-change callback with forged headers", async () => {
    const client = server.client();
    await client.signInOk("demoparent");
    const res = await client.api("POST", "/epaslaugos/auth/username-change", {
      json: { callbackUrl: `${EVIL}/epaslaugos/auth/callback/username-change`, newUsername: "new.parent@example.lt" },
      headers: { Origin: "http://evil.example", "X-Forwarded-Host": "evil.example" },
    });
    expect(res.body).toMatchObject({ code: 400, description: "invalid.format" });
  });
});
