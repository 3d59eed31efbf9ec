/**
 * File download responses of the applications operations: the bytes with their media type and
 * the contract's `Content-Disposition: attachment; filename="<ascii>"; filename*=UTF-8''<encoded>`.
 */
import type { Context } from "hono";

export const PDF_TYPE = "application/pdf";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Printable ASCII without diacritics, quotes or backslashes (the quoted `filename`). */
function asciiName(name: string): string {
  const folded = name.normalize("NFKD").replace(/\p{M}/gu, "");
  const ascii = folded.replace(/[^\x20-\x7e]|["\\]/g, "_").trim();
  return ascii === "" ? "download" : ascii;
}

/** RFC 8187 value: encodeURIComponent leaves `'()*` alone, which attr-char does not allow. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(fileName: string): string {
  const clean = fileName.replace(/[\r\n]/g, " ");
  return `attachment; filename="${asciiName(clean)}"; filename*=UTF-8''${extValue(clean)}`;
}

export function fileResponse(c: Context, bytes: Uint8Array, fileName: string, contentType: string): Response {
  // A copy on a plain ArrayBuffer (pdf-lib and exceljs type theirs as ArrayBufferLike).
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": contentType,
    "Content-Disposition": contentDisposition(fileName),
    "Content-Length": String(bytes.byteLength),
  });
}

/** A file-name-safe form of a business number (`TM-2025-00012` stays as it is). */
export function fileSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]+/g, "-");
}
