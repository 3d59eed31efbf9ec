/**
 * Thread detail (decision 47: pager over the list parameters, NEW → READ except in read-only
 * sessions, 404 cannot.open.correspondence), PATCH (decision 52) and the PDF downloads (decision 58).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allIds,
  detail,
  FEATURED,
  FOREIGN,
  impersonating,
  insertForeignMessage,
  signedIn,
  type ErrorBody,
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

async function statusOf(id: number): Promise<string | undefined> {
  return (await server.db.first<{ s: string }>("SELECT message_status AS s FROM correspondence_messages WHERE id = ?", [id]))?.s;
}

async function newCount(client: TestClient): Promise<number> {
  return (await client.api<{ count: number }>("GET", "/correspondences/message/incoming/new")).body.count;
}

describe("detail", () => {
  it("opens the newest message with its pager, sub-rows inside, and marks it READ", async () => {
    expect(await statusOf(FEATURED.newest)).toBe("NEW");
    const before = await newCount(parent);
    const res = await detail(parent, FEATURED.newest);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: FEATURED.newest, index: 0, previousId: null, nextId: FEATURED.newest - 1, messageStatus: "READ", subRows: [] });
    expect(res.body.messageSearchAttachment).toHaveLength(2);
    expect(await statusOf(FEATURED.newest)).toBe("READ");
    expect(await newCount(parent)).toBe(before - 1);
  });

  it("returns replies and drafts inside the message, oldest first", async () => {
    const res = await detail(parent, FEATURED.withDraft);
    expect(res.body.subRows?.map((s) => s.draftStatus)).toEqual(["SENT", "DRAFT"]);
    expect(res.body.subRows?.[0]?.boCorrespondenceNumber).toMatch(/^G-\d{4}-\d{6}$/);
    expect(res.body.subRows?.[1]?.boCorrespondenceNumber).toBeNull();
    expect(res.body.hasReply).toBe(true);
    expect(res.body.direction).toBe("BO_OUTGOING");
  });

  it("places the message in the filtered, sorted list of the body", async () => {
    const list = { filterCriteria: { categories: ["DESIGN"] }, sort: "DUE_DATE", sortType: "ASC" };
    const ids = await allIds(parent, list);
    for (const index of [0, 7, ids.length - 1]) {
      const res = await detail(parent, ids[index] as number, list);
      expect(res.body).toMatchObject({ index, previousId: ids[index - 1] ?? null, nextId: ids[index + 1] ?? null });
    }
  });

  it("gives no pager for a message that the list leaves out", async () => {
    const res = await detail(parent, FEATURED.notice, { filterCriteria: { categories: ["TRADEMARK"] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ index: null, previousId: null, nextId: null });
  });

  it("does not mark a NEW message READ in a read-only session", async () => {
    expect(await statusOf(FEATURED.dueToday)).toBe("NEW");
    const readOnly = await impersonating(server, "demoparent");
    const res = await detail(readOnly, FEATURED.dueToday);
    expect(res.status).toBe(200);
    expect(res.body.messageStatus).toBe("NEW");
    expect(await statusOf(FEATURED.dueToday)).toBe("NEW");
  });

  it("marks it READ for a child with the read-only role (not a read-only session)", async () => {
    const child = await signedIn(server, "demochild");
    expect((await detail(child, FEATURED.dueToday)).body.messageStatus).toBe("READ");
    expect(await statusOf(FEATURED.dueToday)).toBe("READ");
  });

  it("answers 404 cannot.open.correspondence for unknown ids and other accounts' messages", async () => {
    for (const id of [99999, FOREIGN.messageId, "abc", 0]) {
      const res = await detail(parent, id);
      expect(res.status, String(id)).toBe(404);
      expect((res.body as unknown as ErrorBody).description).toBe("cannot.open.correspondence");
    }
    expect(await statusOf(FOREIGN.messageId)).toBe("NEW");
  });

  it("refuses users without a correspondence role", async () => {
    const res = await detail(await signedIn(server, "demonorole"), FEATURED.newest);
    expect(res.status).toBe(403);
    expect((res.body as unknown as ErrorBody).description).toBe("access.denied");
  });
});

describe("PATCH a message", () => {
  const path = (id: number | string) => `/correspondences/message/${id}`;

  it("replaces important and messageStatus (json-patch+json and json), 204", async () => {
    const id = FEATURED.repliedOverdue;
    const before = await newCount(parent);
    const one = await parent.api("PATCH", path(id), {
      raw: JSON.stringify([{ op: "replace", path: "/important", value: true }]),
      headers: { "Content-Type": "application/json-patch+json" },
    });
    expect(one.status).toBe(204);
    expect(one.text).toBe("");
    const two = await parent.api("PATCH", path(id), {
      json: [
        { op: "replace", path: "/messageStatus", value: "NEW" },
        { op: "replace", path: "/important", value: false },
      ],
    });
    expect(two.status).toBe(204);
    const row = await server.db.first<{ important: number; message_status: string }>(
      "SELECT important, message_status FROM correspondence_messages WHERE id = ?",
      [id],
    );
    expect(row).toEqual({ important: 0, message_status: "NEW" });
    expect(await newCount(parent)).toBe(before + 1);
  });

  it("refuses anything but replace of /important or /messageStatus", async () => {
    for (const body of [
      [],
      {},
      [{ op: "add", path: "/important", value: true }],
      [{ op: "replace", path: "/subject", value: "x" }],
      [{ op: "replace", path: "/important", value: "true" }],
      [{ op: "replace", path: "/messageStatus", value: "SENT" }],
      [{ op: "replace", path: "/messageStatus" }],
    ]) {
      const res = await parent.api("PATCH", path(FEATURED.newest), { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as ErrorBody).description).toBe("invalid.format");
    }
  });

  it("answers 404 for unknown ids and other accounts' messages", async () => {
    for (const id of [99999, FOREIGN.messageId, "x"]) {
      const res = await parent.api("PATCH", path(id), { json: [{ op: "replace", path: "/important", value: true }] });
      expect(res.status).toBe(404);
      expect((res.body as ErrorBody).description).toBe("something.not.found");
    }
  });

  it("is allowed to either correspondence role, refused in read-only sessions and without a role", async () => {
    const ops = { json: [{ op: "replace", path: "/important", value: true }] };
    expect((await (await signedIn(server, "demochild")).api("PATCH", path(FEATURED.notice), ops)).status).toBe(204);
    const readOnly = await (await impersonating(server, "demoparent")).api<ErrorBody>("PATCH", path(FEATURED.notice), ops);
    expect([readOnly.status, readOnly.body.description]).toEqual([403, "read.only.session"]);
    const noRole = await (await signedIn(server, "demonorole")).api<ErrorBody>("PATCH", path(FEATURED.notice), ops);
    expect([noRole.status, noRole.body.description]).toEqual([403, "access.denied"]);
    const noToken = await parent.api<ErrorBody>("PATCH", path(FEATURED.notice), { ...ops, csrf: "none" });
    expect([noToken.status, noToken.body.description]).toEqual([403, "csrf.token.invalid"]);
  });
});

describe("PDF downloads", () => {
  it("serves a message as a PDF with Content-Disposition", async () => {
    const res = await parent.api("GET", `/correspondences/download/incoming/${FEATURED.newest}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.text.startsWith("%PDF-")).toBe(true);
    expect(res.text.trimEnd().endsWith("%%EOF")).toBe(true);
    const number = (await server.db.first<{ n: string }>("SELECT bo_correspondence_number AS n FROM correspondence_messages WHERE id = ?", [FEATURED.newest]))?.n;
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="correspondence-${number}.pdf"; filename*=UTF-8''correspondence-${number}.pdf`,
    );
  });

  it("serves a reply and a draft as PDFs", async () => {
    const subRows = (await detail(parent, FEATURED.withDraft)).body.subRows ?? [];
    for (const subRow of subRows) {
      const res = await parent.api("GET", `/correspondences/download/draft/${subRow.id}`);
      expect(res.status).toBe(200);
      expect(res.text.startsWith("%PDF-")).toBe(true);
      expect(res.headers.get("content-disposition")).toMatch(
        subRow.draftStatus === "SENT" ? /^attachment; filename="reply-G-\d{4}-\d{6}\.pdf"; filename\*=UTF-8''/ : /^attachment; filename="draft-\d+\.pdf"/,
      );
    }
  });

  it("answers 404 for unknown ids and other accounts, and needs a correspondence role", async () => {
    for (const path of [
      "/correspondences/download/incoming/99999",
      `/correspondences/download/incoming/${FOREIGN.messageId}`,
      "/correspondences/download/draft/99999",
      `/correspondences/download/draft/${FOREIGN.subRowId}`,
    ]) {
      expect((await parent.api("GET", path)).status, path).toBe(404);
    }
    const readOnly = await impersonating(server, "demoparent");
    expect((await readOnly.api("GET", `/correspondences/download/incoming/${FEATURED.hostile}`)).status).toBe(200);
    const noRole = await signedIn(server, "demonorole");
    expect((await noRole.api("GET", `/correspondences/download/incoming/${FEATURED.hostile}`)).status).toBe(403);
  });
});

describe("message attachments", () => {
  it("serves an office attachment's bytes with its UTF-8 name", async () => {
    const [first] = (await detail(parent, FEATURED.newest)).body.messageSearchAttachment;
    if (!first) throw new Error("the newest message has attachments");
    const res = await parent.api("GET", `/correspondences/attachments/${first.id}`);
    expect(res.status).toBe(200);
    // Its own type (decision 86: PDFs and images are served as what the upload check found them to be).
    expect(res.headers.get("content-type")).toBe(first.name.toLowerCase().endsWith(".pdf") ? "application/pdf" : "image/png");
    const stored = await server.db.first<{ content: ArrayBuffer }>("SELECT content FROM correspondence_attachments WHERE id = ?", [first.id]);
    expect(Buffer.from(res.bytes).equals(Buffer.from(stored?.content ?? new ArrayBuffer(0)))).toBe(true);
    expect(res.bytes.byteLength).toBe(first.size);
    const ascii = first.name.normalize("NFKD").replace(/\p{M}/gu, "");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(first.name)}`);
    expect((await parent.api("GET", `/correspondences/attachments/draft/${first.id}`)).status).toBe(404);
  });

  it("serves reply and draft attachments only through /attachments/draft/{id}", async () => {
    const subRows = (await detail(parent, FEATURED.withDraft)).body.subRows ?? [];
    const file = subRows[0]?.messageSearchAttachment[0];
    if (!file) throw new Error("the reply has a file");
    const res = await parent.api("GET", `/correspondences/attachments/draft/${file.id}`);
    expect(res.status).toBe(200);
    expect(res.bytes.byteLength).toBe(file.size);
    expect((await parent.api("GET", `/correspondences/attachments/${file.id}`)).status).toBe(404);
    expect((await parent.api("GET", `/correspondences/attachments/${FOREIGN.messageAttachmentId}`)).status).toBe(404);
    expect((await parent.api("GET", `/correspondences/attachments/draft/${FOREIGN.subRowAttachmentId}`)).status).toBe(404);
  });
});
