/**
 * Reply drafts (decisions 53-56): create, save, send (multipart), delete; sanitising of reply
 * bodies; roles, read-only sessions and bad input with the contract's keys.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDraft,
  detail,
  FEATURED,
  FOREIGN,
  impersonating,
  insertForeignMessage,
  PDF_BYTES,
  sendDraft,
  signedIn,
  type ErrorBody,
  type SubRow,
} from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  await insertForeignMessage(server);
  parent = await signedIn(server, "demoparent");
});
afterAll(() => server.close());

async function draftsOf(messageId: number): Promise<number> {
  const row = await server.db.first<{ n: number }>(
    "SELECT COUNT(*) AS n FROM correspondence_sub_rows WHERE message_id = ? AND draft_status = 'DRAFT'",
    [messageId],
  );
  return Number(row?.n ?? 0);
}

function save(client: TestClient, resource: Record<string, unknown>) {
  return client.api<SubRow & ErrorBody>("PUT", "/correspondences/draft", { json: resource });
}

/** A message without sub-rows (none of the earlier tests touched it), for a fresh draft. */
async function freshMessage(): Promise<number> {
  const row = await server.db.first<{ id: number }>(
    `SELECT id FROM correspondence_messages m WHERE account_id = 1 AND id < 290
       AND NOT EXISTS (SELECT 1 FROM correspondence_sub_rows s WHERE s.message_id = m.id)
     ORDER BY id DESC LIMIT 1`,
  );
  if (!row) throw new Error("no message without sub-rows");
  return row.id;
}

describe("create", () => {
  it("creates a draft with 201, then returns the same draft with 200", async () => {
    const created = await createDraft(parent, FEATURED.noReplies);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      draftStatus: "DRAFT",
      body: "",
      boCorrespondenceNumber: null,
      hasAttachment: false,
      messageSearchAttachment: [],
      userFullNameAndEmail: "Jonas Petraitis (demo.parent@example.lt)",
      actionDate: "2026-03-14T10:00:00",
    });
    const again = await createDraft(parent, FEATURED.noReplies);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    expect(await draftsOf(FEATURED.noReplies)).toBe(1);
  });

  it("returns the seeded draft of a message that has one, and drafts on BO_INCOMING messages too", async () => {
    const existing = (await detail(parent, FEATURED.withDraft)).body.subRows?.find((s) => s.draftStatus === "DRAFT");
    const res = await createDraft(parent, FEATURED.withDraft);
    expect([res.status, res.body.id]).toEqual([200, existing?.id]);
    expect((await createDraft(parent, FEATURED.dueInTwoDays)).status).toBe(201);
  });

  it("needs messageId (required.field, invalid.format) and a visible message (404)", async () => {
    const missing = await parent.api<ErrorBody>("POST", "/correspondences/draft");
    expect([missing.status, missing.body.description]).toEqual([400, "required.field"]);
    const bad = await parent.api<ErrorBody>("POST", "/correspondences/draft?messageId=abc");
    expect([bad.status, bad.body.description]).toEqual([400, "invalid.format"]);
    for (const id of [99999, FOREIGN.messageId]) {
      const res = await createDraft(parent, id);
      expect([res.status, (res.body as unknown as ErrorBody).description]).toEqual([404, "something.not.found"]);
    }
  });

  it("needs the read-write role and a session that is not read-only", async () => {
    const id = await freshMessage();
    for (const [client, key] of [
      [await signedIn(server, "demochild"), "access.denied"],
      [await signedIn(server, "demonorole"), "access.denied"],
      [await impersonating(server, "demoparent"), "read.only.session"],
    ] as const) {
      const res = await createDraft(client, id);
      expect([res.status, (res.body as unknown as ErrorBody).description]).toEqual([403, key]);
    }
    expect(await draftsOf(id)).toBe(0);
  });
});

describe("save", () => {
  it("sanitises the body to the reply tags and saves idempotently", async () => {
    const messageId = await freshMessage();
    const draft = (await createDraft(parent, messageId)).body;
    const hostile =
      '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(2)">link</a> <b>bold</b> <i>i</i> <u>u</u>' +
      '<img src=x onerror="alert(3)"><span style="color:red">red</span></p><ol><li>one</li></ol><ul><li>two<br></li></ul>' +
      '<iframe src="https://evil.example"></iframe><em>em</em><strong>strong</strong><h1>title</h1>';
    const clean = "<p>Hi link <b>bold</b> <i>i</i> <u>u</u>red</p><ol><li>one</li></ol><ul><li>two<br /></li></ul><em>em</em><strong>strong</strong>title";
    server.clock.advance(60_000);
    const first = await save(parent, { id: draft.id, messageId, body: hostile });
    expect(first.status).toBe(200);
    expect(first.body.body).toBe(clean);
    expect(first.body.actionDate).not.toBe(draft.actionDate);
    const second = await save(parent, { id: draft.id, messageId, body: hostile });
    expect(second.body).toEqual(first.body);
    const stored = await server.db.first<{ body: string }>("SELECT body FROM correspondence_sub_rows WHERE id = ?", [draft.id]);
    expect(stored?.body).toBe(clean);
    expect((await save(parent, { id: draft.id, messageId, body: "" })).status).toBe(200);
  });

  it("limits the body to 20000 characters and needs id, messageId and body", async () => {
    const messageId = await freshMessage();
    const draft = (await createDraft(parent, messageId)).body;
    expect((await save(parent, { id: draft.id, messageId, body: "x".repeat(20000) })).status).toBe(200);
    const long = await save(parent, { id: draft.id, messageId, body: "x".repeat(20001) });
    expect([long.status, long.body.description]).toEqual([400, "max.length.exceeded"]);
    for (const resource of [{ messageId, body: "a" }, { id: draft.id, body: "a" }, { id: draft.id, messageId }, { id: draft.id, messageId, body: 5 }]) {
      const res = await save(parent, resource);
      expect([res.status, res.body.description], JSON.stringify(resource)).toEqual([400, "required.field"]);
    }
    const notJson = await parent.api<ErrorBody>("PUT", "/correspondences/draft", { raw: "{", headers: { "Content-Type": "application/json" } });
    expect([notJson.status, notJson.body.description]).toEqual([400, "required.field"]);
  });

  it("answers 404 for unknown drafts, another message's id, and other accounts", async () => {
    const messageId = await freshMessage();
    const draft = (await createDraft(parent, messageId)).body;
    for (const resource of [
      { id: 99999, messageId, body: "a" },
      { id: draft.id, messageId: messageId + 1, body: "a" },
      { id: FOREIGN.subRowId, messageId: FOREIGN.messageId, body: "a" },
    ]) {
      expect((await save(parent, resource)).status).toBe(404);
    }
  });
});

describe("send", () => {
  it("sends a draft with files: 200, SENT, an office number, the files attached; a re-send answers 200 again", async () => {
    const messageId = await freshMessage();
    const draft = (await createDraft(parent, messageId)).body;
    const resource = { id: draft.id, messageId, body: "<p>Final <b>answer</b><script>x()</script></p>" };
    const res = await sendDraft(parent, resource, [{ name: "Priedas ą.pdf", content: PDF_BYTES }]);
    expect(res.status).toBe(200);
    const sent = res.body as SubRow;
    expect(sent).toMatchObject({ id: draft.id, draftStatus: "SENT", body: "<p>Final <b>answer</b></p>", hasAttachment: true });
    expect(sent.boCorrespondenceNumber).toBe(`G-2026-${String(draft.id).padStart(6, "0")}`);
    expect(sent.messageSearchAttachment).toEqual([
      // PDF_BYTES is a PDF header only: no pages pdf-lib can count (decision 86).
      { id: expect.any(Number), name: "Priedas ą.pdf", size: PDF_BYTES.length, sha256: createHash("sha256").update(PDF_BYTES).digest("hex"), pageCount: null },
    ]);
    expect((await detail(parent, messageId)).body.hasReply).toBe(true);

    const again = await sendDraft(parent, resource, [{ name: "second.pdf", content: PDF_BYTES }]);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(sent);

    const conflict = [
      await save(parent, resource),
      await parent.api<ErrorBody>("DELETE", `/correspondences/draft/${draft.id}`),
      await parent.api<ErrorBody>("POST", `/correspondences/attachments/${draft.id}`, {
        multipart: (() => {
          const form = new FormData();
          form.append("files", new Blob([PDF_BYTES]), "late.pdf");
          return form;
        })(),
      }),
      await parent.api<ErrorBody>("DELETE", `/correspondences/attachments/${sent.messageSearchAttachment[0]?.id}`),
    ];
    expect(conflict.map((r) => [r.status, r.body.description])).toEqual(Array(4).fill([409, "draft.already.sent"]));
    expect((await createDraft(parent, messageId)).status).toBe(201);
  });

  it("needs a body with text (required.field) and the draftResource part", async () => {
    const messageId = await freshMessage();
    const draft = (await createDraft(parent, messageId)).body;
    for (const body of ["", "<p><br></p>", "<p>&nbsp; </p>", "<script>alert(1)</script>"]) {
      const res = await sendDraft(parent, { id: draft.id, messageId, body });
      expect([res.status, (res.body as ErrorBody).description], body).toEqual([400, "required.field"]);
    }
    const noResource = new FormData();
    noResource.append("files", new Blob([PDF_BYTES]), "a.pdf");
    const missing = await parent.api<ErrorBody>("POST", "/correspondences/draft/send", { multipart: noResource });
    expect([missing.status, missing.body.description]).toEqual([400, "required.field"]);
    const broken = new FormData();
    broken.append("draftResource", "{not json");
    expect((await parent.api("POST", "/correspondences/draft/send", { multipart: broken })).status).toBe(400);
    const asJson = await parent.api<ErrorBody>("POST", "/correspondences/draft/send", { json: { id: draft.id, messageId, body: "x" } });
    // Not multipart: the body's format is wrong (the operation lists invalid.format for decision 86's sha256 parts).
    expect([asJson.status, asJson.body.description]).toEqual([400, "invalid.format"]);
    const stillDraft = await server.db.first<{ s: string }>("SELECT draft_status AS s FROM correspondence_sub_rows WHERE id = ?", [draft.id]);
    expect(stillDraft?.s).toBe("DRAFT");
  });

  it("checks the files it carries and leaves the draft unsent on a refusal", async () => {
    const messageId = await freshMessage();
    const draft = (await createDraft(parent, messageId)).body;
    const resource = { id: draft.id, messageId, body: "<p>text</p>" };
    const wrongType = await sendDraft(parent, resource, [{ name: "run.exe", content: "MZ" }]);
    expect([wrongType.status, (wrongType.body as ErrorBody).description]).toEqual([400, "draft.invalide.file.types"]);
    const big = await sendDraft(parent, resource, [{ name: "big.pdf", content: new Uint8Array(10 * 1024 * 1024 + 1) }]);
    expect([big.status, (big.body as ErrorBody).description]).toEqual([413, "file.too.large"]);
    expect((await detail(parent, messageId)).body.subRows?.[0]).toMatchObject({ draftStatus: "DRAFT", hasAttachment: false });
  });

  it("answers 404 for unknown drafts and is refused to read-only sessions and roles", async () => {
    const unknown = await sendDraft(parent, { id: 99999, messageId: 1, body: "<p>x</p>" });
    expect(unknown.status).toBe(404);
    const foreign = await sendDraft(parent, { id: FOREIGN.subRowId, messageId: FOREIGN.messageId, body: "<p>x</p>" });
    expect(foreign.status).toBe(404);
    const readOnly = await sendDraft(await impersonating(server, "demoparent"), { id: 1, messageId: 1, body: "<p>x</p>" });
    expect([readOnly.status, (readOnly.body as ErrorBody).description]).toEqual([403, "read.only.session"]);
    const child = await sendDraft(await signedIn(server, "demochild"), { id: 1, messageId: 1, body: "<p>x</p>" });
    expect([child.status, (child.body as ErrorBody).description]).toEqual([403, "access.denied"]);
  });
});

describe("delete", () => {
  it("deletes a draft and its files (204), then 404", async () => {
    const subRows = (await detail(parent, FEATURED.withDraft)).body.subRows ?? [];
    const draft = subRows.find((s) => s.draftStatus === "DRAFT");
    if (!draft) throw new Error("the featured message has a draft");
    const child = await signedIn(server, "demochild");
    expect((await child.api("DELETE", `/correspondences/draft/${draft.id}`)).status).toBe(403);
    const res = await parent.api("DELETE", `/correspondences/draft/${draft.id}`);
    expect(res.status).toBe(204);
    const files = await server.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM correspondence_attachments WHERE sub_row_id = ?", [draft.id]);
    expect(Number(files?.n)).toBe(0);
    expect((await detail(parent, FEATURED.withDraft)).body.subRows?.map((s) => s.draftStatus)).toEqual(["SENT"]);
    for (const id of [draft.id, 99999, FOREIGN.subRowId]) {
      expect((await parent.api("DELETE", `/correspondences/draft/${id}`)).status).toBe(404);
    }
  });
});

describe("send: body length (decision 6)", () => {
  it("refuses a body over 20000 characters with max.length.exceeded", async () => {
    const client = await signedIn(server, "demoparent");
    const draft = (await createDraft(client, FEATURED.noReplies)).body;
    const form = new FormData();
    form.append("draftResource", new Blob([JSON.stringify({ id: draft.id, messageId: FEATURED.noReplies, body: "x".repeat(20001) })], { type: "application/json" }));
    const res = await client.api<ErrorBody>("POST", "/correspondences/draft/send", { multipart: form });
    expect([res.status, res.body.description]).toEqual([400, "max.length.exceeded"]);
  });
});
