/**
 * Files posted as multipart parts (attachment upload, draft send) and file answers. Decision 57:
 * the extension must be one of globals `correspondence.attachmentTypes` (case-insensitive), the
 * name a plain file name and the bytes of that type (server/lib/file-content.ts), else 400
 * `draft.invalide.file.types`; each file at most `maxAttachmentSize` bytes, else 413
 * `file.too.large`. Files are stored under the name that was checked.
 */
import type { Context } from "hono";
import { GLOBALS } from "../content/globals";
import { contentDisposition } from "../http/content-disposition";
import { ApiError, Errors } from "../http/errors";
import { isAllowedFile, isPlainFileName } from "../lib/file-content";
import type { NewFile } from "./attachments-repo";

export const MAX_FILE_BYTES = GLOBALS.correspondence.maxAttachmentSize;
const ALLOWED_TYPES = new Set(GLOBALS.correspondence.attachmentTypes.map((t) => t.toLowerCase()));

export type MultipartBody = Record<string, string | File | (string | File)[]>;

export function tooLarge(): ApiError {
  return new ApiError(413, "file.too.large");
}

/** The multipart parts, or null when the request is not multipart (bytes and file count: http/body-limits.ts). */
export async function readMultipart(c: Context): Promise<MultipartBody | null> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) return null;
  try {
    return (await c.req.parseBody({ all: true })) as MultipartBody;
  } catch {
    return null;
  }
}

/** Every `files` part that is a file. */
export function filesOf(body: MultipartBody | null): File[] {
  const parts = body?.files;
  const list = Array.isArray(parts) ? parts : parts === undefined ? [] : [parts];
  return list.filter((p): p is File => typeof p !== "string");
}

export function hasAllowedType(name: string): boolean {
  const dot = name.lastIndexOf(".");
  return isPlainFileName(name) && dot > 0 && dot < name.length - 1 && ALLOWED_TYPES.has(name.slice(dot + 1).toLowerCase());
}

/** Checks every file (name and extension, size, then content) and reads them. */
export async function acceptFiles(files: File[]): Promise<NewFile[]> {
  for (const file of files) {
    if (!hasAllowedType(file.name)) throw Errors.badRequest("draft.invalide.file.types");
    if (file.size > MAX_FILE_BYTES) throw tooLarge();
  }
  const accepted: NewFile[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!(await isAllowedFile(file.name, bytes, ALLOWED_TYPES))) throw Errors.badRequest("draft.invalide.file.types");
    accepted.push({ name: file.name, bytes });
  }
  return accepted;
}

/** A file download: the contract documents these answers as `application/octet-stream` or PDF. */
export function fileResponse(
  c: Context,
  name: string,
  content: ArrayBuffer | Uint8Array,
  type: "application/octet-stream" | "application/pdf" = "application/octet-stream",
): Response {
  const bytes = new Uint8Array(content);
  return c.body(bytes, 200, {
    "Content-Type": type,
    "Content-Disposition": contentDisposition(name),
    "Content-Length": String(bytes.byteLength),
  });
}
