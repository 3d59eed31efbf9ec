/**
 * Security suite: uploads are checked by what they are, for draft attachments, files
 * sent with a reply and advance-payment proofs alike. A name with a control character
 * (`evil.exe\0.pdf`), a real executable renamed `.pdf` and a text file posing as a picture are
 * refused and nothing is stored. (Genuine office documents still pass, stored under the names that
 * were checked: tests/server/correspondence-attachments.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOf } from "../support/applications";
import { createDraft, FEATURED, filesForm, sendDraft, signedIn, type Attachment, type ErrorBody } from "../support/correspondence";
import { SAMPLES } from "../support/file-samples";
import { cart, overdue, payInAdvance, validAdvance, type CartRow } from "../support/payments";
import type { TestClient } from "../support/test-client";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
let parent: TestClient;
let draftId: number;
beforeAll(async () => {
  server = await startTestServer();
  parent = await signedIn(server, "demoparent");
  draftId = (await createDraft(parent, FEATURED.noReplies)).body.id;
});
afterAll(() => server.close());

const WRONG_TYPE = { code: 400, description: "draft.invalide.file.types" };

async function storedNames(subRowId: number): Promise<string[]> {
  const rows = await server.db.all<{ name: string }>("SELECT name FROM correspondence_attachments WHERE sub_row_id = ? ORDER BY id", [subRowId]);
  return rows.map((r) => r.name);
}

function upload(name: string, content: Uint8Array) {
  return parent.api<Attachment[] & ErrorBody>("POST", `/correspondences/attachments/${draftId}`, { multipart: filesForm([{ name, content }]) });
}

describe("draft attachments", () => {
  it("refuses a name with a NUL character (evil.exe\\0.pdf), storing nothing", async () => {
    expect((await upload("evil.exe\u0000.pdf", SAMPLES.pdf)).body).toEqual(WRONG_TYPE);
    expect(await storedNames(draftId)).toEqual([]);
  });

  it("refuses a name with a line break or another control character", async () => {
    for (const name of ["report\r\nX-Injected: 1.pdf", "tab\tname.pdf", "bell\u0007.pdf", "c1\u0085.pdf"]) {
      expect((await upload(name, SAMPLES.pdf)).body, JSON.stringify(name)).toEqual(WRONG_TYPE);
    }
    expect(await storedNames(draftId)).toEqual([]);
  });

  it("refuses a real executable renamed .pdf", async () => {
    expect((await upload("invoice.pdf", SAMPLES.exe)).body).toEqual(WRONG_TYPE);
    expect(await storedNames(draftId)).toEqual([]);
  });

  it("refuses text posing as a picture, and a zip posing as a Word document", async () => {
    expect((await upload("photo.png", new TextEncoder().encode("<script>alert(1)</script>"))).body).toEqual(WRONG_TYPE);
    expect((await upload("letter.docx", SAMPLES.adoc)).body).toEqual(WRONG_TYPE);
    expect(await storedNames(draftId)).toEqual([]);
  });
});

describe("files sent with a reply", () => {
  it("refuses an executable renamed .pdf and leaves the draft unsent", async () => {
    const draft = (await createDraft(parent, FEATURED.dueToday)).body;
    const res = await sendDraft(parent, { id: draft.id, messageId: FEATURED.dueToday, body: "<p>Attached</p>" }, [{ name: "scan.pdf", content: SAMPLES.exe }]);
    expect(res.body).toEqual(WRONG_TYPE);
    const row = await server.db.first<{ draft_status: string }>("SELECT draft_status FROM correspondence_sub_rows WHERE id = ?", [draft.id]);
    expect(row?.draft_status).toBe("DRAFT");
  });
});

describe("advance-payment proofs", () => {
  let rows: CartRow[];
  let payer: TestClient;
  beforeAll(async () => {
    payer = await clientOf(server, "demoparent");
    rows = (await cart(payer)).filter((r) => !overdue(r)).slice(0, 1);
  });

  it("refuses an executable renamed .pdf and a control character in a proof's name", async () => {
    for (const file of [{ name: "proof.pdf", content: SAMPLES.exe }, { name: "proof\u0000.exe.pdf", content: SAMPLES.pdf }]) {
      const res = await payInAdvance(payer, validAdvance(rows, { files: [file] }));
      expect([res.status, res.body?.details?.fields], file.name).toEqual([400, { files: "invalid.file.types" }]);
    }
    expect(Number((await server.db.first<{ n: number }>("SELECT COUNT(*) AS n FROM payment_files"))?.n ?? 0)).toBe(0);
  });
});
