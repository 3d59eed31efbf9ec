/**
 * The schema of the app's three IndexedDB databases, in one place: their stores, record
 * shapes, versions and upgrade steps. Opened through ./open.ts (one connection per handle,
 * blocked/blocking handled): the app database by ./database.ts, the outbox by
 * src/lib/outbox/store.ts. Every earlier shipped version is upgraded in
 * tests/lib/db/schema-migrations.test.ts, queued replies included.
 *
 * `ipo-user-area` (APP_DB):
 * - `content` (version 1): public content (globals, literals and countries per language),
 *   keyed by a string from `contentKeys` (./content-store.ts), value `{value, savedAt}`. It
 *   holds nothing of any account, so it survives logout.
 * - `replyDrafts` (version 2, account-scoped): the device copies of reply drafts of versions
 *   before the outbox held them. Read once on start (src/lib/outbox/page.ts adopts unsent text
 *   as queued saves and deletes the copies); nothing writes it any more.
 * - `offlineMessages`, `offlineLists`, `offlineThreads`, `offlineFiles` (version 3, all
 *   account-scoped; src/lib/offline/store.ts, the messages
 *   src/features/correspondence/offline-search/stored-messages.ts): the device copies behind offline reading and
 *   offline search — one record per message seen (list row plus its search text), the inbox
 *   pages seen (per list parameters), the threads opened (full detail) and the attachments
 *   opened (blobs). Keys start with the user id (`${userId}:...`), so accounts never mix.
 * - `offlineSearch` (versions 4 to 11): per stored message its search text (until 11), received
 *   date and when it was stored. Version 12 deletes it: the text is made from the message when
 *   needed (the device index holds it for search), the date walk is `offlineMessages`' own index
 *   and the pruning reads the list rows' days (`offlineRows`), so a letter is two records
 *   instead of three.
 * - `queryCache` (version 5, account-scoped; src/lib/query/device-persister.ts): the last answer
 *   of every screen query (TanStack Query's per-query persister), so a screen the user has seen
 *   shows at once from the device while the office refreshes it. Value: the serialized query.
 * - `offlineThreads` index `byDraft` (version 6): the thread copies with a draft row of the user
 *   (field `withDraft`, the user id; absent otherwise, so only those records are in the index).
 *   Offline search reads a draft's words from there (or the outbox entry) without reading
 *   every thread copy, and without a second copy of the text (src/lib/offline/store.ts
 *   `saveRecord`; src/features/correspondence/api/device-copies.ts reads them).
 * - `deliveryNotices` (version 7, account-scoped; src/features/correspondence/outbox/delivery-notices.ts): what a
 *   delivery of queued work has to tell the user (a colleague's change that won over a queued
 *   assignment or handled mark, decision 85), kept until a screen that tells it has done so:
 *   the service worker, or a page showing no such screen, may have delivered it. Key: the
 *   entry's key.
 * - `archiveSync` (version 8, account-scoped; src/features/correspondence/archive): where this
 *   device stands in the account's changes feed (decision 81): the cursor, a listing under way
 *   with its counts, how much of the archive the user keeps here. Key: the user id as text.
 *   Written in the same transaction as the messages of each page (src/features/correspondence/archive/archive-store.ts),
 *   so a reload or a lost connection resumes at the first page not stored.
 * - Version 9 changes no store: a draft row in a device copy that keeps no draft text has no
 *   `body` (src/features/correspondence/api/draft-bodies.ts); versions before it wrote a marker
 *   string there instead, which the upgrade takes out of every copy (`offlineThreads`,
 *   `offlineLists`, `offlineMessages`, `queryCache`). A thread record's draft row that had the
 *   marker (its typing was queued) then holds no office text: the queued entry opens it.
 * - Version 10 indexed `offlineSearch` by [user id, received date] (since 12, `offlineMessages`').
 * - `offlineRows` (version 11, account-scoped; src/features/correspondence/offline-search/row-days.ts):
 *   per account and received day (key `${userId}:${day}`), the stored messages' few fields the
 *   inbox filters and sorts by, written with the messages, so the device applies any filter and
 *   sort without reading a message or a text (a record per day: IndexedDB's cost is per record).
 *   Letters stored before version 11 get theirs from their messages when first read.
 * - `offlineMessages` index `byUserNewest` (version 12): [user id, received date], walked
 *   backwards for a page of the newest stored letters (the inbox from the device without a
 *   stored page) without reading them all (50,000 stored letters took 3.8 s to read whole).
 *
 * `ipo-outbox` (OUTBOX_DB, its own database so the service worker opens it without the rest):
 * - `entries` (version 1, account-scoped): the queued work (src/lib/outbox), key `key` (one per
 *   draft / message / upload, per user), indexes `bySeq` and `byUser`. Plain data, no file's
 *   content: the queue is read often (every screen that shows it, every drain), and a read
 *   clones what it reads on the page's main thread.
 * - `files` (version 2, account-scoped): the content of each file of a queued upload, a Blob
 *   (stored by reference, so reading the record does not copy the bytes), key `[entry key,
 *   part]` (`QueuedFile.part`), index `byUser`; written with its entry, read only to send it,
 *   deleted with it or when the file is withdrawn. Version 1 kept the bytes (ArrayBuffers)
 *   inside the entries: its upgrade moves them here.
 *
 * `ipo-shared-files` (SHARED_FILES_DB, its own database: the service worker writes it when a file
 * is shared to the installed app, before anyone may be signed in; sw/shared-files.ts):
 * - `shares` (version 1): one record per share (its files' content), read by the /share picker
 *   and deleted once attached; shares older than a day go when the next one arrives. Not keyed
 *   by account (nobody is known when the browser hands the files over), so the logout wipe
 *   clears it whole (./wipe.ts). Version 2 keeps each file's content as a Blob, stored by
 *   reference (version 1 kept ArrayBuffers, copied into the page's thread on every read and
 *   again into the File attached): its upgrade turns the kept ones into Blobs.
 *
 * Adding a store or an index:
 * 1. bump the database's version;
 * 2. add the store to its schema interface;
 * 3. add a step to its upgrade, guarded by `if (oldVersion < N)`, so every older database
 *    walks through every missing step in order. Never change an old step (but skip one whose
 *    store a later step deletes: version 12 deletes `offlineSearch`, so 10 and 11 leave it be);
 * 4. add version N-1 to tests/lib/db/schema-migrations.test.ts.
 * Account-scoped stores must store `userId` (the session user's id) in every record and
 * have an index `byUser` on it, so that one sign-out clean-up can delete an account's
 * records from every such store (the `byUser` index queried with the user id).
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from "idb";
import type { OutboxEntry } from "@/lib/outbox/types";
import type { DatabaseDefinition } from "./open";

export const DB_NAME = "ipo-user-area";
export const DB_VERSION = 12;
export const OUTBOX_DB_NAME = "ipo-outbox";
export const OUTBOX_DB_VERSION = 2;
export const SHARED_FILES_DB_NAME = "ipo-shared-files";
export const SHARED_FILES_DB_VERSION = 2;

export interface ContentRecord<T = unknown> {
  value: T;
  /** When it was stored, in ms since the epoch. */
  savedAt: number;
}

/** Device copy of a reply draft as versions before the outbox kept it (read once, then deleted). */
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

/** An opened thread (`offlineThreads`). */
export interface OfflineThreadRecord<T = unknown> extends OfflineRecord<T> {
  /** The user id when the thread has a draft row of the user (index `byDraft`, version 6); absent otherwise. */
  withDraft?: number;
}

/** A message seen in the inbox or opened (its list row: the message and its sub-rows). */
export interface OfflineMessageRecord<T = unknown> extends OfflineRecord<T> {
  /** `receivedDate` of the message (sorts the device's list, newest first). */
  receivedDate: string;
}

/** The list fields of the stored messages received on one day (`offlineRows`, version 11); a row is the feature's shape. */
export interface OfflineRowRecord {
  /** `${userId}:${YYYY-MM-DD}`. */
  key: string;
  userId: number;
  rows: unknown[];
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

/** What a delivery has to tell the user (`deliveryNotices`, version 7). */
export interface DeliveryNoticeRecord {
  /** The delivered entry's key (one notice per letter's shared work: the latest wins). */
  key: string;
  userId: number;
  /** When it was delivered (ms since the epoch). */
  at: number;
  /** The delivery's report (src/features/correspondence/outbox/shared-inbox.ts `SharedDelivery`). */
  delivery: unknown;
}

/** How much of the archive the device keeps (decision 81): months back from today, or all. */
export type ArchiveKeep = "12m" | "3y" | "all";

/** A full listing of the archive under way (the first sync, or after an expired cursor). */
export interface ArchiveListing {
  /** When it started (ms since the epoch). */
  startedAt: number;
  /** Letters the feed has listed so far (kept or not). */
  checked: number;
  /** Of those, letters kept on the device (within the keep window). */
  kept: number;
  /** The account's letters when the listing started (the office's count), null if unknown. */
  total: number | null;
  /** It follows an expired cursor: at its end, stored letters it did not list again are gone. */
  afterExpiry: boolean;
}

/** This device's place in the account's changes feed (`archiveSync`, version 8). */
export interface ArchiveSyncRecord {
  /** The user id as text. */
  key: string;
  userId: number;
  keep: ArchiveKeep;
  /** The cursor after the last page stored; null before the first page. */
  cursor: string | null;
  /** A full listing under way, or null once the device follows changes only. */
  listing: ArchiveListing | null;
  /** When the device last reached the end of the feed (ms since the epoch), null if never. */
  syncedAt: number | null;
}

export interface IpoDbSchema extends DBSchema {
  content: { key: string; value: ContentRecord };
  replyDrafts: { key: number; value: ReplyDraftRecord; indexes: { byUser: number } };
  offlineMessages: { key: string; value: OfflineMessageRecord; indexes: { byUser: number; byUserNewest: [number, string] } };
  offlineLists: { key: string; value: OfflineRecord; indexes: { byUser: number } };
  offlineThreads: { key: string; value: OfflineThreadRecord; indexes: { byUser: number; byDraft: number } };
  offlineFiles: { key: string; value: OfflineFileRecord; indexes: { byUser: number } };
  queryCache: { key: string; value: QueryCacheRecord; indexes: { byUser: number } };
  deliveryNotices: { key: string; value: DeliveryNoticeRecord; indexes: { byUser: number } };
  archiveSync: { key: string; value: ArchiveSyncRecord; indexes: { byUser: number } };
  offlineRows: { key: string; value: OfflineRowRecord; indexes: { byUser: number } };
}

export type IpoDb = IDBPDatabase<IpoDbSchema>;

/** The account-scoped stores of offline reading (version 3). */
export const OFFLINE_STORES = ["offlineMessages", "offlineLists", "offlineThreads", "offlineFiles"] as const;
export type OfflineStoreName = (typeof OFFLINE_STORES)[number];

/** The content of one file of a queued upload (`files` of `ipo-outbox`, version 2). */
export interface QueuedFileContentRecord {
  /** `[entry key, part]`: the upload's entry and the file's `part` (src/lib/outbox/types.ts). */
  key: [string, number];
  userId: number;
  content: Blob;
}

export interface OutboxDbSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry; indexes: { bySeq: number; byUser: number } };
  files: { key: [string, number]; value: QueuedFileContentRecord; indexes: { byUser: number } };
}

/** Whether a stored thread has a draft row (the `withDraft` rule; subRows of the thread detail). */
export function hasDraftRow(value: unknown): boolean {
  const rows = typeof value === "object" && value !== null ? (value as { subRows?: unknown }).subRows : undefined;
  return Array.isArray(rows) && rows.some((row: unknown) => typeof row === "object" && row !== null && (row as { draftStatus?: unknown }).draftStatus === "DRAFT");
}

/** Version 6: the thread copies stored before it get their `withDraft` mark. */
async function markThreadsWithDrafts(transaction: IDBPTransaction<IpoDbSchema, StoreNames<IpoDbSchema>[], "versionchange">): Promise<void> {
  for (let cursor = await transaction.objectStore("offlineThreads").openCursor(); cursor; cursor = await cursor.continue()) {
    if (hasDraftRow(cursor.value.value)) await cursor.update({ ...cursor.value, withDraft: cursor.value.userId });
  }
}

/** The body versions before 9 wrote into a draft row whose text a device copy did not keep. */
const LEGACY_DRAFT_MARKER = "\u0000draft-text-stored-once";

/** The value with the legacy marker's rows without `body`, or undefined when it holds none. */
function withoutLegacyMarker(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => withoutLegacyMarker(item));
    return items.some((item) => item !== undefined) ? items.map((item, index) => item ?? value[index]) : undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (record.body === LEGACY_DRAFT_MARKER) {
    const { body: _marker, ...row } = record;
    return row;
  }
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(record)) {
    const next = withoutLegacyMarker(field);
    changed ||= next !== undefined;
    copy[name] = next ?? field;
  }
  return changed ? copy : undefined;
}

/** Version 9: the legacy marker taken out of every device copy. */
async function dropLegacyDraftMarkers(transaction: IDBPTransaction<IpoDbSchema, StoreNames<IpoDbSchema>[], "versionchange">): Promise<void> {
  for (const name of ["offlineThreads", "offlineLists", "offlineMessages"] as const) {
    for (let cursor = await transaction.objectStore(name).openCursor(); cursor; cursor = await cursor.continue()) {
      const value = withoutLegacyMarker(cursor.value.value);
      if (value !== undefined) await cursor.update({ ...cursor.value, value });
    }
  }
  // The persisted queries are JSON: the marker as JSON writes it (`\u0000`).
  for (let cursor = await transaction.objectStore("queryCache").openCursor(); cursor; cursor = await cursor.continue()) {
    if (!cursor.value.value.includes(JSON.stringify(LEGACY_DRAFT_MARKER).slice(1, -1))) continue;
    const value = withoutLegacyMarker(JSON.parse(cursor.value.value));
    if (value !== undefined) await cursor.update({ ...cursor.value, value: JSON.stringify(value) });
  }
}

function upgradeApp(db: IpoDb, oldVersion: number, transaction: IDBPTransaction<IpoDbSchema, StoreNames<IpoDbSchema>[], "versionchange">): void {
  if (oldVersion < 1) {
    db.createObjectStore("content");
  }
  if (oldVersion < 2) {
    db.createObjectStore("replyDrafts", { keyPath: "draftId" }).createIndex("byUser", "userId");
  }
  if (oldVersion < 3) {
    for (const name of OFFLINE_STORES) db.createObjectStore(name, { keyPath: "key" }).createIndex("byUser", "userId");
  }
  // Version 4 made `offlineSearch`, 10 indexed it, 11 took its texts out: version 12 deletes it.
  if (oldVersion < 5) {
    db.createObjectStore("queryCache", { keyPath: "key" }).createIndex("byUser", "userId");
  }
  if (oldVersion < 6) {
    transaction.objectStore("offlineThreads").createIndex("byDraft", "withDraft");
    // Within the upgrade's transaction: the database opens once every record is marked.
    if (oldVersion >= 3) void markThreadsWithDrafts(transaction);
  }
  if (oldVersion < 7) {
    db.createObjectStore("deliveryNotices", { keyPath: "key" }).createIndex("byUser", "userId");
  }
  if (oldVersion < 8) {
    db.createObjectStore("archiveSync", { keyPath: "key" }).createIndex("byUser", "userId");
  }
  // Within the upgrade's transaction: the database opens once every copy is rewritten.
  if (oldVersion < 9 && oldVersion >= 3) void dropLegacyDraftMarkers(transaction);
  // Empty: the correspondence feature fills it from the stored messages when first asked.
  if (oldVersion < 11) db.createObjectStore("offlineRows", { keyPath: "key" }).createIndex("byUser", "userId");
  if (oldVersion < 12) {
    // Filled by IndexedDB from the stored messages within the upgrade.
    transaction.objectStore("offlineMessages").createIndex("byUserNewest", ["userId", "receivedDate"]);
    // A name this version's schema no longer has.
    if (oldVersion >= 4) (db as unknown as IDBPDatabase).deleteObjectStore("offlineSearch");
  }
}

export const APP_DB: DatabaseDefinition<IpoDbSchema> = { name: DB_NAME, version: DB_VERSION, upgrade: upgradeApp };

/** A file of a queued upload as version 1 of `ipo-outbox` kept it: its bytes inside the entry. */
interface VersionOneQueuedFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
  sha256?: string;
  pageCount?: number | null;
}

/** Version 2: the bytes of the uploads queued before it move out of their entries into `files`. */
async function moveFileContentOut(transaction: IDBPTransaction<OutboxDbSchema, StoreNames<OutboxDbSchema>[], "versionchange">): Promise<void> {
  const files = transaction.objectStore("files");
  for (let cursor = await transaction.objectStore("entries").openCursor(); cursor; cursor = await cursor.continue()) {
    const entry = cursor.value;
    if (entry.kind !== "attachment.upload") continue;
    const kept = entry.payload.files as unknown as VersionOneQueuedFile[];
    await Promise.all(kept.map((file, part) => files.put({ key: [entry.key, part], userId: entry.userId, content: new Blob([file.bytes], { type: file.type }) })));
    const listed = kept.map(({ bytes, ...facts }, part) => ({ ...facts, size: bytes.byteLength, part }));
    await cursor.update({ ...entry, payload: { ...entry.payload, files: listed } });
  }
}

function upgradeOutbox(db: IDBPDatabase<OutboxDbSchema>, oldVersion: number, transaction: IDBPTransaction<OutboxDbSchema, StoreNames<OutboxDbSchema>[], "versionchange">): void {
  if (oldVersion < 1) {
    const store = db.createObjectStore("entries", { keyPath: "key" });
    store.createIndex("bySeq", "seq");
    store.createIndex("byUser", "userId");
  }
  if (oldVersion < 2) {
    db.createObjectStore("files", { keyPath: "key" }).createIndex("byUser", "userId");
    // Within the upgrade's transaction: the database opens once every queued file has moved.
    if (oldVersion >= 1) void moveFileContentOut(transaction);
  }
}

export const OUTBOX_DB: DatabaseDefinition<OutboxDbSchema> = { name: OUTBOX_DB_NAME, version: OUTBOX_DB_VERSION, upgrade: upgradeOutbox };

/** A file shared to the installed app (Web Share Target), kept until attached to a reply. */
export interface SharedFile {
  name: string;
  type: string;
  /** The content, stored by reference (reading the record copies no bytes, as the outbox's files). */
  content: Blob;
}

export interface Share {
  id: string;
  createdAt: number;
  files: SharedFile[];
}

export interface SharedFilesDbSchema extends DBSchema {
  shares: { key: string; value: Share };
}

/** Version 2: the files of the shares kept before it, their bytes turned into Blobs. */
async function sharedBytesToBlobs(transaction: IDBPTransaction<SharedFilesDbSchema, StoreNames<SharedFilesDbSchema>[], "versionchange">): Promise<void> {
  for (let cursor = await transaction.objectStore("shares").openCursor(); cursor; cursor = await cursor.continue()) {
    const files = cursor.value.files as unknown as { name: string; type: string; bytes: ArrayBuffer }[];
    await cursor.update({ ...cursor.value, files: files.map(({ name, type, bytes }) => ({ name, type, content: new Blob([bytes], { type }) })) });
  }
}

function upgradeSharedFiles(
  db: IDBPDatabase<SharedFilesDbSchema>,
  oldVersion: number,
  transaction: IDBPTransaction<SharedFilesDbSchema, StoreNames<SharedFilesDbSchema>[], "versionchange">,
): void {
  if (oldVersion < 1) {
    db.createObjectStore("shares", { keyPath: "id" });
  }
  // Within the upgrade's transaction: the database opens once every kept share is converted.
  if (oldVersion === 1) void sharedBytesToBlobs(transaction);
}

export const SHARED_FILES_DB: DatabaseDefinition<SharedFilesDbSchema> = { name: SHARED_FILES_DB_NAME, version: SHARED_FILES_DB_VERSION, upgrade: upgradeSharedFiles };
