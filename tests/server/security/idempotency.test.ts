/**
 * Security suite (decision 4): an `Idempotency-Key` is bound to the request it first
 * came with. The same key with another request (another message, other files, another reply)
 * acts on nothing and answers 400 `idempotency.key.reused`; the same request again, even in a
 * new multipart body, still gets the first answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPLAYED_HEADER } from "../../../server/http/idempotency";
import { createDraft, FEATURED, filesForm, PDF_BYTES, sendDraft, signedIn, type Attachment, type ErrorBody } from "../support/correspondence";
import type { TestClient } from "../support/test-client";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let parent: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  parent = await signedIn(server, "demoparent");
});
afterAll(() => server.close());

const REUSED = { code: 400, description: "idempotency.key.reused" };

async function count(sql: string, args: (string | number)[]): Promise<number> {
  return Number((await server.db.first<{ n: number }>(sql, args))?.n ?? 0);
}
const draftsOf = (messageId: number) =>
  count("SELECT COUNT(*) AS n FROM correspondence_sub_rows WHERE message_id = ? AND draft_status = 'DRAFT'", [messageId]);
const filesOf = (subRowId: number) => count("SELECT COUNT(*) AS n FROM correspondence_attachments WHERE sub_row_id = ?", [subRowId]);

function upload(id: number, key: string, name: string, content: string) {
  return parent.api<Attachment[] & ErrorBody>("POST", `/correspondences/attachments/${id}`, {
    multipart: filesForm([{ name, content }]),
    headers: { "Idempotency-Key": key },
  });
}

describe("Idempotency-Key bound to its request", () => {
  it("refuses a draft for another message under a used key, and creates nothing", async () => {
    const key = "b7d1-draft-other-message";
    expect((await createDraft(parent, FEATURED.noReplies, key)).status).toBe(201);
    const before = await draftsOf(FEATURED.dueToday);
    const other = await createDraft(parent, FEATURED.dueToday, key);
    expect(other.body).toEqual(REUSED);
    expect(await draftsOf(FEATURED.dueToday)).toBe(before);
    // The first request itself is still replayed.
    expect((await createDraft(parent, FEATURED.noReplies, key)).headers.get(REPLAYED_HEADER)).toBe("true");
  });

  it("refuses an upload of another file under a used key, and stores nothing", async () => {
    const draft = (await createDraft(parent, FEATURED.dueInTwoDays)).body;
    const key = "b7d1-upload-other-file";
    expect((await upload(draft.id, key, "first.pdf", PDF_BYTES)).status).toBe(200);
    const other = await upload(draft.id, key, "second.pdf", `${PDF_BYTES}% another file\n`);
    expect(other.body).toEqual(REUSED);
    expect(await filesOf(draft.id)).toBe(1);
    // The same file in a new multipart body (a new boundary) is the same request: replayed.
    const again = await upload(draft.id, key, "first.pdf", PDF_BYTES);
    expect([again.status, again.headers.get(REPLAYED_HEADER)]).toEqual([200, "true"]);
    expect(await filesOf(draft.id)).toBe(1);
  });

  it("refuses a send with another reply text under a used key, and sends nothing", async () => {
    const first = (await createDraft(parent, FEATURED.overdue)).body;
    const key = "b7d1-send-other-text";
    const sent = await sendDraft(parent, { id: first.id, messageId: FEATURED.overdue, body: "<p>First</p>" }, [], key);
    expect(sent.status).toBe(200);
    const second = (await createDraft(parent, FEATURED.newest)).body;
    const other = await sendDraft(parent, { id: second.id, messageId: FEATURED.newest, body: "<p>Second</p>" }, [], key);
    expect(other.body).toEqual(REUSED);
    expect(await count("SELECT COUNT(*) AS n FROM correspondence_sub_rows WHERE id = ? AND draft_status = 'DRAFT'", [second.id])).toBe(1);
  });
});
