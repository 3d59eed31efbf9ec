/**
 * The app's one IndexedDB database, `ipo-user-area`, opened through `idb`.
 *
 * Stores:
 * - `content` (version 1): public content (globals, literals and countries per language),
 *   keyed by a string from `contentKeys` (./content-store.ts), value `{value, savedAt}`. It
 *   holds nothing of any account, so it survives logout.
 * - `replyDrafts` (version 2, account-scoped): the device copy of each reply draft being
 *   written (src/features/correspondence/drafts/device-drafts.ts), keyed by draft id. The
 *   queue of saves and sends to the server is the outbox's own database (sw/outbox/store.ts).
 * - `offlineMessages`, `offlineLists`, `offlineThreads`, `offlineFiles` (version 3, all
 *   account-scoped; src/lib/offline/store.ts): the device copies behind offline reading and
 *   offline search — one record per message seen (list row plus its search text), the inbox
 *   pages seen (per list parameters), the threads opened (full detail) and the attachments
 *   opened (blobs). Keys start with the user id (`${userId}:...`), so accounts never mix.
 * - `offlineSearch` (version 4, account-scoped): the search text of each stored message (same
 *   key as in `offlineMessages`), kept apart so offline search reads only text, not messages.
 * - `queryCache` (version 5, account-scoped; src/lib/query/device-persister.ts): the last answer
 *   of every screen query (TanStack Query's per-query persister), so a screen the user has seen
 *   shows at once from the device while the office refreshes it. Value: the serialized query.
 *
 * Adding a store (e.g. account-scoped data for the offline outbox or drafts):
 * 1. bump `DB_VERSION` (2, 3, ...);
 * 2. add the store to `IpoDbSchema`;
 * 3. add a step to `upgrade`, guarded by `if (oldVersion < N)`, so every older database
 *    walks through every missing step in order. Never change an old step.
 * Account-scoped stores must store `userId` (the session user's id) in every record and
 * have an index `byUser` on it, so that one sign-out clean-up can delete an account's
 * records from every such store (the `byUser` index queried with the user id).
 *
 * A tab running an older version is told to close its connection (`blocking`), so a
 * newer tab can upgrade; the next call here opens the database again.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

export const DB_NAME = "ipo-user-area";
export const DB_VERSION = 5;

export interface ContentRecord<T = unknown> {
  value: T;
  /** When it was stored, in ms since the epoch. */
  savedAt: number;
}

/** Device copy of a reply draft: what the user typed, and what the office last confirmed. */
export interface ReplyDraftRecord {
  draftId: number;
  messageId: number;
  userId: number;
  /** The latest body typed on this device (HTML, reply tags only). */
  body: string;
  /** When `body` was written (ms since the epoch). */
  updatedAt: number;
  /** The body the office last confirmed saving, or null when none is known. */
  syncedBody: string | null;
  /** `actionDate` of the server's draft at that confirmation (detects newer saves elsewhere). */
  serverActionDate: string | null;
}

/** Common shape of the offline stores' records (src/lib/offline/store.ts). */
export interface OfflineRecord<T = unknown> {
  /** `${userId}:${what}`: what = message id, list parameters, attachment path. */
  key: string;
  userId: number;
  /** When it was stored (ms since the epoch): the "offline copy from" time. */
  savedAt: number;
  value: T;
}

/** A message seen in the inbox or opened (its list row: the message and its sub-rows). */
export interface OfflineMessageRecord<T = unknown> extends OfflineRecord<T> {
  /** `receivedDate` of the message (sorts the device's list, newest first). */
  receivedDate: string;
}

/** The lower-case text offline search looks in, per stored message (key as in `offlineMessages`). */
export interface OfflineSearchRecord {
  key: string;
  userId: number;
  savedAt: number;
  receivedDate: string;
  searchText: string;
}

export interface OfflineFileRecord extends OfflineRecord<Blob> {
  fileName: string;
}

/** A persisted screen query (src/lib/query/device-persister.ts). */
export interface QueryCacheRecord {
  /** `${userId}-${queryHash}`: the persister's storage key. */
  key: string;
  userId: number;
  savedAt: number;
  /** The persisted query (state, key, hash, buster) as JSON. */
  value: string;
}

export interface IpoDbSchema extends DBSchema {
  content: { key: string; value: ContentRecord };
  replyDrafts: { key: number; value: ReplyDraftRecord; indexes: { byUser: number } };
  offlineMessages: { key: string; value: OfflineMessageRecord; indexes: { byUser: number } };
  offlineLists: { key: string; value: OfflineRecord; indexes: { byUser: number } };
  offlineThreads: { key: string; value: OfflineRecord; indexes: { byUser: number } };
  offlineFiles: { key: string; value: OfflineFileRecord; indexes: { byUser: number } };
  offlineSearch: { key: string; value: OfflineSearchRecord; indexes: { byUser: number } };
  queryCache: { key: string; value: QueryCacheRecord; indexes: { byUser: number } };
}

export type IpoDb = IDBPDatabase<IpoDbSchema>;

/** The account-scoped stores of offline reading (version 3). */
export const OFFLINE_STORES = ["offlineMessages", "offlineLists", "offlineThreads", "offlineFiles"] as const;
export type OfflineStoreName = (typeof OFFLINE_STORES)[number];

let dbPromise: Promise<IpoDb> | null = null;

function upgrade(db: IpoDb, oldVersion: number): void {
  if (oldVersion < 1) {
    db.createObjectStore("content");
  }
  if (oldVersion < 2) {
    db.createObjectStore("replyDrafts", { keyPath: "draftId" }).createIndex("byUser", "userId");
  }
  if (oldVersion < 3) {
    for (const name of OFFLINE_STORES) db.createObjectStore(name, { keyPath: "key" }).createIndex("byUser", "userId");
  }
  if (oldVersion < 4) {
    db.createObjectStore("offlineSearch", { keyPath: "key" }).createIndex("byUser", "userId");
  }
  if (oldVersion < 5) {
    db.createObjectStore("queryCache", { keyPath: "key" }).createIndex("byUser", "userId");
  }
}

/** Opens (once) and returns the database; rejects where IndexedDB is unavailable. */
export function openIpoDb(): Promise<IpoDb> {
  if (dbPromise) return dbPromise;
  const opening = openDB<IpoDbSchema>(DB_NAME, DB_VERSION, {
    upgrade,
    blocking() {
      // A newer version waits for us: let it upgrade, reopen on the next call.
      void opening.then((db) => db.close());
      if (dbPromise === opening) dbPromise = null;
    },
    terminated() {
      // The browser closed the connection (storage cleared, ...): reopen next time.
      if (dbPromise === opening) dbPromise = null;
    },
  });
  dbPromise = opening;
  opening.catch(() => {
    if (dbPromise === opening) dbPromise = null;
  });
  return opening;
}

/** Closes the connection (tests, and before deleting the database). */
export async function closeIpoDb(): Promise<void> {
  const current = dbPromise;
  dbPromise = null;
  if (!current) return;
  try {
    (await current).close();
  } catch {
    // It never opened: nothing to close.
  }
}
