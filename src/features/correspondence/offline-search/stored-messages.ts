/**
 * The device's copies of letters (IndexedDB `offlineMessages`, one record per message, indexed
 * by account and received date; `offlineRows`, its list fields by received day,
 * ./device-rows.ts; src/lib/db/schema.ts): written together in one transaction, then the
 * letters' search texts (made by ./search-text.ts, never stored: the device index holds them)
 * go to the device index (./index-feed.ts). Read back by the thread and the inbox offline
 * (../api/device-copies.ts) and by offline search's scan (./offline-search.ts), which makes the
 * texts from the messages and keeps them in memory until the next write. Keys are the offline
 * stores' (`offlineKey`, src/lib/offline/store.ts); nothing is written after the logout wipe;
 * writes never throw.
 */
import type { IDBPTransaction, StoreNames } from "idb";
import { openIpoDb, type IpoDbSchema, type OfflineMessageRecord } from "@/lib/db";
import { accountDataWiped } from "@/lib/db/wipe";
import { accountCache } from "@/lib/offline/account-cache";
import { eachAccountPart } from "@/lib/offline/account-parts";
import { logged, offlineKey } from "@/lib/offline/store";
import { registerStateReset } from "@/lib/state/reset";
import { rowOf } from "./device-list";
import { forgetRows } from "./device-rows";
import { putRows } from "./row-days";
import { indexStored } from "./index-feed";
import { searchTextOf, textRecordOf, type SearchableMessage, type SearchableReply, type SearchTextRecord } from "./search-text";

export type { SearchTextRecord } from "./search-text";

/**
 * The stored row of a message (list item: the message and its sub-rows). The caller takes the
 * text of the user's drafts out first: a draft's text is stored once, elsewhere
 * (src/features/correspondence/api/draft-bodies.ts).
 */
export interface StoredListItem<M extends SearchableMessage = SearchableMessage> {
  message: M;
  subRows: SearchableReply[];
}

/** The stores a transaction that writes stored messages must hold. */
export const MESSAGE_STORES = ["offlineMessages", "offlineRows"] as const;

/** A transaction that writes the stored messages and their list rows. */
type MessagesTransaction = IDBPTransaction<IpoDbSchema, StoreNames<IpoDbSchema>[], "readwrite">;

/**
 * Puts each message and its list row in `tx` (the caller awaits it): a record per message, its
 * row in its day's record. Answers the search texts, for the device index once the transaction is done.
 */
export function putMessages(tx: MessagesTransaction, userId: number, items: readonly StoredListItem[], savedAt: number): SearchTextRecord[] {
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
export async function putMessagesInSteps(tx: MessagesTransaction, userId: number, items: readonly StoredListItem[], savedAt: number): Promise<SearchTextRecord[]> {
  const texts: SearchTextRecord[] = [];
  for (let start = 0; start < items.length; start += PUT_STEP) {
    const step = putSome(tx, userId, items.slice(start, start + PUT_STEP), savedAt);
    texts.push(...step.texts);
    await step.last;
  }
  return texts;
}

function ignore(): void {}

function putSome(tx: MessagesTransaction, userId: number, items: readonly StoredListItem[], savedAt: number): { texts: SearchTextRecord[]; last: Promise<unknown> } {
  const messages = tx.objectStore("offlineMessages");
  // First, so that a next step's merge of the same day's rows comes after this one's (`last`).
  const rows = putRows(tx, userId, items.map((item) => ({ ...rowOf(item), savedAt })));
  rows.catch(ignore);
  const texts = items.map((item) => {
    const key = offlineKey(userId, item.message.id);
    const receivedDate = item.message.receivedDate;
    // A failed request fails its transaction, which the caller awaits: told there, not here.
    messages.put({ key, userId, savedAt, value: item, receivedDate } satisfies OfflineMessageRecord).catch(ignore);
    return { key, userId, savedAt, receivedDate, searchText: searchTextOf(item) };
  });
  return { texts, last: rows };
}

/** Stores one record per message (merged with what the device already knows). */
export async function saveMessages(userId: number, items: StoredListItem[], savedAt = Date.now()): Promise<void> {
  if (items.length === 0 || accountDataWiped()) return;
  try {
    const db = await openIpoDb();
    const tx = db.transaction(MESSAGE_STORES, "readwrite");
    const texts = putMessages(tx, userId, items, savedAt);
    await tx.done;
    invalidateSearchCache(userId);
    indexStored(userId, texts);
  } catch (error) {
    logged("saving messages")(error);
  }
}

/** The search text of every stored message of the account (made once, kept in memory until the next write). */
const searchCache = accountCache<SearchTextRecord[]>("reading messages", () => []);

/** Forgets the account's search texts and list rows read into memory (after a write elsewhere: the correspondence archive's store). */
export function invalidateSearchCache(userId: number): void {
  searchCache.forget(userId);
  forgetRows(userId);
}

export function loadMessages(userId: number): Promise<SearchTextRecord[]> {
  return searchCache.load(userId, async () => {
    const texts: SearchTextRecord[] = [];
    // In parts: a part's messages are dropped once their texts are made.
    await eachAccountPart(await openIpoDb(), "offlineMessages", userId, TEXTS_PART, (records) => {
      for (const record of records) {
        const text = textRecordOf(record);
        if (text) texts.push(text);
      }
    }, accountDataWiped);
    return texts;
  });
}

/** Messages read per request when their texts are made for the scan. */
const TEXTS_PART = 500;

/**
 * One page of the account's stored letters, newest first (received date, then key, both
 * descending: the scan's order), and how many there are: read through the index
 * `byUserNewest`, only the page's keys, never every message.
 */
export async function newestStoredKeys(userId: number, offset: number, limit: number): Promise<{ keys: string[]; total: number }> {
  if (accountDataWiped()) return { keys: [], total: 0 };
  try {
    const db = await openIpoDb();
    const index = db.transaction("offlineMessages").store.index("byUserNewest");
    const account = IDBKeyRange.bound([userId, ""], [userId, "\uffff"]);
    const [total, keys] = await Promise.all([
      index.count(account),
      (async () => {
        const found: string[] = [];
        // "prev": received dates descending, and among letters of one date their keys descending.
        let cursor = await index.openKeyCursor(account, "prev");
        if (cursor && offset > 0) cursor = await cursor.advance(offset);
        for (; cursor && found.length < limit; cursor = await cursor.continue()) found.push(cursor.primaryKey);
        return found;
      })(),
    ]);
    return { keys, total };
  } catch (error) {
    logged("reading messages")(error);
    return { keys: [], total: 0 };
  }
}

/** Forgets the in-memory copies (logout, a replaced database; unit tests share one page between files). */
export function forgetOfflineCaches(): void {
  searchCache.forget();
  forgetRows();
}
registerStateReset(forgetOfflineCaches);


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
