/**
 * Decision 86, what the office holds is what was sent: every stored attachment carries the SHA-256
 * (lower-case hex) of its bytes and, for a PDF, its page count (pdf-lib). A PDF that pdf-lib cannot
 * read (encrypted, damaged, no pages) has `pageCount` null; that is never an upload failure.
 * Rows stored before the columns existed get theirs after the migrations (`fillAttachmentFacts`,
 * resumable) or, should one still lack them, when they are next listed.
 */
import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import type { Db } from "../db/client";
import type { Migration } from "../db/migrations";

export interface FileFacts {
  sha256: string;
  pageCount: number | null;
}

export const ATTACHMENT_FACTS_MIGRATION: Migration = {
  id: 65,
  name: "attachment-checksums",
  statements: [
    // NULL until computed (fillAttachmentFacts); sha256 set means page_count was computed too.
    `ALTER TABLE correspondence_attachments ADD COLUMN sha256 TEXT`,
    `ALTER TABLE correspondence_attachments ADD COLUMN page_count INTEGER`,
  ],
};

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function isPdf(bytes: Uint8Array): boolean {
  // "%PDF-" (file-type finds the same magic within the first bytes; the upload check has already run).
  return bytes.length >= 5 && Buffer.from(bytes.subarray(0, 1024)).includes("%PDF-");
}

/** Pages of a PDF; null for other files and for PDFs that cannot be read without a password or at all. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  if (!isPdf(bytes)) return null;
  try {
    // Encrypted documents throw EncryptedPDFError (ignoreEncryption stays off); metadata is only read.
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = doc.getPageCount();
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}

export async function fileFacts(bytes: Uint8Array): Promise<FileFacts> {
  return { sha256: sha256Hex(bytes), pageCount: await pdfPageCount(bytes) };
}

const FILL_BATCH = 20;

/** Computes the facts of stored attachments that lack them (all, or the given ids); returns how many. */
export async function fillAttachmentFacts(db: Db, ids?: readonly number[]): Promise<number> {
  let filled = 0;
  const only = ids ? `AND id IN (${ids.map(() => "?").join(", ")})` : "";
  for (;;) {
    const rows = await db.all<{ id: number; content: ArrayBuffer }>(
      `SELECT id, content FROM correspondence_attachments WHERE sha256 IS NULL ${only} ORDER BY id LIMIT ${FILL_BATCH}`,
      [...(ids ?? [])],
    );
    if (rows.length === 0) return filled;
    const updates = await Promise.all(
      rows.map(async (row) => {
        const facts = await fileFacts(new Uint8Array(row.content));
        return { sql: "UPDATE correspondence_attachments SET sha256 = ?, page_count = ? WHERE id = ?", args: [facts.sha256, facts.pageCount, row.id] };
      }),
    );
    await db.batch(updates);
    filled += rows.length;
  }
}
