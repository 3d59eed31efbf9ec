/**
 * What the offline outbox relies on at the server: injected faults (/sandbox/faults, test hooks
 * only) and exactly-once replays through them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FEATURED, createDraft, sendDraft, signedIn, type SubRow } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let hooksOff: TestServer;

beforeAll(async () => {
  [server, hooksOff] = await Promise.all([startTestServer({ testHooks: true }), startTestServer()]);
});
afterAll(() => Promise.all([server.close(), hooksOff.close()]));
afterEach(async () => {
  await fetch(`${server.baseUrl}/sandbox/faults`, { method: "DELETE" });
});

async function fault(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${server.baseUrl}/sandbox/faults`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
}

const sentWith = async (messageId: number, text: string) =>
  Number(
    (await server.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM correspondence_sub_rows WHERE message_id = ? AND draft_status = 'SENT' AND body LIKE ?", [messageId, `%${text}%`]))?.n ?? 0,
  );

describe("/sandbox/faults", () => {
  it("exists only with the test hooks", async () => {
    const res = await fetch(`${hooksOff.baseUrl}/sandbox/faults`, { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
  });

  it("answers 500 or 401 for the next N matching calls, then lets calls through", async () => {
    const client = await signedIn(server, "demoparent");
    await fault({ mode: "500", count: 2, method: "GET", path: "/auth/me" });
    await fault({ mode: "401", count: 1, path: "/correspondences/message/incoming/new" });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await client.api("GET", "/auth/me", { validate: false })).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect((await client.api("GET", "/correspondences/message/incoming/new", { validate: false })).status).toBe(401);
    expect((await client.api("GET", "/correspondences/message/incoming/new")).status).toBe(200);
    const listed = (await (await fetch(`${server.baseUrl}/sandbox/faults`)).json()) as { faults: { hits: number }[] };
    expect(listed.faults.map((f) => f.hits)).toEqual([2, 1]);
  });

  it("drops the connection before acting (abort) or hangs for the given time", async () => {
    const client = await signedIn(server, "demoparent");
    await fault({ mode: "abort", path: "/auth/me" });
    await expect(client.api("GET", "/auth/me")).rejects.toThrow();
    await fault({ mode: "hang", path: "/auth/me", ms: 300 });
    const started = Date.now();
    await expect(client.api("GET", "/auth/me")).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect((await client.api("GET", "/auth/me")).status).toBe(200);
  });

  it("abort-after: the send happens but its answer is lost; the retry with the same key sends nothing twice", async () => {
    const client: TestClient = await signedIn(server, "demoparent");
    const draft = (await createDraft(client, FEATURED.noReplies)).body as SubRow;
    const text = `exactly once ${Date.now()}`;
    const resource = { id: draft.id, messageId: FEATURED.noReplies, body: `<p>${text}</p>` };
    await fault({ mode: "abort-after", method: "POST", path: "/correspondences/draft/send" });
    await expect(sendDraft(client, resource, [], "outbox-key-1")).rejects.toThrow();
    expect(await sentWith(FEATURED.noReplies, text)).toBe(1);
    const retried = await sendDraft(client, resource, [], "outbox-key-1");
    expect(retried.status).toBe(200);
    expect((retried.body as SubRow).id).toBe(draft.id);
    expect(await sentWith(FEATURED.noReplies, text)).toBe(1);
  });

  it("is cleared by the seed reset", async () => {
    await fault({ mode: "500", count: 5 });
    expect((await fetch(`${server.baseUrl}/sandbox/test/reset`, { method: "POST" })).status).toBe(204);
    const listed = (await (await fetch(`${server.baseUrl}/sandbox/faults`)).json()) as { faults: unknown[] };
    expect(listed.faults).toEqual([]);
  });
});
