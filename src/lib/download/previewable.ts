/**
 * Which files the app shows in its viewer (decision 87): PDFs and PNG or JPEG images, and only
 * when both the type the office served and the file's first bytes say so. The blob handed to the
 * viewer gets that type pinned, so a `blob:` URL of the app's origin can never render as a page.
 */

export type PreviewKind = "pdf" | "image";

const KINDS: Readonly<Record<string, PreviewKind>> = {
  "application/pdf": "pdf",
  "image/png": "image",
  "image/jpeg": "image",
};

/** The file signatures of the same types (PDF "%PDF-", PNG, JPEG SOI marker). */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  "application/pdf": [0x25, 0x50, 0x44, 0x46, 0x2d],
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  "image/jpeg": [0xff, 0xd8, 0xff],
};

const PREVIEW_EXTENSIONS = new Set(["pdf", "png", "jpg", "jpeg", "pjpeg"]);

/** Whether a file of this name is worth offering a preview for (the served bytes decide in the end). */
export function mayPreview(fileName: string): boolean {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 && PREVIEW_EXTENSIONS.has(fileName.slice(dot + 1).toLowerCase());
}

async function firstBytes(blob: Blob, count: number): Promise<Uint8Array> {
  // Blob.slice(...).arrayBuffer() reads only the head, whatever the file's size.
  return new Uint8Array(await blob.slice(0, count).arrayBuffer());
}

/** The blob to show, with its type pinned, or null when the file is not one the viewer shows. */
export async function previewOf(blob: Blob): Promise<{ blob: Blob; kind: PreviewKind } | null> {
  const type = blob.type.split(";")[0]?.trim().toLowerCase() ?? "";
  const kind = KINDS[type];
  const signature = SIGNATURES[type];
  if (!kind || !signature) return null;
  const head = await firstBytes(blob, signature.length);
  if (head.length < signature.length || signature.some((byte, i) => head[i] !== byte)) return null;
  return { blob: new Blob([blob], { type }), kind };
}
