/**
 * The correspondence feature's own view of the outbox (src/lib/outbox): the keys of its entries,
 * a draft's queued text, what a deleted draft or a withdrawn file takes out, the upload of
 * attached files, and the adoption of device copies older versions kept. Keys are per user
 * (parent and child accounts share drafts; one never overwrites the other's queued work):
 * `u<user>:draft:<id>`, `u<user>:draft:new-<messageId>` (a reply whose draft the office has not
 * created yet), `u<user>:upload:<uploadId>`, `u<user>:message:<id>`, `u<user>:shared:<messageId>`,
 * `u<user>:note:<noteKey>`, `u<user>:note-delete:<noteId>`.
 */
import { openIpoDb } from "@/lib/db/database";
import type { Outbox, OutboxEntry, OutboxWork, PageStart } from "@/lib/outbox";
import type { AttachedFile, EntryOf } from "./kinds";

export function draftKey(userId: number, draftId: number): string {
  return `u${userId}:draft:${draftId}`;
}

/** The key of a reply started on this device before the office gave `messageId` a draft (one per letter). */
export function newDraftKey(userId: number, messageId: number): string {
  return `u${userId}:draft:new-${messageId}`;
}

/** The queued save or send of a draft (the device's copy of its unsent text). */
export function draftEntry(outbox: Pick<Outbox, "userId" | "get">, draftId: number): Promise<OutboxEntry | undefined> {
  return outbox.get(draftKey(outbox.userId, draftId));
}

/** What every draft key starts with after its user (`u<user>:draft:`): the drafts' entries are read by it. */
export const DRAFT_KEYS = "draft:";

function isUpload(entry: OutboxEntry): entry is EntryOf<"attachment.upload"> {
  return entry.kind === "attachment.upload";
}

/** Drops everything queued for a deleted draft (its text and its uploads). */
export async function discardDraft(outbox: Outbox, draftId: number): Promise<void> {
  const uploads = (await outbox.list()).filter((entry) => isUpload(entry) && entry.payload.draftId === draftId);
  await outbox.discard([draftKey(outbox.userId, draftId), ...uploads.map((entry) => entry.key)]);
}

/** Drops a reply started on this device that the office has no draft of yet (its text and its files); every tab's thread hears it. */
export async function discardNewDraft(outbox: Outbox, messageId: number): Promise<void> {
  const uploads = (await outbox.list()).filter((entry) => isUpload(entry) && entry.payload.draftId === null && entry.payload.messageId === messageId);
  await outbox.discard([newDraftKey(outbox.userId, messageId), ...uploads.map((entry) => entry.key)], { announce: true });
}

/**
 * Takes file `index` out of a queued or refused upload (the whole entry with its last file),
 * never while the upload is on the wire. False: nothing to take out any more (delivered meanwhile).
 */
export function withdrawFile(outbox: Outbox, key: string, index: number): Promise<boolean> {
  return outbox.revise(key, (entry) => {
    if (!isUpload(entry) || !entry.payload.files[index]) return undefined;
    const files = entry.payload.files.filter((_, at) => at !== index);
    return files.length === 0 ? null : { ...entry.payload, files };
  });
}

/**
 * The operation of uploading `files` to a draft (null: the message's draft, created on
 * delivery): what the entry lists of each file (read and hashed when attached,
 * src/lib/file-check), and their content, which the outbox keeps beside the entry.
 */
export function uploadOperation(draftId: number | null, messageId: number, files: readonly AttachedFile[]): OutboxWork {
  const listed = files.map(({ name, type, size, sha256, pageCount }, part) => ({ name, type, size, sha256, pageCount, part }));
  return { kind: "attachment.upload", payload: { uploadId: crypto.randomUUID(), draftId, messageId, files: listed }, contents: files.map((file) => file.content) };
}

/**
 * A page outbox's start-up work: unsent typing of older versions (app database `replyDrafts`)
 * becomes queued saves, so an update loses nothing; the copies go (the entry is now the one
 * device copy).
 */
export const adoptLegacyDeviceDrafts: PageStart = async (outbox) => {
  const db = await openIpoDb();
  const records = await db.getAllFromIndex("replyDrafts", "byUser", outbox.userId);
  let adopted = 0;
  for (const record of records) {
    if (record.body !== record.syncedBody && (await draftEntry(outbox, record.draftId)) === undefined) {
      await outbox.enqueue({ kind: "draft.save", payload: { draftId: record.draftId, messageId: record.messageId, body: record.body } });
      adopted += 1;
    }
    await db.delete("replyDrafts", record.draftId);
  }
  return adopted;
};
