/**
 * The device's check of an attached file (decision 86, src/lib/file-check): SHA-256 as the
 * office writes it, a PDF's pages counted (null for other types and unreadable PDFs), and a
 * file that changed on disk after it was chosen explained instead of attached.
 */
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { FileChangedError, inspectFiles } from "@/lib/file-check";
import { countPdfPages, isPdf, sha256Hex } from "@/lib/file-check/inspect-bytes";

async function pdfOf(pages: number): Promise<ArrayBuffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage();
  const bytes = await document.save();
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe("file inspection", () => {
  it("hashes the bytes as lower-case hex SHA-256", async () => {
    expect(await sha256Hex(new TextEncoder().encode("abc").buffer as ArrayBuffer)).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("counts a PDF's pages; other types and damaged PDFs have none", async () => {
    expect(await countPdfPages(await pdfOf(1))).toBe(1);
    expect(await countPdfPages(await pdfOf(12))).toBe(12);
    const damaged = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<").buffer as ArrayBuffer;
    expect(isPdf(damaged)).toBe(true);
    expect(await countPdfPages(damaged)).toBeNull();
    expect(isPdf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]).buffer)).toBe(false);
  });

  it("reads each file once, in order, with its hash and pages", async () => {
    const pdf = new File([await pdfOf(3)], "Annex.pdf", { type: "application/pdf" });
    const png = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
    const [first, second] = await inspectFiles([pdf, png]);
    expect(first).toMatchObject({ name: "Annex.pdf", type: "application/pdf", pageCount: 3 });
    expect(first?.size).toBe(pdf.size);
    expect(await first?.content.arrayBuffer()).toEqual(await pdf.arrayBuffer());
    expect(first?.sha256).toBe(await sha256Hex(await pdf.arrayBuffer()));
    expect(second).toMatchObject({ name: "logo.png", pageCount: null, sha256: await sha256Hex(await png.arrayBuffer()) });
  });

  it("explains a file changed on disk after it was chosen (the browser refuses to read it)", async () => {
    const changed = new File(["x"], "scan.pdf");
    Object.defineProperty(changed, "arrayBuffer", { value: () => Promise.reject(new DOMException("changed", "NotReadableError")) });
    await expect(inspectFiles([changed])).rejects.toEqual(new FileChangedError("scan.pdf"));
  });
});
