import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const valid = { evaluationRate: 6, reasons: [false, false, false, false, false, false, false], comments: "Clear." };

async function storedCount(): Promise<number> {
  const row = await server.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM feedback");
  return Number(row?.n ?? 0);
}

describe("POST /feedback", () => {
  it("stores feedback without a session and answers 204", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    const before = await storedCount();
    const res = await client.api("POST", "/feedback", { json: valid });
    expect(res.status).toBe(204);
    expect(await storedCount()).toBe(before + 1);
  });

  it("links feedback to the signed-in user", async () => {
    const client = server.client();
    await client.signInOk("demochild");
    expect((await client.api("POST", "/feedback", { json: { ...valid, userContacts: "ona@example.lt" } })).status).toBe(204);
    const row = await server.db.first<{ user_id: number; user_contacts: string }>(
      "SELECT user_id, user_contacts FROM feedback ORDER BY id DESC LIMIT 1",
    );
    expect(row?.user_contacts).toBe("ona@example.lt");
    expect(row?.user_id).toBeGreaterThan(0);
  });

  it("refuses a missing or out-of-range rating", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    for (const evaluationRate of [undefined, 0, 8, 3.5]) {
      const res = await client.api<{ description: string; details: { fields: Record<string, string> } }>("POST", "/feedback", {
        json: { ...valid, evaluationRate },
      });
      expect(res.status).toBe(400);
      expect(res.body.description).toBe("required.field");
      expect(res.body.details.fields.evaluationRate).toBe("required.field");
    }
  });

  it("needs exactly seven reasons, and one ticked for ratings 1 to 4", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    const six = await client.api("POST", "/feedback", { json: { ...valid, reasons: [true, false, false, false, false, false] } });
    expect(six.status).toBe(400);
    const lowWithout = await client.api("POST", "/feedback", { json: { ...valid, evaluationRate: 2 } });
    expect(lowWithout.status).toBe(400);
    const lowWith = await client.api("POST", "/feedback", {
      json: { ...valid, evaluationRate: 2, reasons: [false, true, false, false, false, false, false] },
    });
    expect(lowWith.status).toBe(204);
  });

  it("refuses texts over 1000 characters with max.length.exceeded", async () => {
    const client = server.client();
    await client.api("GET", "/content/global");
    const res = await client.api<{ description: string }>("POST", "/feedback", {
      json: { ...valid, suggestions: "x".repeat(1001) },
    });
    expect(res.status).toBe(400);
    expect(res.body.description).toBe("max.length.exceeded");
  });

  it("is refused in a read-only impersonated session", async () => {
    const client = server.client();
    await client.request("GET", "/sandbox/impersonate?username=demoparent");
    await client.api("GET", "/auth/me");
    const res = await client.api<{ description: string }>("POST", "/feedback", { json: valid });
    expect(res.status).toBe(403);
    expect(res.body.description).toBe("read.only.session");
  });
});
