/**
 * GET /correspondences/changes (decision 81) over real HTTP: the whole archive in pages, each
 * change once and in order while other requests write concurrently, whole messages as the detail
 * call returns them, 410 for cursors the log does not know, roles, and the account's own letters only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../../server/correspondence/changes-feed";
import { correspondenceChange } from "../../server/correspondence/changes-log";
import { reseed } from "../../server/db/seed";
import { createDraft, detail, FEATURED, FOREIGN, impersonating, insertForeignMessage, signedIn, type CorrespondenceMessage, type ErrorBody } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

interface ChangesPage {
  cursor: string;
  hasMore: boolean;
  changed: CorrespondenceMessage[];
  removed: number[];
}

let server: TestServer;
let parent: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  parent = await signedIn(server, "demoparent");
  await insertForeignMessage(server);
}, 60_000);
afterAll(() => server.close());

function changes(client: TestClient, since?: string, limit?: number) {
  const query = new URLSearchParams();
  if (since !== undefined) query.set("since", since);
  if (limit !== undefined) query.set("limit", String(limit));
  return client.api<ChangesPage>("GET", `/correspondences/changes${query.size > 0 ? `?${query}` : ""}`);
}

/** Pages from `since` until hasMore is false: every message seen, in order, and the last cursor. */
async function drain(client: TestClient, since: string | undefined, limit: number): Promise<{ seen: CorrespondenceMessage[]; removed: number[]; cursor: string }> {
  const seen: CorrespondenceMessage[] = [];
  const removed: number[] = [];
  let cursor = since;
  for (;;) {
    const res = await changes(client, cursor, limit);
    expect(res.status).toBe(200);
    expect(res.body.changed.length + res.body.removed.length).toBeLessThanOrEqual(limit);
    seen.push(...res.body.changed);
    removed.push(...res.body.removed);
    cursor = res.body.cursor;
    if (!res.body.hasMore) return { seen, removed, cursor };
  }
}

const patchImportant = (client: TestClient, id: number) =>
  client.api("PATCH", `/correspondences/message/${id}`, { json: [{ op: "replace", path: "/important", value: true }] });

describe("changes feed: the whole archive", () => {
  it("lists every letter of the account once, oldest first, as the detail call returns it", async () => {
    const rows = await server.db.all<{ id: number }>(
      "SELECT id FROM correspondence_messages WHERE account_id = 1 ORDER BY received_date, id",
    );
    const { seen, removed } = await drain(parent, undefined, 97);
    expect(removed).toEqual([]);
    expect(seen.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    expect(seen.map((m) => m.id)).not.toContain(FOREIGN.messageId);
    const withDraft = seen.find((m) => m.id === FEATURED.withDraft) as CorrespondenceMessage;
    const opened = await detail(await impersonating(server, "demoparent"), FEATURED.withDraft);
    expect(withDraft).toEqual({ ...opened.body, previousId: null, nextId: null, index: null });
    expect(withDraft.subRows?.some((s) => s.draftStatus === "DRAFT")).toBe(true);
  });

  it("answers the default page of 200 and refuses a limit outside 1-500", async () => {
    const first = await changes(parent);
    expect([first.status, first.body.changed.length, first.body.hasMore]).toEqual([200, 200, true]);
    expect((await changes(parent, undefined, 0)).status).toBe(400);
    expect((await changes(parent, undefined, 501)).status).toBe(400);
  });
});

describe("changes feed: later syncs", () => {
  it("brings each change once, in order, while writers run concurrently, and nothing else", async () => {
    const start = (await drain(parent, undefined, 500)).cursor;
    const targets = (await server.db.all<{ id: number }>(
      "SELECT id FROM correspondence_messages WHERE account_id = 1 AND important = 0 ORDER BY id LIMIT 40",
    )).map((r) => r.id);
    const writers = [parent, await signedIn(server, "demoparent"), await signedIn(server, "demochild")];
    const seen: CorrespondenceMessage[] = [];
    let cursor = start;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const res = await changes(parent, cursor, 3);
        expect(res.status).toBe(200);
        seen.push(...res.body.changed);
        cursor = res.body.cursor;
      }
    })();
    const results = await Promise.all(targets.map((id, i) => patchImportant(writers[i % writers.length] as TestClient, id)));
    writing = false;
    await reader;
    expect(results.map((r) => r.status)).toEqual(targets.map(() => 204));
    seen.push(...(await drain(parent, cursor, 3)).seen);
    expect(seen.map((m) => m.id).sort((a, b) => a - b)).toEqual([...targets].sort((a, b) => a - b));
    expect(seen.every((m) => m.important)).toBe(true);
    const again = await changes(parent, (await drain(parent, cursor, 3)).cursor);
    expect([again.body.changed, again.body.removed, again.body.hasMore]).toEqual([[], [], false]);
  });

  it("brings a created and saved draft with the message's current state", async () => {
    const { cursor } = await drain(parent, undefined, 500);
    const created = await createDraft(parent, FEATURED.notice);
    expect(created.status).toBe(201);
    const saved = await parent.api("PUT", "/correspondences/draft", { json: { id: created.body.id, messageId: FEATURED.notice, body: "<p>Atsakymas</p>" } });
    expect(saved.status).toBe(200);
    const next = await changes(parent, cursor);
    expect(next.body.changed.map((m) => m.id)).toEqual([FEATURED.notice]);
    expect(next.body.changed[0]?.subRows?.find((s) => s.id === created.body.id)?.body).toBe("<p>Atsakymas</p>");
  });

  it("keeps other accounts' changes out and lists removed letters by id", async () => {
    const { cursor } = await drain(parent, undefined, 500);
    await server.db.batch([
      correspondenceChange(FOREIGN.userId, FOREIGN.messageId, "important"),
      correspondenceChange(1, FEATURED.notice, "removed"),
      { sql: "DELETE FROM correspondence_attachments WHERE message_id = ?", args: [FEATURED.notice] },
      { sql: "DELETE FROM correspondence_attachments WHERE sub_row_id IN (SELECT id FROM correspondence_sub_rows WHERE message_id = ?)", args: [FEATURED.notice] },
      { sql: "DELETE FROM correspondence_sub_rows WHERE message_id = ?", args: [FEATURED.notice] },
      { sql: "DELETE FROM correspondence_messages WHERE id = ?", args: [FEATURED.notice] },
    ]);
    const next = await changes(parent, cursor);
    expect([next.body.changed, next.body.removed]).toEqual([[], [FEATURED.notice]]);
  });
});

describe("changes feed: cursors and roles", () => {
  it("answers 410 changes.cursor.expired for a cursor it does not know", async () => {
    const { cursor } = await drain(parent, undefined, 500);
    const last = Number(Buffer.from(cursor, "base64url").toString("utf8").split(".")[2]);
    const epoch = Buffer.from(cursor, "base64url").toString("utf8").split(".")[0] as string;
    for (const unknown of ["garbage", encodeCursor(epoch, FOREIGN.userId, 1), encodeCursor(epoch, 1, last + 10), encodeCursor("0badc0de", 1, 1)]) {
      const res = await changes(parent, unknown);
      expect([res.status, (res.body as unknown as ErrorBody).description]).toEqual([410, "changes.cursor.expired"]);
    }
  });

  it("reads with either correspondence role and in read-only sessions; refuses without a role or session", async () => {
    expect((await changes(await signedIn(server, "demochild"), undefined, 5)).status).toBe(200);
    expect((await changes(await impersonating(server, "demoparent"), undefined, 5)).status).toBe(200);
    const noRole = await changes(await signedIn(server, "demonorole"), undefined, 5);
    expect([noRole.status, (noRole.body as unknown as ErrorBody).description]).toEqual([403, "access.denied"]);
    expect((await changes(server.client(), undefined, 5)).status).toBe(401);
  });

  it("answers 410 for a cursor of the database before a reseed", async () => {
    const { cursor } = await drain(parent, undefined, 500);
    await reseed(server.db, server.clock.now());
    const client = await signedIn(server, "demoparent");
    const res = await changes(client, cursor);
    expect(res.status).toBe(410);
    expect((await changes(client, undefined, 1)).status).toBe(200);
  });
});
