/**
 * Pure rules of the share picker: which shared files the office accepts (type from
 * globals `correspondence.attachmentTypes`, size up to `maxAttachmentSize`), and the short list
 * of replies they may join: the letters that need a reply (overdue first), then the other
 * open drafts, each with its draft when one is known.
 */
import type { SharedFile } from "@sw/shared-files";
import type { CorrespondenceListItem, CorrespondenceMessage } from "../../api/schemas";
import { officeToday } from "../../dates";
import { orderDeadlines } from "../../deadlines";
import { hasAllowedType } from "../../rules";

export interface ShareTarget {
  messageId: number;
  subject: string;
  dueDate: string | null;
  /** The open draft of the letter, or null (one is created first). */
  draftId: number | null;
}

/** How many letters the picker offers. */
export const MAX_TARGETS = 12;

export function splitSharedFiles(files: readonly SharedFile[], types: readonly string[], maxBytes = Number.POSITIVE_INFINITY) {
  const accepted = files.filter((file) => hasAllowedType(file.name, types) && file.content.size <= maxBytes);
  return { accepted, refused: files.filter((file) => !accepted.includes(file)) };
}

export function shareTargets(needsReply: readonly CorrespondenceMessage[], drafts: readonly CorrespondenceListItem[], today = officeToday()): ShareTarget[] {
  const draftOf = new Map(drafts.flatMap((item) => item.subRows.filter((row) => row.draftStatus === "DRAFT").map((row) => [item.message.id, row.id] as const)));
  const letters = orderDeadlines(needsReply, today).map((message) => ({
    messageId: message.id,
    subject: message.subject,
    dueDate: message.dueDate,
    draftId: draftOf.get(message.id) ?? null,
  }));
  const listed = new Set(letters.map((letter) => letter.messageId));
  const otherDrafts = drafts
    .filter((item) => !listed.has(item.message.id) && draftOf.has(item.message.id))
    .map((item) => ({ messageId: item.message.id, subject: item.message.subject, dueDate: item.message.dueDate, draftId: draftOf.get(item.message.id) ?? null }));
  return [...letters, ...otherDrafts].slice(0, MAX_TARGETS);
}
