/**
 * File download responses of the applications operations: the bytes with their media type and
 * the contract's `Content-Disposition` (both file-name forms, see http/content-disposition.ts).
 */
import type { Context } from "hono";
import { contentDisposition } from "../http/content-disposition";

export const PDF_TYPE = "application/pdf";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

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
