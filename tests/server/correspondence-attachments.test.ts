/**
 * Draft attachments (decision 57): upload answers the draft's whole list, type (case-insensitive)
 * and size checks, download with Content-Disposition, delete; refusals with the contract's keys.
 * Files carry genuine content of their type (the server checks it: tests/server/security/uploads.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDraft,
  FEATURED,
  FOREIGN,
  filesForm,
  impersonating,
  insertForeignMessage,
  PDF_BYTES,
  signedIn,
  type Attachment,
  type ErrorBody,
  type UploadFile,
} from "./support/correspondence";
import { SAMPLES, sampleFor, xlsxSample } from "./support/file-samples";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let draftId: number;

beforeAll(async () => {
  server = await startTestServer();
  await insertForeignMessage(server);
  parent = await signedIn(server, "demoparent");
  draftId = (await createDraft(parent, FEATURED.noReplies)).body.id;
});
afterAll(() => server.close());

function upload(client: TestClient, id: number, files: UploadFile[]) {
  return client.api<Attachment[] & ErrorBody>("POST", `/correspondences/attachments/${id}`, { multipart: filesForm(files) });
}

async function storedCount(id: number): Promise<number> {
  const row = await server.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM correspondence_attachments WHERE sub_row_id = ?", [id]);
  return Number(row?.n ?? 0);
}

describe("upload", () => {
  it("stores the files and answers the draft's whole list", async () => {
    const first = await upload(parent, draftId, [
      { name: "Ataskaita ąčę.pdf", content: PDF_BYTES },
      { name: "LOGO.PNG", content: SAMPLES.png },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.map((a) => [a.name, a.size])).toEqual([
      ["Ataskaita ąčę.pdf", PDF_BYTES.length],
      ["LOGO.PNG", SAMPLES.png.byteLength],
    ]);
    const second = await upload(parent, draftId, [{ name: "scan.JpEg", content: SAMPLES.jpg }]);
    expect(second.body.map((a) => a.name)).toEqual(["Ataskaita ąčę.pdf", "LOGO.PNG", "scan.JpEg"]);
    expect(await storedCount(draftId)).toBe(3);
  });

  it("accepts every type of globals correspondence.attachmentTypes, in any case", async () => {
    const globals = (await parent.api<{ correspondence: { attachmentTypes: string[] } }>("GET", "/content/global")).body;
    const draft = (await createDraft(parent, FEATURED.dueInTwoDays)).body.id;
    const files = await Promise.all(
      globals.correspondence.attachmentTypes.map(async (t, i) => ({ name: `f${i}.${i % 2 ? t.toLowerCase() : t}`, content: await sampleFor(t) })),
    );
    const res = await upload(parent, draft, files);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(files.length);
  });

  it("passes genuine office documents (zip containers) and stores them under the checked names", async () => {
    const draft = (await createDraft(parent, FEATURED.overdue)).body.id;
    const form = filesForm([
      { name: "Sutartis ąčę.docx", content: SAMPLES.docx },
      { name: "Lentelė.xlsx", content: await xlsxSample() },
      { name: "Pranešimas.adoc", content: SAMPLES.adoc },
    ]);
    const res = await parent.api<Attachment[]>("POST", `/correspondences/attachments/${draft}`, { multipart: form });
    expect(res.body.map((a) => a.name)).toEqual(["Sutartis ąčę.docx", "Lentelė.xlsx", "Pranešimas.adoc"]);
    const stored = await server.db.all<{ name: string }>("SELECT name FROM correspondence_attachments WHERE sub_row_id = ? ORDER BY id", [draft]);
    expect(stored.map((r) => r.name)).toEqual(["Sutartis ąčę.docx", "Lentelė.xlsx", "Pranešimas.adoc"]);
  });

  it("refuses other types with draft.invalide.file.types and stores none of the files", async () => {
    for (const name of ["virus.exe", "noextension", "archive.pdf.zip", ".pdf", "trailing."]) {
      const res = await upload(parent, draftId, [{ name: "ok.pdf", content: PDF_BYTES }, { name, content: "x" }]);
      expect([res.status, res.body.description], name).toEqual([400, "draft.invalide.file.types"]);
    }
    expect(await storedCount(draftId)).toBe(3);
  });

  it("accepts 10 MiB and refuses more with 413 file.too.large", async () => {
    const draft = (await createDraft(parent, FEATURED.dueToday)).body.id;
    const pdfOf = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(SAMPLES.pdf);
      return bytes;
    };
    const exact = await upload(parent, draft, [{ name: "exact.pdf", content: pdfOf(10 * 1024 * 1024) }]);
    expect(exact.status).toBe(200);
    const over = await upload(parent, draft, [{ name: "over.pdf", content: pdfOf(10 * 1024 * 1024 + 1) }]);
    expect([over.status, over.body.description]).toEqual([413, "file.too.large"]);
    expect(await storedCount(draft)).toBe(1);
  });

  it("needs at least one file (required.field)", async () => {
    const form = new FormData();
    form.append("note", "no files");
    const res = await parent.api<ErrorBody>("POST", `/correspondences/attachments/${draftId}`, { multipart: form });
    expect([res.status, res.body.description]).toEqual([400, "required.field"]);
    const json = await parent.api<ErrorBody>("POST", `/correspondences/attachments/${draftId}`, { json: {} });
    // Not multipart at all: the body's format is wrong (the operation lists invalid.format, decision 86's sha256 parts).
    expect([json.status, json.body.description]).toEqual([400, "invalid.format"]);
  });

  it("answers 404 for unknown drafts and other accounts' drafts", async () => {
    for (const id of [99999, FOREIGN.subRowId]) {
      const res = await upload(parent, id, [{ name: "a.pdf", content: PDF_BYTES }]);
      expect([res.status, res.body.description]).toEqual([404, "something.not.found"]);
    }
  });

  it("is refused without the read-write role and in read-only sessions", async () => {
    const child = await upload(await signedIn(server, "demochild"), draftId, [{ name: "a.pdf", content: PDF_BYTES }]);
    expect([child.status, child.body.description]).toEqual([403, "access.denied"]);
    const readOnly = await upload(await impersonating(server, "demoparent"), draftId, [{ name: "a.pdf", content: PDF_BYTES }]);
    expect([readOnly.status, readOnly.body.description]).toEqual([403, "read.only.session"]);
  });
});

describe("download and delete", () => {
  it("downloads a draft attachment with an ASCII and a UTF-8 file name, for either role", async () => {
    const list = await upload(parent, draftId, [{ name: "Įgaliojimas (kopija).pdf", content: PDF_BYTES }]);
    const file = list.body[list.body.length - 1] as Attachment;
    const res = await parent.api("GET", `/correspondences/attachments/draft/${file.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(PDF_BYTES);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Igaliojimas (kopija).pdf"; filename*=UTF-8''%C4%AEgaliojimas%20%28kopija%29.pdf`,
    );
    const child = await signedIn(server, "demochild");
    expect((await child.api("GET", `/correspondences/attachments/draft/${file.id}`)).status).toBe(200);
  });

  it("deletes a draft attachment (204), then 404; office attachments cannot be deleted", async () => {
    const before = (await upload(parent, draftId, [{ name: "gone.pdf", content: PDF_BYTES }])).body;
    const gone = before[before.length - 1] as Attachment;
    const child = await signedIn(server, "demochild");
    expect((await child.api("DELETE", `/correspondences/attachments/${gone.id}`)).status).toBe(403);
    expect((await parent.api("DELETE", `/correspondences/attachments/${gone.id}`)).status).toBe(204);
    expect(await storedCount(draftId)).toBe(before.length - 1);
    const office = await server.db.first<{ id: number }>("SELECT id FROM correspondence_attachments WHERE message_id IS NOT NULL LIMIT 1");
    for (const id of [gone.id, office?.id ?? 0, FOREIGN.subRowAttachmentId, 99999]) {
      const res = await parent.api<ErrorBody>("DELETE", `/correspondences/attachments/${id}`);
      expect([res.status, res.body.description], String(id)).toEqual([404, "something.not.found"]);
    }
    expect((await parent.api("GET", `/correspondences/attachments/draft/${gone.id}`)).status).toBe(404);
  });
});
