/**
 * Files posted as multipart parts (attachment upload, draft send) and file answers. Decision 57:
 * the extension must be one of globals `correspondence.attachmentTypes` (case-insensitive), the
 * name a plain file name and the bytes of that type (server/lib/file-content.ts), else 400
 * `draft.invalide.file.types`; each file at most `maxAttachmentSize` bytes, else 413
 * `file.too.large`. Files are stored under the name that was checked. Decision 86: an upload may
 * carry one `sha256` part per file, in the order of `files`; bytes that differ from it store
 * nothing of the call (422 `attachment.checksum.mismatch` with `details.name`). Downloads carry
 * the file's own content type where its bytes vouch for it (PDF, images, audio), and PDFs and
 * images may be asked for inline (decision 87: the app's viewer); every file answer is sandboxed.
 */
import type { Context } from "hono";
import { GLOBALS } from "../content/globals";
import { contentDisposition } from "../http/content-disposition";
import { ApiError, Errors } from "../http/errors";
import { fileTypeFromBuffer } from "file-type";
import { CONTENT_TYPES as FILE_CONTENT_TYPES, extensionOf, isAllowedFile, isPlainFileName } from "../lib/file-content";
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

/** Types detected by file-type (server/lib/file-content.ts) that are served as themselves. */
const SERVED_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  mp3: "audio/mpeg",
};

/** The served types a browser renders without running anything of the file (the app's viewer shows them). */
const INLINE_TYPES: ReadonlySet<string> = new Set(["application/pdf", "image/png", "image/jpeg"]);

export interface ServedFile {
  type: string;
  /** Whether `Content-Disposition: inline` may be given when asked for (decision 87). */
  inline: boolean;
}

/**
 * How a stored attachment is served, decided by its bytes, not its name: its own type when the
 * type detected from the content is one of SERVED_TYPES and one the name's extension stands for
 * (the upload check's rule), else application/octet-stream (office documents, ADOC containers,
 * anything the bytes do not vouch for). Only PDF, PNG and JPEG may be shown inline.
 */
export async function servedAttachment(name: string, bytes: ArrayBuffer | Uint8Array): Promise<ServedFile> {
  const expected = FILE_CONTENT_TYPES[extensionOf(name)] ?? [];
  const detected = await fileTypeFromBuffer(new Uint8Array(bytes));
  const type = detected && expected.includes(detected.ext) ? SERVED_TYPES[detected.ext] : undefined;
  return type ? { type, inline: INLINE_TYPES.has(type) } : { type: "application/octet-stream", inline: false };
}

/**
 * The policy of every file answer, for a file opened by address in a tab of its own: nothing of
 * it may run or load (`sandbox` gives it an opaque origin), inline styles only for the browser's
 * own PDF and image viewers.
 */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** A file answer with the given content type, as an attachment unless `inline` (decision 87). */
export function fileResponse(c: Context, name: string, content: ArrayBuffer | Uint8Array, type = "application/octet-stream", inline = false): Response {
  const bytes = new Uint8Array(content);
  return c.body(bytes, 200, {
    "Content-Type": type,
    "Content-Disposition": contentDisposition(name, inline ? "inline" : "attachment"),
    "Content-Length": String(bytes.byteLength),
    "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY,
  });
}
