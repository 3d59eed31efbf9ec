/**
 * Decision 87, attachments shown in the app: the type of a stored file is decided by its bytes,
 * `?inline=true` gives `Content-Disposition: inline` to PDFs and images only, and every file
 * answer is sandboxed (its own CSP) and never sniffed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detail, FEATURED, signedIn, type Attachment } from "./support/correspondence";
import type { TestClient } from "./support/test-client";
import { startTestServer, type TestServer } from "./support/test-server";

let server: TestServer;
let parent: TestClient;
let files: Attachment[];

beforeAll(async () => {
  server = await startTestServer();
  parent = await signedIn(server, "demoparent");
  files = (await detail(parent, FEATURED.newest)).body.messageSearchAttachment;
}, 60_000);
afterAll(() => server.close());

function fileOf(extension: RegExp): Attachment {
  const file = files.find((a) => extension.test(a.name));
  if (!file) throw new Error(`no seeded ${String(extension)} file on the newest letter`);
  return file;
}

async function headersOf(path: string) {
  const res = await parent.api("GET", path);
  expect(res.status, path).toBe(200);
  return res.headers;
}

describe("attachments asked for inline", () => {
  it("serves a PDF and a PNG inline with their own type, sandboxed and not sniffed", async () => {
    for (const [file, type] of [[fileOf(/\.pdf$/i), "application/pdf"], [fileOf(/\.png$/i), "image/png"]] as const) {
      const headers = await headersOf(`/correspondences/attachments/${file.id}?inline=true`);
      expect(headers.get("content-type")).toBe(type);
      expect(headers.get("content-disposition")).toMatch(/^inline; filename="[^"]+"; filename\*=UTF-8''/);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("content-security-policy")).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    }
  });

  it("stays an attachment without the parameter", async () => {
    const headers = await headersOf(`/correspondences/attachments/${fileOf(/\.pdf$/i).id}`);
    expect(headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(headers.get("content-security-policy")).toContain("sandbox");
  });

  it("decides the type by the bytes: HTML stored under an image's name is an octet-stream attachment, even asked inline", async () => {
    const file = fileOf(/\.png$/i);
    const html = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    await server.db.run("UPDATE correspondence_attachments SET content = ? WHERE id = ?", [html, file.id]);
    const headers = await headersOf(`/correspondences/attachments/${file.id}?inline=true`);
    expect(headers.get("content-type")).toBe("application/octet-stream");
    expect(headers.get("content-disposition")).toMatch(/^attachment; /);
  });

  it("keeps an office document an attachment when inline is asked (draft files too)", async () => {
    const row = await server.db.first<{ id: number }>(
      "SELECT a.id FROM correspondence_attachments a WHERE a.sub_row_id IS NOT NULL AND lower(a.name) LIKE '%.pdf' LIMIT 1",
    );
    const pdf = await headersOf(`/correspondences/attachments/draft/${row?.id ?? 0}?inline=true`);
    expect([pdf.get("content-type"), pdf.get("content-disposition")?.split(";")[0]]).toEqual(["application/pdf", "inline"]);
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    await server.db.run("UPDATE correspondence_attachments SET name = 'notes.docx', content = ? WHERE id = ?", [docx, row?.id ?? 0]);
    const other = await headersOf(`/correspondences/attachments/draft/${row?.id ?? 0}?inline=true`);
    expect([other.get("content-type"), other.get("content-disposition")?.split(";")[0]]).toEqual(["application/octet-stream", "attachment"]);
  });
});
