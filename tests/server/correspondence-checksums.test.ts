/**
 * Decision 86, what the office holds is what was sent: uploads and sends verify the `sha256` parts
 * (a mismatch stores nothing and answers 422), every attachment carries `sha256` and `pageCount`
 * (pdf-lib; null for other types and unreadable PDFs), downloads carry the file's own type where
 * safe, seeded files have theirs, the receipt lists every file, and the `checksum` test hook.
 */
import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillAttachmentFacts } from "../../server/correspondence/attachment-facts";
import { attachmentSection } from "../../server/correspondence/pdf";
import { createDraft, detail, FEATURED, signedIn, type Attachment, type ErrorBody, type SubRow, type UploadFile } from "./support/correspondence";
import { SAMPLES } from "./support/file-samples";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;

beforeAll(async () => {
  server = await startTestServer({ testHooks: true });
  parent = await signedIn(server, "demoparent");
}, 60_000);
afterAll(() => server.close());

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function pdfOfPages(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`page ${i + 1}`, { x: 20, y: 100, size: 12 });
  return doc.save();
}

/** A PDF whose trailer names an /Encrypt dictionary (pdf-lib refuses to read such documents without the password). */
async function encryptedPdf(): Promise<Uint8Array> {
  const text = Buffer.from(await (await PDFDocument.create()).addPage().doc.save({ useObjectStreams: false })).toString("latin1");
  const encrypt = "/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>";
  return new Uint8Array(Buffer.from(text.replace(/trailer\s*<</, (m) => `${m}\n${encrypt}`), "latin1"));
}

function uploadForm(files: UploadFile[], digests: string[]): FormData {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([file.content]), file.name);
  for (const digest of digests) form.append("sha256", digest);
  return form;
}

function upload(draftId: number, files: UploadFile[], digests: string[]) {
  return parent.api<Attachment[] & ErrorBody>("POST", `/correspondences/attachments/${draftId}`, { multipart: uploadForm(files, digests) });
}

async function stored(draftId: number): Promise<number> {
  const row = await server.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM correspondence_attachments WHERE sub_row_id = ?", [draftId]);
  return Number(row?.n);
}

describe("upload with sha256 parts", () => {
  it("stores the files and answers their sha256 and page counts: 1 and 300 pages, encrypted, JPEG", async () => {
    const draftId = (await createDraft(parent, FEATURED.noReplies)).body.id;
    const files: UploadFile[] = [
      { name: "one.pdf", content: await pdfOfPages(1) },
      { name: "long.pdf", content: await pdfOfPages(300) },
      { name: "locked.pdf", content: await encryptedPdf() },
      { name: "photo.jpg", content: SAMPLES.jpg },
    ];
    const res = await upload(draftId, files, files.map((f) => sha256(f.content as Uint8Array)));
    expect(res.status).toBe(200);
    expect(res.body.map((a) => [a.name, a.sha256, a.pageCount])).toEqual([
      ["one.pdf", sha256(files[0]?.content as Uint8Array), 1],
      ["long.pdf", sha256(files[1]?.content as Uint8Array), 300],
      ["locked.pdf", sha256(files[2]?.content as Uint8Array), null],
      ["photo.jpg", sha256(SAMPLES.jpg), null],
    ]);
    const thread = await detail(parent, FEATURED.noReplies);
    const draft = thread.body.subRows?.find((s) => s.id === draftId);
    expect(draft?.messageSearchAttachment.map((a) => a.pageCount)).toEqual([1, 300, null, null]);
  });

  it("refuses bytes that differ from their sha256 with 422 attachment.checksum.mismatch and stores nothing of the call", async () => {
    const draftId = (await createDraft(parent, FEATURED.dueInTwoDays)).body.id;
    const good = await pdfOfPages(2);
    const res = await upload(draftId, [{ name: "good.pdf", content: good }, { name: "changed.png", content: SAMPLES.png }], [sha256(good), sha256(good)]);
    expect([res.status, res.body.description, res.body.details]).toEqual([422, "attachment.checksum.mismatch", { name: "changed.png" }]);
    expect(await stored(draftId)).toBe(0);
    const uppercase = await upload(draftId, [{ name: "good.pdf", content: good }], [sha256(good).toUpperCase()]);
    expect([uppercase.status, uppercase.body.description]).toEqual([400, "invalid.format"]);
    const missing = await upload(draftId, [{ name: "good.pdf", content: good }, { name: "b.png", content: SAMPLES.png }], [sha256(good)]);
    expect([missing.status, missing.body.description]).toEqual([400, "invalid.format"]);
    expect(await stored(draftId)).toBe(0);
  });

  it("verifies the files of a send too: a mismatch neither stores the file nor sends the reply", async () => {
    const draft = (await createDraft(parent, FEATURED.dueToday)).body;
    const good = await pdfOfPages(3);
    const form = uploadForm([{ name: "annex.pdf", content: good }], [sha256(SAMPLES.png)]);
    form.append("draftResource", new Blob([JSON.stringify({ id: draft.id, messageId: FEATURED.dueToday, body: "<p>Reply</p>" })], { type: "application/json" }));
    const refused = await parent.api<ErrorBody>("POST", "/correspondences/draft/send", { multipart: form });
    expect([refused.status, refused.body.details]).toEqual([422, { name: "annex.pdf" }]);
    const row = await server.db.first<{ draft_status: string }>("SELECT draft_status FROM correspondence_sub_rows WHERE id = ?", [draft.id]);
    expect([row?.draft_status, await stored(draft.id)]).toEqual(["DRAFT", 0]);

    const ok = uploadForm([{ name: "annex.pdf", content: good }], [sha256(good)]);
    ok.append("draftResource", new Blob([JSON.stringify({ id: draft.id, messageId: FEATURED.dueToday, body: "<p>Reply</p>" })], { type: "application/json" }));
    const sent = await parent.api<SubRow>("POST", "/correspondences/draft/send", { multipart: ok });
    expect(sent.body.messageSearchAttachment.map((a) => [a.name, a.size, a.sha256, a.pageCount])).toEqual([["annex.pdf", good.byteLength, sha256(good), 3]]);

    // The receipt (/download/draft/{id}) lists each file with name, size, pages and SHA-256.
    const receipt = await parent.api("GET", `/correspondences/download/draft/${draft.id}`);
    expect([receipt.status, receipt.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const [section] = attachmentSection("en", sent.body.messageSearchAttachment);
    const kb = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(good.byteLength / 1024);
    expect(section?.text).toBe(`1. annex.pdf\n${kb} KB (${new Intl.NumberFormat("en-GB").format(good.byteLength)} bytes)\nPages: 3\nSHA-256: ${sha256(good)}`);
  });

  it("still accepts uploads without sha256 parts (nothing to verify) and answers the facts", async () => {
    const draftId = (await createDraft(parent, FEATURED.overdue)).body.id;
    const res = await parent.api<Attachment[]>("POST", `/correspondences/attachments/${draftId}`, { multipart: uploadForm([{ name: "x.png", content: SAMPLES.png }], []) });
    expect(res.body.map((a) => [a.sha256, a.pageCount])).toEqual([[sha256(SAMPLES.png), null]]);
  });
});

describe("the receipt's file list", () => {
  it("names each file with size, pages (or why not) and SHA-256, in the user's language", () => {
    const files: Attachment[] = [
      { id: 1, name: "Sutartis.pdf", size: 123456, sha256: "a".repeat(64), pageCount: 12 },
      { id: 2, name: "Slaptas.pdf", size: 2048, sha256: "b".repeat(64), pageCount: null },
      { id: 3, name: "Logo.png", size: 512, sha256: "c".repeat(64), pageCount: null },
    ];
    expect(attachmentSection("lt", files)[0]?.text.split("\n\n")).toEqual([
      `1. Sutartis.pdf\n120,6 KB (123\u00a0456 baitų)\nPuslapių skaičius: 12\nSHA-256: ${"a".repeat(64)}`,
      `2. Slaptas.pdf\n2,0 KB (2\u00a0048 baitų)\nPuslapių skaičius: nesuskaičiuotas (PDF užšifruotas arba neįskaitomas)\nSHA-256: ${"b".repeat(64)}`,
      `3. Logo.png\n0,5 KB (512 baitų)\nPuslapių skaičius: -\nSHA-256: ${"c".repeat(64)}`,
    ]);
    expect(attachmentSection("en", [])).toEqual([]);
  });
});

describe("stored files", () => {
  it("seeded attachments carry their facts, and rows without them get them", async () => {
    const letter = (await detail(parent, FEATURED.newest)).body.messageSearchAttachment;
    const rows = await server.db.all<{ id: number; content: ArrayBuffer; sha256: string; page_count: number | null }>(
      "SELECT id, content, sha256, page_count FROM correspondence_attachments WHERE id IN (" + letter.map((a) => a.id).join(",") + ")",
    );
    for (const row of rows) expect(row.sha256).toBe(sha256(new Uint8Array(row.content)));
    expect(letter.some((a) => a.name.endsWith(".pdf") && (a.pageCount ?? 0) >= 1)).toBe(true);

    const [first] = letter;
    await server.db.run("UPDATE correspondence_attachments SET sha256 = NULL, page_count = NULL WHERE id = ?", [first?.id ?? 0]);
    expect((await detail(parent, FEATURED.newest)).body.messageSearchAttachment[0]).toEqual(first);
    await server.db.run("UPDATE correspondence_attachments SET sha256 = NULL, page_count = NULL WHERE id = ?", [first?.id ?? 0]);
    expect(await fillAttachmentFacts(server.db)).toBe(1);
  });

  it("serves PDFs and images with their own content type, other files as octet-stream", async () => {
    const draftId = (await createDraft(parent, FEATURED.withDraft)).body.id;
    const list = await upload(draftId, [{ name: "a.pdf", content: await pdfOfPages(1) }, { name: "b.PNG", content: SAMPLES.png }, { name: "c.docx", content: SAMPLES.docx }], []);
    const types = [];
    for (const a of list.body.slice(-3)) types.push((await parent.api("GET", `/correspondences/attachments/draft/${a.id}`)).headers.get("content-type"));
    expect(types).toEqual(["application/pdf", "image/png", "application/octet-stream"]);
  });
});

describe("test hook", () => {
  it("fault mode checksum: the next upload's bytes are taken as changed (422), the one after is stored", async () => {
    const draftId = (await createDraft(parent, FEATURED.hostile)).body.id;
    const pdf = await pdfOfPages(1);
    const hook = await fetch(`${server.baseUrl}/sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mode: "checksum", path: "/correspondences/attachments/" }),
    });
    expect(hook.status).toBe(201);
    const first = await upload(draftId, [{ name: "a.pdf", content: pdf }], [sha256(pdf)]);
    expect([first.status, first.body.description, await stored(draftId)]).toEqual([422, "attachment.checksum.mismatch", 0]);
    const second = await upload(draftId, [{ name: "a.pdf", content: pdf }], [sha256(pdf)]);
    expect([second.status, await stored(draftId)]).toEqual([200, 1]);
  });
});
