import { describe, expect, it } from "vitest";
import { mayPreview, previewOf } from "@/lib/download";

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const HTML = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");

describe("the viewer's files (decision 87)", () => {
  it("offers a preview for PDF and image names only", () => {
    expect(["a.pdf", "B.PNG", "c.JpEg", "d.jpg"].map(mayPreview)).toEqual([true, true, true, true]);
    expect(["a.docx", "b.adoc", "pdf", ".pdf", "c.mp3"].map(mayPreview)).toEqual([false, false, false, false, false]);
  });

  it("shows a PDF and a PNG with the served type pinned", async () => {
    const pdf = await previewOf(new Blob([PDF], { type: "application/pdf" }));
    expect([pdf?.kind, pdf?.blob.type, pdf?.blob.size]).toEqual(["pdf", "application/pdf", PDF.length]);
    const png = await previewOf(new Blob([PNG], { type: "image/PNG; charset=binary" }));
    expect([png?.kind, png?.blob.type]).toEqual(["image", "image/png"]);
  });

  it("refuses bytes that are not what the type says, and types it does not show", async () => {
    expect(await previewOf(new Blob([HTML], { type: "application/pdf" }))).toBeNull();
    expect(await previewOf(new Blob([PDF], { type: "image/png" }))).toBeNull();
    expect(await previewOf(new Blob([HTML], { type: "text/html" }))).toBeNull();
    expect(await previewOf(new Blob([PDF], { type: "application/octet-stream" }))).toBeNull();
    expect(await previewOf(new Blob([PDF.slice(0, 3)], { type: "application/pdf" }))).toBeNull();
  });
});
