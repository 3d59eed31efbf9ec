/**
 * Files posted as multipart parts (attachment upload, draft send) and file answers. Decision 57:
 * the extension must be one of globals `correspondence.attachmentTypes` (case-insensitive), the
 * name a plain file name and the bytes of that type (server/lib/file-content.ts), else 400
 * `draft.invalide.file.types`; each file at most `maxAttachmentSize` bytes, else 413
 * `file.too.large`. Files are stored under the name that was checked. Decision 86: an upload may
 * carry one `sha256` part per file, in the order of `files`; bytes that differ from it store
 * nothing of the call (422 `attachment.checksum.mismatch` with `details.name`). Downloads carry
 * the file's own content type where the upload check vouches for it (PDF, images, audio).
 */
import type { Context } from "hono";
import { GLOBALS } from "../content/globals";
import { contentDisposition } from "../http/content-disposition";
import { ApiError, Errors } from "../http/errors";
import { isAllowedFile, isPlainFileName } from "../lib/file-content";
import { fileFacts } from "./attachment-facts";
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

/** The `sha256` parts (lower-case hex, the contract checked their form), in order. */
export function digestsOf(body: MultipartBody | null): string[] {
  const parts = body?.sha256;
  const list = Array.isArray(parts) ? parts : parts === undefined ? [] : [parts];
  return list.filter((p): p is string => typeof p === "string");
}

export interface AcceptOptions {
  /** The sender's SHA-256 of each file, in order (none: nothing to verify). */
  digests?: readonly string[];
  /** Test hook (IPO_TEST_HOOKS, fault mode `checksum`): the bytes are taken as changed on the way. */
  alteredInTransit?: boolean;
}

function altered(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  if (copy.length > 0) copy[copy.length - 1] = (copy[copy.length - 1] as number) ^ 0xff;
  return copy;
}

/** Checks every file (name and extension, size, then content, then checksum) and reads them. */
export async function acceptFiles(files: File[], options: AcceptOptions = {}): Promise<NewFile[]> {
  const digests = options.digests ?? [];
  if (digests.length > 0 && digests.length !== files.length) {
    throw Errors.badRequest("invalid.format", { fields: { sha256: "invalid.format" } });
  }
  for (const file of files) {
    if (!hasAllowedType(file.name)) throw Errors.badRequest("draft.invalide.file.types");
    if (file.size > MAX_FILE_BYTES) throw tooLarge();
  }
  const accepted: NewFile[] = [];
  for (const [i, file] of files.entries()) {
    const received = new Uint8Array(await file.arrayBuffer());
    const bytes = options.alteredInTransit && i === 0 ? altered(received) : received;
    if (!(await isAllowedFile(file.name, bytes, ALLOWED_TYPES))) throw Errors.badRequest("draft.invalide.file.types");
    const facts = await fileFacts(bytes);
    const declared = digests[i];
    if (declared !== undefined && declared.toLowerCase() !== facts.sha256) {
      throw new ApiError(422, "attachment.checksum.mismatch", { name: file.name });
    }
    accepted.push({ name: file.name, bytes, ...facts });
  }
  return accepted;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pjpeg: "image/jpeg",
  mp3: "audio/mpeg",
};

/**
 * The type a stored attachment is served with: its own for the types whose bytes the upload check
 * matched to the extension and that a browser shows without running anything (nosniff is on);
 * application/octet-stream for the rest (office documents, ADOC containers).
 */
export function attachmentContentType(name: string): string {
  const dot = name.lastIndexOf(".");
  return (dot >= 0 && CONTENT_TYPES[name.slice(dot + 1).toLowerCase()]) || "application/octet-stream";
}

/** A file download (attachment disposition) with the given content type. */
export function fileResponse(c: Context, name: string, content: ArrayBuffer | Uint8Array, type = "application/octet-stream"): Response {
  const bytes = new Uint8Array(content);
  return c.body(bytes, 200, {
    "Content-Type": type,
    "Content-Disposition": contentDisposition(name),
    "Content-Length": String(bytes.byteLength),
  });
}
