/**
 * The stored letters' list rows: per stored message the fields the inbox filters and sorts by
 * (./device-list.ts), a few dozen bytes, kept by received day (./row-days.ts). Written with the
 * message (./stored-messages.ts, the archive's pages), deleted with it
 * (../archive/archive-store.ts); read whole when the device must filter or sort (no message and
 * no text read), kept in memory until the next write. Letters stored before the store existed
 * get their rows from their messages on the first read.
 */
import { openIpoDb, type IpoDb, type OfflineMessageRecord } from "@/lib/db";
import { accountDataWiped } from "@/lib/db/wipe";
import { whenIdle } from "@/lib/idle";
import { accountCache } from "@/lib/offline/account-cache";
import { idOfOfflineKey } from "@/lib/offline/store";
import { listRows, rowOf, type DeviceListOrder, type DeviceRow } from "./device-list";
import { putRows, readStoredRows, type StoredRow } from "./row-days";
import type { SearchableMessage, SearchableReply } from "./search-text";

/** The rows of the account's stored letters, by account (read once, until the next write). */
const rowsCache = accountCache<StoredRow[]>("reading list rows", () => []);

/** The last list made from an account's rows without a search text: its next pages are slices of it. */
let lastListed: { rows: readonly DeviceRow[]; key: string; listed: DeviceRow[] } | null = null;

/** Forgets the rows read into memory (a write, the logout's wipe, the tests' reset). */
export function forgetRows(userId?: number): void {
  rowsCache.forget(userId);
  lastListed = null;
}

/** Every stored row `request` lists (no search text), in its order; the same list again is not sorted again. */
export async function listedRows(userId: number, request: DeviceListOrder): Promise<DeviceRow[]> {
  const rows = await loadRows(userId);
  const key = JSON.stringify([userId, request.filterCriteria ?? null, request.sort, request.sortType]);
  if (lastListed?.rows === rows && lastListed.key === key) return lastListed.listed;
  const listed = listRows(rows, request, userId);
  lastListed = { rows, key, listed };
  return listed;
}

/** How many letters one transaction of the fill reads and writes. */
const FILL_BATCH = 500;

/** Rows made for stored messages that have none (stored before `offlineRows` existed), and stored. */
async function fillMissing(db: IpoDb, userId: number, keys: readonly string[]): Promise<StoredRow[]> {
  const made: StoredRow[] = [];
  for (let start = 0; start < keys.length && !accountDataWiped(); start += FILL_BATCH) {
    const read = db.transaction("offlineMessages");
    const records = await Promise.all(keys.slice(start, start + FILL_BATCH).map((key) => read.store.get(key)));
    const rows = records.flatMap((record) => storedRowOf(record) ?? []);
    const write = db.transaction("offlineRows", "readwrite");
    void putRows(write, userId, rows).catch(() => undefined);
    await write.done;
    made.push(...rows);
  }
  return made;
}

function storedRowOf(record: OfflineMessageRecord | undefined): StoredRow | null {
  const item = record?.value as { message?: SearchableMessage; subRows?: SearchableReply[] } | undefined;
  if (!record || !item?.message || typeof item.message.id !== "number") return null;
  return { ...rowOf({ message: item.message, subRows: item.subRows ?? [] }), savedAt: record.savedAt };
}

/**
 * The stored rows, checked against the stored letters' count; when it differs, against their
 * keys: a row whose letter is gone (its received day changed, then it was removed) is left out,
 * and a letter without one (stored before the rows existed) gets it from its message.
 */
async function readRows(userId: number): Promise<StoredRow[]> {
  const db = await openIpoDb();
  const [rows, messages] = await Promise.all([readStoredRows(db, userId, accountDataWiped), db.countFromIndex("offlineMessages", "byUser", userId)]);
  if (rows.length === messages) return rows;
  const keys = await db.getAllKeysFromIndex("offlineMessages", "byUser", userId);
  const held = new Set(keys.map(idOfOfflineKey));
  const kept = rows.filter((row) => held.has(row.id));
  const withRow = new Set(kept.map((row) => row.id));
  return [...kept, ...(await fillMissing(db, userId, keys.filter((key) => !withRow.has(idOfOfflineKey(key)))))];
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

/** Every stored letter's row for the account, a letter once (empty when the device cannot read them). */
export function loadRows(userId: number): Promise<StoredRow[]> {
  return rowsCache.load(userId, () => readRows(userId));
}
