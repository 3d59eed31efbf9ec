/**
 * The stored letters' list rows (IndexedDB `offlineRows`, src/lib/db/schema.ts): per stored
 * message, under its key, the fields the inbox filters and sorts by (./device-list.ts), a few
 * dozen bytes. Written with the message and its search text (./stored-messages.ts, the
 * archive's pages), deleted with them (../archive/archive-store.ts); read whole when the device
 * must filter or sort (no message and no text read), kept in memory until the next write.
 * Letters stored before the store existed get their rows from their messages on the first read.
 */
import { openIpoDb, type IpoDb, type OfflineMessageRecord, type OfflineRowRecord } from "@/lib/db";
import { accountDataWiped } from "@/lib/db/wipe";
import { whenIdle } from "@/lib/idle";
import { accountCache } from "@/lib/offline/account-cache";
import { offlineKey } from "@/lib/offline/store";
import type { CorrespondenceMessage } from "../api/schemas";
import { listRows, type DeviceRow } from "./device-list";
import type { SearchableMessage, SearchableReply } from "./search-text";

/** The list fields a stored message carries beyond the searchable ones (absent in old or partial copies). */
type ListFields = Partial<Pick<CorrespondenceMessage, "dossierType" | "dueDate" | "messageStatus" | "important" | "requiresReply" | "assigneeUserId" | "handled">>;

export function rowOf(item: { message: SearchableMessage; subRows: readonly SearchableReply[] }): DeviceRow {
  const message: SearchableMessage & ListFields = item.message;
  return {
    id: message.id,
    category: message.dossierType ?? null,
    subject: message.subject,
    applicationNumber: message.applicationNumber,
    registrationNumber: message.registrationNumber,
    boCorrespondenceNumber: message.boCorrespondenceNumber,
    receivedDate: message.receivedDate,
    dueDate: message.dueDate ?? null,
    status: message.messageStatus ?? "READ",
    important: message.important === true,
    requiresReply: message.requiresReply === true,
    assigneeUserId: message.assigneeUserId ?? null,
    handled: message.handled !== null && message.handled !== undefined,
    replies: [...new Set(item.subRows.flatMap((row) => (row.draftStatus ? [row.draftStatus] : [])))],
  };
}

/** A row as this version writes it (an older or damaged record is made again from its message). */
function isDeviceRow(value: unknown): value is DeviceRow {
  const row = value as Partial<DeviceRow> | null;
  return typeof row === "object" && row !== null && typeof row.id === "number" && typeof row.receivedDate === "string" && typeof row.subject === "string" && Array.isArray(row.replies);
}

/** The rows of the account's stored letters, by account (read once, until the next write). */
const rowsCache = accountCache<DeviceRow[]>("reading list rows", () => []);

/** The last list made from an account's rows without a search text: its next pages are slices of it. */
let lastListed: { rows: readonly DeviceRow[]; key: string; listed: DeviceRow[] } | null = null;

/** Forgets the rows read into memory (a write, the logout's wipe, the tests' reset). */
export function forgetRows(userId?: number): void {
  rowsCache.forget(userId);
  lastListed = null;
}

/** Every stored row `request` lists (no search text), in its order; the same list again is not sorted again. */
export async function listedRows(userId: number, request: Parameters<typeof listRows>[1]): Promise<DeviceRow[]> {
  const rows = await loadRows(userId);
  const key = JSON.stringify([userId, request.filterCriteria ?? null, request.sort, request.sortType]);
  if (lastListed?.rows === rows && lastListed.key === key) return lastListed.listed;
  const listed = listRows(rows, request, userId);
  lastListed = { rows, key, listed };
  return listed;
}

/** How many letters one transaction of the fill reads and writes. */
const FILL_BATCH = 500;

/** Rows for the stored messages that have none (stored before `offlineRows` existed). */
async function fillMissing(db: IpoDb, userId: number, known: ReadonlySet<string>): Promise<DeviceRow[]> {
  const keys = (await db.getAllKeysFromIndex("offlineMessages", "byUser", userId)).filter((key) => !known.has(key));
  const made: DeviceRow[] = [];
  for (let start = 0; start < keys.length && !accountDataWiped(); start += FILL_BATCH) {
    const batch = keys.slice(start, start + FILL_BATCH);
    const read = db.transaction("offlineMessages");
    const records = await Promise.all(batch.map((key) => read.store.get(key)));
    const write = db.transaction("offlineRows", "readwrite");
    for (const record of records) {
      const row = rowOfRecord(record);
      if (!record || !row) continue;
      made.push(row);
      void write.store.put({ key: record.key, userId, row });
    }
    await write.done;
  }
  return made;
}

function rowOfRecord(record: OfflineMessageRecord | undefined): DeviceRow | null {
  const item = record?.value as { message?: SearchableMessage; subRows?: SearchableReply[] } | undefined;
  if (!item?.message || typeof item.message.id !== "number") return null;
  return rowOf({ message: item.message, subRows: item.subRows ?? [] });
}

/**
 * Rows read per request: each request's records are made on the page's thread in one task
 * (about 12 µs a record in Chromium, whatever the row's form), so 50,000 rows in one request
 * would block it for over half a second.
 */
const READ_CHUNK = 2000;

/** The account's row records in key order, READ_CHUNK at a time (its keys start with `${userId}:`). */
async function readRecords(db: IpoDb, userId: number): Promise<OfflineRowRecord[]> {
  const upper = offlineKey(userId, "\uffff");
  const records: OfflineRowRecord[] = [];
  for (let after: string | null = null; ; ) {
    const range: IDBKeyRange = after === null ? IDBKeyRange.bound(offlineKey(userId, ""), upper) : IDBKeyRange.bound(after, upper, true);
    const chunk = await db.getAll("offlineRows", range, READ_CHUNK);
    records.push(...chunk);
    if (chunk.length < READ_CHUNK || accountDataWiped()) return records;
    after = chunk[chunk.length - 1]!.key;
  }
}

async function readRows(userId: number): Promise<DeviceRow[]> {
  const db = await openIpoDb();
  const [records, messages] = await Promise.all([readRecords(db, userId), db.countFromIndex("offlineMessages", "byUser", userId)]);
  const rows = records.map((record) => record.row).filter(isDeviceRow);
  if (rows.length >= messages) return rows;
  const valid = new Set(records.filter((record) => isDeviceRow(record.row)).map((record) => record.key));
  return [...rows, ...(await fillMissing(db, userId, valid))];
}

/**
 * The rows read now, when the browser is idle, so that the first sort or filter from the device
 * does not wait for them (the inbox listed from the device calls it).
 */
export function warmRows(userId: number): void {
  if (!rowsCache.has(userId)) whenIdle(() => void loadRows(userId), WARM_WITHIN_MS);
}

/** How long the warm-up waits for the browser's idle time at most. */
const WARM_WITHIN_MS = 2000;

/** Every stored letter's row for the account (empty when the device cannot read them). */
export function loadRows(userId: number): Promise<DeviceRow[]> {
  return rowsCache.load(userId, () => readRows(userId));
}
