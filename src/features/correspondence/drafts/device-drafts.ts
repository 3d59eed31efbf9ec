/**
 * Device copies of reply drafts (IndexedDB store `replyDrafts`, src/lib/db): every edit lands
 * here first, so a reload, a crash or a lost connection never loses a character. What the
 * office has confirmed is kept beside it (`syncedBody`, `serverActionDate`), which tells
 * "saved on this device" from "saved to the office" and which body is newest on reopening.
 * `pendingSince` is when this device started writing the reply (its first edit): replies
 * that reached the thread after it, and that the user was not shown, trigger the stale-draft
 * warning (./stale-draft.ts).
 */
import { openIpoDb, type ReplyDraftRecord as StoredRecord } from "@/lib/db";

/** A device copy, with the time its unconfirmed edits began (absent in older copies). */
export type ReplyDraftRecord = StoredRecord & { pendingSince?: number | null };

export async function readDeviceDraft(draftId: number): Promise<ReplyDraftRecord | undefined> {
  return (await openIpoDb()).get("replyDrafts", draftId);
}

/** Writes the typed body (keeping what the office confirmed). */
export async function writeDeviceBody(
  input: Pick<ReplyDraftRecord, "draftId" | "messageId" | "userId" | "body">,
  now = Date.now(),
): Promise<ReplyDraftRecord> {
  const db = await openIpoDb();
  const tx = db.transaction("replyDrafts", "readwrite");
  const stored = await tx.store.get(input.draftId);
  // Another user's copy of the same draft (parent and child share drafts) is not built upon.
  const current: ReplyDraftRecord | undefined = stored?.userId === input.userId ? stored : undefined;
  const next: ReplyDraftRecord = {
    syncedBody: null,
    serverActionDate: null,
    ...current,
    ...input,
    updatedAt: now,
    pendingSince: current?.pendingSince ?? now,
  };
  await tx.store.put(next);
  await tx.done;
  return next;
}

/**
 * Records that the office saved `body` (its draft now has `actionDate`). The typed body is
 * left alone: it may already hold newer edits.
 */
export async function markSynced(
  input: Pick<ReplyDraftRecord, "draftId" | "messageId" | "userId">,
  body: string,
  actionDate: string,
): Promise<ReplyDraftRecord> {
  const db = await openIpoDb();
  const tx = db.transaction("replyDrafts", "readwrite");
  const stored = await tx.store.get(input.draftId);
  const current: ReplyDraftRecord | undefined = stored?.userId === input.userId ? stored : undefined;
  const next: ReplyDraftRecord = current
    ? { ...current, syncedBody: body, serverActionDate: actionDate }
    : { ...input, body, updatedAt: Date.now(), syncedBody: body, serverActionDate: actionDate, pendingSince: null };
  await tx.store.put(next);
  await tx.done;
  return next;
}

export async function deleteDeviceDraft(draftId: number): Promise<void> {
  await (await openIpoDb()).delete("replyDrafts", draftId);
}
