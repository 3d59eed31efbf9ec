/**
 * What the device knows of a file's bytes before the office has it (decision 86): its SHA-256
 * (lower-case hex, as the office answers it) and, for a PDF, its page count (null for other
 * types, and for a PDF that cannot be read: encrypted or damaged). Runs in the inspection
 * worker (./inspect-worker.ts); pdf-lib is loaded only when a PDF is inspected.
 */

/** Lower-case hex SHA-256 of `bytes` (Web Crypto). */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/** Whether the bytes are a PDF: they start with `%PDF-` (within the first KiB, as readers allow). */
export function isPdf(bytes: ArrayBuffer): boolean {
  const head = new TextDecoder("latin1").decode(new Uint8Array(bytes, 0, Math.min(1024, bytes.byteLength)));
  return head.includes("%PDF-");
}

/** Pages of a PDF, or null when it cannot be read (encrypted without access, damaged). */
export async function countPdfPages(bytes: ArrayBuffer): Promise<number | null> {
  try {
    const { PDFDocument } = await import("pdf-lib");
    // An encrypted PDF still tells its page tree; nothing is written back (no metadata update).
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return document.getPageCount();
  } catch {
    return null;
  }
}

export interface BytesInspection {
  sha256: string;
  pageCount: number | null;
}

export async function inspectBytes(bytes: ArrayBuffer): Promise<BytesInspection> {
  const [sha256, pageCount] = await Promise.all([sha256Hex(bytes), isPdf(bytes) ? countPdfPages(bytes.slice(0)) : Promise.resolve(null)]);
  return { sha256, pageCount };
}
