/**
 * The synced archive on the device (decision 81): each page of the changes feed is
 * stored in ONE transaction with the device's place in the feed (`archiveSync`, see
 * src/lib/db/schema.ts), so a page is never half stored and a reload or a lost connection
 * resumes at the first page not stored. Letters are stored as the inbox stores them (a record
 * in `offlineMessages` and its list row in `offlineRows`, ../offline-search/stored-messages.ts), so every screen's
 * device path (offline list, search, thread) reads the synced archive without knowing it. A
 * letter the office removed leaves its message, its list row and its opened thread.
 * Like every device copy, writes stop once the account's data is wiped (logout). The device
 * index follows each page and each pruning (./index-feed.ts).
 */
import { openIpoDb, type ArchiveSyncRecord } from "@/lib/db";
import { accountDataWiped } from "@/lib/db/wipe";
import { offlineKey } from "@/lib/offline/store";
import { indexStored, unindexStored } from "../offline-search/index-feed";
import { loadRows } from "../offline-search/device-rows";
import { deleteRows } from "../offline-search/row-days";
import { textRecordOf } from "../offline-search/search-text";
import { invalidateSearchCache, MESSAGE_STORES, putMessagesInSteps, type SearchTextRecord, type StoredListItem } from "../offline-search/stored-messages";

export async function readArchiveSync(userId: number): Promise<ArchiveSyncRecord | undefined> {
  if (accountDataWiped()) return undefined;
  const db = await openIpoDb();
  return db.get("archiveSync", String(userId));
}

export async function writeArchiveSync(record: ArchiveSyncRecord): Promise<void> {
  if (accountDataWiped()) return;
  const db = await openIpoDb();
  await db.put("archiveSync", record);
}

/** What storing a page did: stored, or nothing because the account's data was wiped or the device's place moved. */
export type StoreOutcome = "stored" | "wiped" | "superseded";

/**
 * Stores one page: `items` (written whole, replacing what the device had), `removedIds` (every
 * copy deleted) and the device's new place `next`, only if the stored place still is `from` (a
 * keep choice made during the run, or another tab, moved it: nothing is written then).
 */
export async function storeArchivePage(
  userId: number,
  items: readonly StoredListItem[],
  removedIds: readonly number[],
  from: Pick<ArchiveSyncRecord, "keep" | "cursor">,
  next: ArchiveSyncRecord,
  savedAt = Date.now(),
): Promise<StoreOutcome> {
  if (accountDataWiped()) return "wiped";
  const db = await openIpoDb();
  const tx = db.transaction([...MESSAGE_STORES, "offlineThreads", "archiveSync"], "readwrite");
  const place = await tx.objectStore("archiveSync").get(String(userId));
  if (place && (place.keep !== from.keep || place.cursor !== from.cursor)) {
    tx.abort();
    await tx.done.catch(() => undefined);
    return "superseded";
  }
  // A page is stored whole or not at all: a failed step (a refused put, a value that cannot be
  // stored) aborts the transaction with the steps before it; that failure is the one told.
  const done = tx.done.catch(() => undefined);
  let texts: SearchTextRecord[];
  try {
    texts = await putMessagesInSteps(tx, userId, items, savedAt);
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // Already aborted by the failed request.
    }
    await done;
    throw error;
  }
  // The removed letters' days (their rows' records), read before they go.
  const dated = await Promise.all(removedIds.map(async (id) => ({ id, receivedDate: (await tx.objectStore("offlineMessages").get(offlineKey(userId, id)))?.receivedDate })));
  void deleteRows(tx, userId, dated.flatMap((letter) => (letter.receivedDate === undefined ? [] : [{ id: letter.id, receivedDate: letter.receivedDate }]))).catch(() => undefined);
  for (const id of removedIds) {
    const key = offlineKey(userId, id);
    void tx.objectStore("offlineMessages").delete(key);
    void tx.objectStore("offlineThreads").delete(key);
  }
  void tx.objectStore("archiveSync").put(next);
  await tx.done;
  invalidateSearchCache(userId);
  indexStored(userId, texts);
  unindexStored(userId, removedIds.map((id) => offlineKey(userId, id)));
  return "stored";
}

/** What the pruning keeps: letters received on or after `keepFrom` (ISO day; null keeps every date)... */
export interface PruneRule {
  keepFrom: string | null;
  /** ...and, when set, only those stored at or after this time (ms): older ones were not listed again. */
  storedSince?: number;
}

/**
 * Deletes the account's stored letters the rule does not keep (message and list row; an opened
 * thread stays: the user chose to read it). Resolves with the number deleted.
 */
export async function pruneArchive(userId: number, rule: PruneRule): Promise<number> {
  if (accountDataWiped()) return 0;
  // The list rows hold each letter's date and when it was stored: read instead of the messages
  // (a letter stored before the rows existed gets its row first).
  const dated = (await loadRows(userId)).filter(
    (row) => (rule.keepFrom !== null && row.receivedDate.slice(0, 10) < rule.keepFrom) || (rule.storedSince !== undefined && row.savedAt < rule.storedSince),
  );
  if (dated.length === 0 || accountDataWiped()) return 0;
  const db = await openIpoDb();
  const tx = db.transaction(MESSAGE_STORES, "readwrite");
  const deleted = dated.map((row) => offlineKey(userId, row.id));
  for (const key of deleted) void tx.objectStore("offlineMessages").delete(key);
  void deleteRows(tx, userId, dated).catch(() => undefined);
  await tx.done;
  if (deleted.length > 0) invalidateSearchCache(userId);
  unindexStored(userId, deleted);
  return deleted.length;
}

export interface ArchiveFacts {
  /** Letters stored on the device for the account. */
  letters: number;
  /** Their average size in bytes (message and search text as UTF-8: the index holds about the text's size), from a sample; null with none stored. */
  bytesPerLetter: number | null;
}

const SAMPLE = 200;

/**
 * How many letters the device holds and, with `measure`, about how large one is (the keep
 * choice's estimates: a sample of SAMPLE letters read in one transaction and encoded, some tens
 * of milliseconds: a screen that reads the count often measures the size once).
 */
export async function archiveFacts(userId: number, measure = true): Promise<ArchiveFacts> {
  if (accountDataWiped()) return { letters: 0, bytesPerLetter: null };
  const db = await openIpoDb();
  const letters = await db.countFromIndex("offlineMessages", "byUser", userId);
  if (!measure || letters === 0) return { letters, bytesPerLetter: null };
  const sample = await db.getAllFromIndex("offlineMessages", "byUser", userId, SAMPLE);
  const encoder = new TextEncoder();
  let bytes = 0;
  // The message, and its search text for the device index's share (about as large).
  for (const record of sample) bytes += encoder.encode(JSON.stringify(record.value ?? null)).byteLength + encoder.encode(textRecordOf(record)?.searchText ?? "").byteLength;
  return { letters, bytesPerLetter: sample.length === 0 ? null : Math.round(bytes / sample.length) };
}
