/**
 * Idempotency-Key (decision 4) on draft create, draft send and attachment upload: the same key
 * by the same user replays the first answer for 24 hours instead of acting twice, also when the
 * retries arrive together; refusals are not kept; other users and operations are independent.
 * A key bound to another request: tests/server/security/idempotency.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_TTL_MS, REPLAYED_HEADER } from "../../server/http/idempotency";
import { insertAccount } from "./support/accounts";
import {
  createDraft,
  FEATURED,
  filesForm,
  PDF_BYTES,
  sendDraft,
  signedIn,
  type Attachment,
  type ErrorBody,
  type SubRow,
} from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  const writerId = await insertAccount(server.db, { username: "demowriter" });
  await server.db.run("INSERT INTO user_roles (user_id, role) VALUES (?, 'ROLE_CORRESPONDENCE_READ_WRITE')", [writerId]);
  parent = await signedIn(server, "demoparent");
});
afterAll(() => server.close());

async function count(sql: string, args: (string | number)[]): Promise<number> {
  return Number((await server.db.first<{ n: number }>(sql, args))?.n ?? 0);
}

const draftsOf = (messageId: number) =>
  count("SELECT COUNT(*) AS n FROM correspondence_sub_rows WHERE message_id = ? AND draft_status = 'DRAFT'", [messageId]);
const filesOf = (subRowId: number) => count("SELECT COUNT(*) AS n FROM correspondence_attachments WHERE sub_row_id = ?", [subRowId]);

function upload(client: TestClient, id: number, key: string | null, name = "a.pdf") {
  return client.api<Attachment[] & ErrorBody>("POST", `/correspondences/attachments/${id}`, {
    multipart: filesForm([{ name, content: PDF_BYTES }]),
    headers: key ? { "Idempotency-Key": key } : {},
  });
}

describe("Idempotency-Key", () => {
  it("replays a draft creation: the same 201 and body, one draft", async () => {
    const key = "4a1f0c0e-create";
    const first = await createDraft(parent, FEATURED.noReplies, key);
    const second = await createDraft(parent, FEATURED.noReplies, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(second.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(second.headers.get("content-type")).toContain("application/json");
    expect(await draftsOf(FEATURED.noReplies)).toBe(1);
    expect((await createDraft(parent, FEATURED.noReplies)).status).toBe(200);
  });

  it("replays a send: one send, the files of the first request only", async () => {
    const draft = (await createDraft(parent, FEATURED.repliedNoDraft)).body;
    const resource = { id: draft.id, messageId: FEATURED.repliedNoDraft, body: "<p>Sent once</p>" };
    const key = "4a1f0c0e-send";
    const first = await sendDraft(parent, resource, [{ name: "one.pdf", content: PDF_BYTES }], key);
    server.clock.advance(60_000);
    const second = await sendDraft(parent, resource, [{ name: "one.pdf", content: PDF_BYTES }], key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    // Other files under the same key are another request (decision 4).
    const other = await sendDraft(parent, resource, [{ name: "two.pdf", content: PDF_BYTES }], key);
    expect(other.body).toEqual({ code: 400, description: "idempotency.key.reused" });
    expect((first.body as SubRow).draftStatus).toBe("SENT");
    expect(await filesOf(draft.id)).toBe(1);
    const sentRows = await count(
      "SELECT COUNT(*) AS n FROM correspondence_sub_rows WHERE message_id = ? AND draft_status = 'SENT'",
      [FEATURED.repliedNoDraft],
    );
    expect(sentRows).toBe(3); // two seeded replies + this one
  });

  it("replays an upload: one stored file, the same list", async () => {
    const draft = (await createDraft(parent, FEATURED.dueToday)).body;
    const key = "4a1f0c0e-upload";
    const first = await upload(parent, draft.id, key);
    const second = await upload(parent, draft.id, key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await filesOf(draft.id)).toBe(1);
    expect((await upload(parent, draft.id, null)).body).toHaveLength(2);
  });

  it("runs retries that arrive together one after the other: one upload", async () => {
    const draft = (await createDraft(parent, FEATURED.dueInTwoDays)).body;
    const key = "4a1f0c0e-together";
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(parent, draft.id, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get(REPLAYED_HEADER) === "true")).toHaveLength(3);
    expect(await filesOf(draft.id)).toBe(1);
  });

  it("keeps no refusal: after a wrong file type, the same key acts", async () => {
    const draft = (await createDraft(parent, FEATURED.overdue)).body;
    const key = "4a1f0c0e-refused";
    expect((await upload(parent, draft.id, key, "bad.exe")).status).toBe(400);
    const retry = await upload(parent, draft.id, key, "good.pdf");
    expect(retry.status).toBe(200);
    expect(retry.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await filesOf(draft.id)).toBe(1);
  });

  it("scopes keys to the user and the operation", async () => {
    const key = "4a1f0c0e-scoped";
    const draft = (await createDraft(parent, FEATURED.newest, key)).body;
    const writer = await signedIn(server, "demowriter");
    const other = await createDraft(writer, FEATURED.newest, key);
    expect(other.status).toBe(200); // the existing draft, not a replay of the parent's 201
    expect(other.headers.get(REPLAYED_HEADER)).toBeNull();
    const uploaded = await upload(parent, draft.id, key);
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await filesOf(draft.id)).toBe(1);
  });

  it("forgets keys after 24 hours", async () => {
    const key = "4a1f0c0e-expiry";
    const messageId = FEATURED.notice;
    const first = await createDraft(parent, messageId, key);
    expect(first.status).toBe(201);
    expect((await parent.api("DELETE", `/correspondences/draft/${first.body.id}`)).status).toBe(204);
    expect((await createDraft(parent, messageId, key)).body.id).toBe(first.body.id); // still replayed
    server.clock.advance(IDEMPOTENCY_TTL_MS + 1000);
    const fresh = await signedIn(server, "demoparent"); // the old session has ended meanwhile
    const later = await createDraft(fresh, messageId, key);
    expect(later.status).toBe(201);
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(later.body.actionDate).not.toBe(first.body.actionDate); // created a day later
    expect(await draftsOf(messageId)).toBe(1);
  });
});
