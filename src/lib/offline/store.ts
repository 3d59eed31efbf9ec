/**
 * Device copies for offline reading (IndexedDB stores of version 3, src/lib/db/schema.ts):
 * records kept whole per account and key (inbox pages in `offlineLists`, opened threads in
 * `offlineThreads`, those with a draft marked for offline search, version 6) and opened
 * attachments (blobs, `offlineFiles`). The stored messages and their list rows
 * (`offlineMessages`, `offlineRows`) are the correspondence feature's
 * (src/features/correspondence/offline-search/stored-messages.ts). Every key starts with the
 * user id (`offlineKey`), so one account never reads another's copies; the stores are
 * account-scoped and cleared at logout (src/lib/db/wipe.ts); after that wipe nothing more is
 * written or read in this page (a late answer must not bring the account's data back). Writes
 * never throw: a device copy is a bonus, not a requirement.
 */
import { openIpoDb, type OfflineFileRecord, type OfflineRecord, type OfflineThreadRecord } from "@/lib/db";
import { hasDraftRow } from "@/lib/db/schema";
import { accountDataWiped } from "@/lib/db/wipe";

export function offlineKey(userId: number, what: string | number): string {
  return `${userId}:${what}`;
}

/** The numeric part of a key `offlineKey` made from an id (a stored letter's message id). */
export function idOfOfflineKey(key: string): number {
  return Number(key.slice(key.indexOf(":") + 1));
}

/** Logs a failed read or write of a device copy (never thrown: a copy is a bonus). */
export function logged(what: string) {
  return (error: unknown) => {
    console.warn(`offline copy: ${what} failed`, error);
  };
}

export async function saveRecord(store: "offlineLists" | "offlineThreads", userId: number, what: string | number, value: unknown, savedAt = Date.now()): Promise<void> {
  if (accountDataWiped()) return;
  try {
    const db = await openIpoDb();
    const record: OfflineThreadRecord = { key: offlineKey(userId, what), userId, savedAt, value };
    // A thread with a draft is found by offline search through the index `byDraft`.
    if (store === "offlineThreads" && hasDraftRow(value)) record.withDraft = userId;
    await db.put(store, record);
  } catch (error) {
    logged(`saving ${store}`)(error);
  }
}

export async function loadRecord(store: "offlineLists" | "offlineThreads", userId: number, what: string | number): Promise<OfflineRecord | undefined> {
  try {
    const db = await openIpoDb();
    return await db.get(store, offlineKey(userId, what));
  } catch (error) {
    logged(`reading ${store}`)(error);
    return undefined;
  }
}

/** The account's thread copies that have a draft row (index `byDraft`): where a draft's office text is kept. */
export async function loadThreadsWithDrafts(userId: number): Promise<OfflineRecord[]> {
  if (accountDataWiped()) return [];
  try {
    const db = await openIpoDb();
    return await db.getAllFromIndex("offlineThreads", "byDraft", userId);
  } catch (error) {
    logged("reading threads with drafts")(error);
    return [];
  }
}

export async function saveFile(userId: number, path: string, blob: Blob, fileName: string): Promise<void> {
  if (accountDataWiped()) return;
  try {
    const db = await openIpoDb();
    await db.put("offlineFiles", { key: offlineKey(userId, path), userId, savedAt: Date.now(), value: blob, fileName } satisfies OfflineFileRecord);
  } catch (error) {
    logged("saving a file")(error);
  }
}

export async function loadFile(userId: number, path: string): Promise<OfflineFileRecord | undefined> {
  try {
    const db = await openIpoDb();
    return await db.get("offlineFiles", offlineKey(userId, path));
  } catch (error) {
    logged("reading a file")(error);
    return undefined;
  }
}

