/**
 * Decision 86 on the outbox's side: an upload sends, for each file, the SHA-256 the device
 * computed when it was attached (parts `sha256`, in the order of `files`), and the office's
 * answer (every attachment of the draft, each with the `sha256` of the bytes it stored) is
 * compared with them. A file the office reports under other bytes is a mismatch: the upload is
 * refused like the office's own 422 `attachment.checksum.mismatch`, never a silent success.
 * What matched is the upload's receipt (`UploadReceipt`), the thread's "verified" mark.
 */
import { array, assign, nullable, optional, type, type Infer } from "superstruct";
import { answerPart } from "@/lib/api/answer-part";
import { AttachmentSchema } from "@/lib/api/contract";
import type { QueuedFile } from "./kinds";

export const CHECKSUM_MISMATCH = "attachment.checksum.mismatch";

const { sha256, pageCount } = AttachmentSchema.schema;
/**
 * An attachment as the upload answers it: the contract's Attachment, the part the check reads
 * (the rest kept), its hash and pages allowed to be missing: an office before decision 86
 * reports none, and then verifies nothing (`compareChecksums`).
 */
export const StoredAttachmentsSchema = array(assign(answerPart(AttachmentSchema, ["id", "name"]), type({ sha256: optional(nullable(sha256)), pageCount: optional(pageCount) })));
type StoredAttachment = Infer<typeof StoredAttachmentsSchema>[number];

/** A file the office holds with the very bytes this device attached. */
export interface VerifiedFile {
  attachmentId: number;
  name: string;
  sha256: string;
  pageCount: number | null;
}

/** What a delivered upload answers to its listeners: the draft (created or given) and the files checked. */
export interface UploadReceipt {
  draftId: number;
  verified: VerifiedFile[];
}

/** The `sha256` parts, in the order of the files; none when a file has no hash (queued before decision 86). */
export function checksumParts(files: readonly QueuedFile[]): string[] {
  return files.every((file) => typeof file.sha256 === "string") ? files.map((file) => file.sha256 as string) : [];
}

export type ChecksumOutcome = { kind: "verified"; verified: VerifiedFile[] } | { kind: "mismatch"; name: string };

/**
 * Compares the files sent with the office's attachments after the upload. Each sent file is
 * matched to an attachment of its name and hash (never one matched already); a name the office
 * holds only under another hash is a mismatch. An office that reports no hashes verifies nothing.
 */
export function compareChecksums(sent: readonly QueuedFile[], stored: readonly StoredAttachment[]): ChecksumOutcome {
  const used = new Set<number>();
  const verified: VerifiedFile[] = [];
  for (const file of sent) {
    if (!file.sha256) continue;
    const same = stored.find((attachment) => !used.has(attachment.id) && attachment.name === file.name && attachment.sha256 === file.sha256);
    if (same) {
      used.add(same.id);
      verified.push({ attachmentId: same.id, name: file.name, sha256: file.sha256, pageCount: same.pageCount ?? null });
      continue;
    }
    const reported = stored.some((attachment) => attachment.name === file.name && typeof attachment.sha256 === "string");
    if (reported) return { kind: "mismatch", name: file.name };
  }
  return { kind: "verified", verified };
}
