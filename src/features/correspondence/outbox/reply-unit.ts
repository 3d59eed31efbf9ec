/**
 * A queued reply is one unit: its text and its files reach the office together or
 * not at all. The send of a draft therefore waits until every queued upload of that reply
 * (same letter, and the same draft or the draft still to be created, decision 53) is stored at
 * the office, in the order the user made them; an upload the office refused for good (it waits
 * in "needs attention") holds the send back: the send goes to "needs attention" too, with
 * `FILE_NOT_STORED`, and the reply stays a draft. A reply started offline on a letter without a
 * draft (`draftId` null) is the same unit: its send goes after the files queued for that draft
 * to be created. Pure; the kinds' `before` and `delivered` (./register.ts) and the delivery (./deliver.ts).
 */
import type { OutboxEntry } from "@/lib/outbox";
import type { EntryOf } from "./kinds";

/** Why a send was not delivered: a file of its reply is not stored at the office (server literal). */
export const FILE_NOT_STORED = "reply.file.not.stored";

/** The work that belongs to a letter's draft: its text, its send, its files. */
export type DraftWork = EntryOf<"draft.save" | "draft.send" | "attachment.upload">;

export function isDraftWork(entry: OutboxEntry): entry is DraftWork {
  return entry.kind === "draft.save" || entry.kind === "draft.send" || entry.kind === "attachment.upload";
}

/** The entry with the office's draft in place of none (its key unchanged: it names the queued work). */
export function withDraft(entry: DraftWork, draftId: number): DraftWork {
  // One spread for the three kinds (TypeScript cannot carry the union through it by itself).
  return { ...entry, payload: { ...entry.payload, draftId } } as DraftWork;
}

/** The draft the office answered to a delivery: a draft's row (`id`) or an upload's receipt (`draftId`). */
function answeredDraftId(response: unknown): number | null {
  if (typeof response !== "object" || response === null) return null;
  const { id, draftId } = response as { id?: unknown; draftId?: unknown };
  const value = draftId ?? id;
  return typeof value === "number" ? value : null;
}

/**
 * A delivered entry as the office now knows it: work queued before the letter had a draft (a
 * reply started offline, files shared offline) names the draft the office created or found for
 * it, so what runs after the delivery (the device copy, every tab's listeners) knows the draft.
 */
export function deliveredAs(entry: OutboxEntry, response: unknown): OutboxEntry {
  if (!isDraftWork(entry) || entry.payload.draftId !== null) return entry;
  const draftId = answeredDraftId(response);
  return draftId === null ? entry : withDraft(entry, draftId);
}

/** Whether `entry` is an upload of the reply that `send` sends. */
export function isFileOfReply(entry: OutboxEntry, send: OutboxEntry): boolean {
  if (entry.kind !== "attachment.upload" || send.kind !== "draft.send") return false;
  const { messageId, draftId } = entry.payload;
  return messageId === send.payload.messageId && (draftId === null || draftId === send.payload.draftId);
}

/** A send's `before` (./register.ts): the queued uploads of its reply, first made first; the outbox delivers them first. */
export function filesOfReply(send: OutboxEntry, queued: readonly OutboxEntry[]): OutboxEntry[] {
  return queued.filter((entry) => isFileOfReply(entry, send));
}
