/**
 * The demo inbox seed: deterministic, at least 300 messages of demoparent across categories,
 * directions, statuses and due dates, with replies, drafts (at most one per message), real files,
 * formatted bodies, the featured messages and the hostile body served unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDay, startOfDay } from "../../server/correspondence/dates";
import { applyFeatures } from "../../server/correspondence/seed-featured";
import { planInbox } from "../../server/correspondence/seed-plan";
import { reseed } from "../../server/db/seed";
import { detail, FEATURED, signedIn } from "./support/correspondence";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function n(sql: string, args: (string | number)[] = []): Promise<number> {
  return Number((await server.db.first<{ n: number }>(sql, args))?.n ?? 0);
}

const REPLIED = "EXISTS (SELECT 1 FROM correspondence_sub_rows s WHERE s.message_id = m.id AND s.draft_status = 'SENT')";

describe("correspondence seed", () => {
  // What keeps a reseed fast (no password derivation, one transaction) is counted in
  // tests/server/sandbox.test.ts; its time is `npm run bench`'s (sandbox-reset).
  it("reseeds the whole demo office with the same rows each time", async () => {
    const snapshot = () => server.db.all("SELECT * FROM correspondence_messages ORDER BY id");
    const before = await snapshot();
    await reseed(server.db, server.clock.now());
    expect(await snapshot()).toEqual(before);
    const plan = planInbox(server.clock.now());
    applyFeatures(plan, server.clock.now());
    const again = planInbox(server.clock.now());
    applyFeatures(again, server.clock.now());
    expect(again).toEqual(plan);
  });

  it("holds at least 300 messages of demoparent across categories, directions and statuses", async () => {
    expect(await n("SELECT COUNT(*) AS n FROM correspondence_messages WHERE account_id = 1")).toBeGreaterThanOrEqual(300);
    for (const [column, value] of [
      ["dossier_type", "TRADEMARK"],
      ["dossier_type", "DESIGN"],
      ["direction", "BO_INCOMING"],
      ["direction", "BO_OUTGOING"],
      ["message_status", "NEW"],
      ["message_status", "READ"],
    ] as const) {
      expect(await n(`SELECT COUNT(*) AS n FROM correspondence_messages WHERE ${column} = ?`, [value]), value).toBeGreaterThan(10);
    }
    expect(await n("SELECT COUNT(*) AS n FROM correspondence_messages WHERE important = 1")).toBeGreaterThan(10);
    expect(await n("SELECT COUNT(*) AS n FROM correspondence_messages WHERE direction = 'BO_INCOMING' AND message_status = 'NEW'")).toBeGreaterThan(10);
  });

  it("has due dates overdue, due soon, far and none, replied and not", async () => {
    const today = startOfDay(localDay(server.clock.now()));
    const soon = `${addDays(localDay(server.clock.now()), 2)}T23:59:59`;
    const m = "FROM correspondence_messages m WHERE";
    expect(await n(`SELECT COUNT(*) AS n ${m} due_date < ? AND NOT ${REPLIED}`, [today])).toBeGreaterThanOrEqual(3);
    // Nothing waits from long ago: letters overdue by more than 30 days have been answered.
    const longAgo = startOfDay(addDays(localDay(server.clock.now()), -30));
    expect(await n(`SELECT COUNT(*) AS n ${m} due_date < ? AND NOT ${REPLIED}`, [longAgo])).toBe(0);
    expect(await n(`SELECT COUNT(*) AS n ${m} due_date < ? AND ${REPLIED}`, [today])).toBeGreaterThan(10);
    expect(await n(`SELECT COUNT(*) AS n ${m} due_date BETWEEN ? AND ? AND NOT ${REPLIED} AND direction = 'BO_INCOMING'`, [today, soon])).toBeGreaterThanOrEqual(3);
    expect(await n(`SELECT COUNT(*) AS n ${m} due_date > ?`, [soon])).toBeGreaterThan(5);
    expect(await n(`SELECT COUNT(*) AS n ${m} requires_reply = 0 AND due_date IS NULL`)).toBeGreaterThan(10);
    expect(await n(`SELECT COUNT(*) AS n ${m} requires_reply = 1 AND due_date IS NULL`)).toBe(0);
    // Decision 44: letters of both directions may ask for a reply; most are the office's.
    const incoming = await n(`SELECT COUNT(*) AS n ${m} requires_reply = 1 AND direction = 'BO_INCOMING'`);
    const outgoing = await n(`SELECT COUNT(*) AS n ${m} requires_reply = 1 AND direction = 'BO_OUTGOING'`);
    expect(outgoing).toBeGreaterThanOrEqual(2);
    expect(incoming).toBeGreaterThan(outgoing * 5);
  });

  it("has replies with office numbers and at most one draft per message", async () => {
    expect(await n("SELECT COUNT(*) AS n FROM correspondence_sub_rows WHERE draft_status = 'SENT' AND bo_correspondence_number LIKE 'G-%'")).toBeGreaterThan(50);
    expect(await n("SELECT COUNT(*) AS n FROM correspondence_sub_rows WHERE draft_status = 'SENT' AND bo_correspondence_number IS NULL")).toBe(0);
    expect(await n("SELECT COUNT(*) AS n FROM correspondence_sub_rows WHERE draft_status = 'DRAFT'")).toBeGreaterThan(10);
    expect(await n("SELECT COUNT(*) AS n FROM (SELECT message_id FROM correspondence_sub_rows WHERE draft_status = 'DRAFT' GROUP BY message_id HAVING COUNT(*) > 1)")).toBe(0);
  });

  it("attaches real PDF and PNG files to messages, replies and drafts", async () => {
    const files = await server.db.all<{ name: string; size: number; content: ArrayBuffer; message_id: number | null }>(
      "SELECT name, size, content, message_id FROM correspondence_attachments",
    );
    expect(files.filter((f) => f.message_id !== null).length).toBeGreaterThan(50);
    expect(files.filter((f) => f.message_id === null).length).toBeGreaterThan(20);
    for (const file of files) {
      const bytes = Buffer.from(file.content);
      expect(bytes.byteLength).toBe(file.size);
      if (/\.pdf$/i.test(file.name)) expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      else expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }
    expect(new Set(files.map((f) => f.name.split(".").pop()?.toLowerCase()))).toEqual(new Set(["pdf", "png"]));
  });

  it("puts the featured messages in their states", async () => {
    const client = await signedIn(server, "demoparent");
    const statuses = async (id: number) => ((await detail(client, id)).body.subRows ?? []).map((s) => s.draftStatus);
    expect(await statuses(FEATURED.withDraft)).toEqual(["SENT", "DRAFT"]);
    expect(await statuses(FEATURED.repliedNoDraft)).toEqual(["SENT", "SENT"]);
    expect(await statuses(FEATURED.noReplies)).toEqual([]);
    expect(await statuses(FEATURED.dueTomorrowWithDraft)).toEqual(["DRAFT"]);
    const today = localDay(server.clock.now());
    for (const [id, days] of [[FEATURED.dueToday, 0], [FEATURED.dueTomorrowWithDraft, 1], [FEATURED.dueInTwoDays, 2], [FEATURED.overdue, -3]] as const) {
      const message = (await detail(client, id)).body;
      expect(message).toMatchObject({ direction: "BO_INCOMING", requiresReply: true, hasReply: false, dueDate: startOfDay(addDays(today, days)) });
    }
    expect((await detail(client, FEATURED.repliedOverdue)).body).toMatchObject({ hasReply: true, requiresReply: true });
    expect((await detail(client, FEATURED.notice)).body).toMatchObject({ dossierType: null, requiresReply: false, dueDate: null });
    for (const id of [FEATURED.withDraft, FEATURED.repliedNoDraft, FEATURED.noReplies]) {
      expect((await detail(client, id)).body.direction).toBe("BO_OUTGOING");
    }
  });

  it("stores formatted HTML bodies and serves the hostile one unchanged", async () => {
    const client = await signedIn(server, "demoparent");
    const newest = (await detail(client, FEATURED.newest)).body.body;
    for (const tag of ["<p>", "<ol>", "<li>", "<strong>", "<em>", '<a href="https://']) expect(newest).toContain(tag);
    const hostile = (await detail(client, FEATURED.hostile)).body.body;
    for (const part of ["<script>", 'onerror="', 'href="javascript:', "<iframe", 'onclick="', "<svg onload="]) expect(hostile).toContain(part);
  });

  it("translates every seeded category in both literal files", async () => {
    const client = server.client();
    const types = (await server.db.all<{ t: string }>("SELECT DISTINCT dossier_type AS t FROM correspondence_messages WHERE dossier_type IS NOT NULL")).map((r) => r.t);
    for (const language of ["en", "lt"]) {
      const literals = (await client.api<Record<string, string>>("GET", `/content/literal/${language}`)).body;
      for (const type of types) expect(literals[`dossier.type.${type}`], `${language} dossier.type.${type}`).toBeTruthy();
      expect(literals["draft.already.sent"]).toBeTruthy();
      expect(literals["cannot.open.correspondence"]).toBeTruthy();
    }
  });
});
