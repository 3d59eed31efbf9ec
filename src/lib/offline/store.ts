/**
 * Device copies for offline reading (IndexedDB stores of version 3, src/lib/db/schema.ts):
 * inbox pages (per account and list parameters), opened threads (those with a draft marked
 * for offline search, version 6), messages (one record per message, with its search text)
 * and opened attachments (blobs). Every key starts with the
 * user id, so one account never reads another's copies; the stores are account-scoped and
 * cleared at logout (src/lib/db/wipe.ts); after that wipe nothing more is written or read in
 * this page (a late answer must not bring the account's data back). Writes never throw: a
 * device copy is a bonus, not a requirement.
 */
import type { IDBPTransaction, StoreNames } from "idb";
import { openIpoDb, type IpoDbSchema, type OfflineFileRecord, type OfflineMessageRecord, type OfflineRecord, type OfflineSearchRecord, type OfflineThreadRecord } from "@/lib/db";
import { hasDraftRow } from "@/lib/db/schema";
import { accountDataWiped } from "@/lib/db/wipe";
import { registerStateReset } from "@/lib/state/reset";
import { indexStored } from "./index-feed";
import { searchTextOf, type SearchableMessage, type SearchableReply } from "./search-text";

export function offlineKey(userId: number, what: string | number): string {
  return `${userId}:${what}`;
}

/**
 * The stored row of a message (list item: the message and its sub-rows). The caller takes the
 * text of the user's drafts out first: a draft's text is stored once, elsewhere
 * (src/features/correspondence/api/draft-bodies.ts).
 */
export interface StoredListItem<M extends SearchableMessage = SearchableMessage> {
  message: M;
  subRows: SearchableReply[];
}

function logged(what: string) {
  return (error: unknown) => {
    console.warn(`offline copy: ${what} failed`, error);
  };
}

/** A transaction that writes the stored messages and their search texts. */
type MessagesTransaction = IDBPTransaction<IpoDbSchema, StoreNames<IpoDbSchema>[], "readwrite">;

/**
 * Puts each message and its search text in `tx` (the caller awaits it): one record of each per
 * message. Answers the search records, for the device index once the transaction is done.
 */
export function putMessages(tx: MessagesTransaction, userId: number, items: readonly StoredListItem[], savedAt: number): OfflineSearchRecord[] {
  return putSome(tx, userId, items, savedAt).texts;
}

/** How many letters one step of `putMessagesInSteps` places (a few milliseconds of the page's thread). */
const PUT_STEP = 25;

/**
 * As `putMessages`, in steps of PUT_STEP letters, each placed when the previous step's last
 * request answered: still one transaction (it stays active in a request's callback), and the
 * page's thread is free between steps. A page of 200 letters put at once was one task of
 * 50–150 ms (the values' structured clone and the search text's fold).
 */
export async function putMessagesInSteps(tx: MessagesTransaction, userId: number, items: readonly StoredListItem[], savedAt: number): Promise<OfflineSearchRecord[]> {
  const texts: OfflineSearchRecord[] = [];
  for (let start = 0; start < items.length; start += PUT_STEP) {
    const step = putSome(tx, userId, items.slice(start, start + PUT_STEP), savedAt);
    texts.push(...step.texts);
    await step.last;
  }
  return texts;
}

function ignore(): void {}

function putSome(tx: MessagesTransaction, userId: number, items: readonly StoredListItem[], savedAt: number): { texts: OfflineSearchRecord[]; last: Promise<unknown> } {
  const messages = tx.objectStore("offlineMessages");
  const store = tx.objectStore("offlineSearch");
  let last: Promise<unknown> = Promise.resolve();
  const texts = items.map((item) => {
    const key = offlineKey(userId, item.message.id);
    const receivedDate = item.message.receivedDate;
    // A failed request fails its transaction, which the caller awaits: told there, not here.
    messages.put({ key, userId, savedAt, value: item, receivedDate } satisfies OfflineMessageRecord).catch(ignore);
    const text = { key, userId, savedAt, receivedDate, searchText: searchTextOf(item) } satisfies OfflineSearchRecord;
    last = store.put(text);
    last.catch(ignore);
    return text;
  });
  return { texts, last };
}

/** Stores one record per message (merged with what the device already knows). */
export async function saveMessages(userId: number, items: StoredListItem[], savedAt = Date.now()): Promise<void> {
  if (items.length === 0 || accountDataWiped()) return;
  try {
    const db = await openIpoDb();
    const tx = db.transaction(["offlineMessages", "offlineSearch"], "readwrite");
    const texts = putMessages(tx, userId, items, savedAt);
    await tx.done;
    invalidateSearchCache(userId);
    indexStored(userId, texts);
  } catch (error) {
    logged("saving messages")(error);
  }
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

/** The search text of every stored message of the account (cached in memory until the next write). */
const searchCache = new Map<number, Promise<OfflineSearchRecord[]>>();

/** Forgets the account's search texts read into memory (after a write elsewhere: the correspondence archive's store). */
export function invalidateSearchCache(userId: number): void {
  searchCache.delete(userId);
}

/** Forgets every cached read (the database was replaced; unit tests share one page between files). */
export function clearOfflineReadCache(): void {
  searchCache.clear();
}
registerStateReset(clearOfflineReadCache);

export function loadMessages(userId: number): Promise<OfflineSearchRecord[]> {
  if (accountDataWiped()) {
    searchCache.clear();
    return Promise.resolve([]);
  }
  const cached = searchCache.get(userId);
  if (cached) return cached;
  const loading = openIpoDb()
    .then((db) => db.getAllFromIndex("offlineSearch", "byUser", userId))
    .catch((error: unknown) => {
      logged("reading messages")(error);
      searchCache.delete(userId);
      return [];
    });
  searchCache.set(userId, loading);
  return loading;
}

/** Forgets the in-memory copies (logout, tests). */
export function forgetOfflineCaches(): void {
  searchCache.clear();
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

/** Number of stored messages and threads of the account (keep-offline dialog). */
export async function countStored(userId: number): Promise<{ messages: number; threads: number }> {
  try {
    const db = await openIpoDb();
    const [messages, threads] = await Promise.all([db.countFromIndex("offlineMessages", "byUser", userId), db.countFromIndex("offlineThreads", "byUser", userId)]);
    return { messages, threads };
  } catch {
    return { messages: 0, threads: 0 };
  }
}

/** The stored messages of these keys (missing ones left out), in the keys' order. */
export async function loadMessagesByKey(keys: string[]): Promise<OfflineMessageRecord[]> {
  if (keys.length === 0 || accountDataWiped()) return [];
  try {
    const db = await openIpoDb();
    const tx = db.transaction("offlineMessages");
    const found = await Promise.all(keys.map((key) => tx.store.get(key)));
    return found.filter((record): record is OfflineMessageRecord => record !== undefined);
  } catch (error) {
    logged("reading messages")(error);
    return [];
  }
}

export async function loadMessage(userId: number, id: number): Promise<OfflineMessageRecord | undefined> {
  try {
    const db = await openIpoDb();
    return await db.get("offlineMessages", offlineKey(userId, id));
  } catch (error) {
    logged("reading a message")(error);
    return undefined;
  }
}
