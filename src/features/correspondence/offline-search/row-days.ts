/**
 * The records of the stored letters' list rows (`offlineRows`, src/lib/db/schema.ts): one per
 * account and received day (key `${userId}:${day}`), holding the rows of the letters received
 * that day. IndexedDB's cost is per record (about 10 µs to make one on the page's thread:
 * 50,000 letters' rows, a record each, took 0.6–0.9 s to read); a day holds a few dozen rows, so
 * the read is a few hundred records. A letter's row goes into its day's record in the transaction
 * that stores the letter (the record read, merged by id, put back) and leaves it with the letter.
 * Each row carries when it was stored: read, a letter met in two days' records counts once, as
 * last stored.
 */
import type { IDBPTransaction, StoreNames } from "idb";
import type { IpoDb, IpoDbSchema } from "@/lib/db";
import { eachAccountPart } from "@/lib/offline/account-parts";
import { offlineKey } from "@/lib/offline/store";
import type { DeviceRow } from "./device-list";

/** A row as a day's record keeps it. */
export type StoredRow = DeviceRow & { savedAt: number };

type RowsTransaction = IDBPTransaction<IpoDbSchema, StoreNames<IpoDbSchema>[], "readwrite">;

/** A row as this version writes it (an older or damaged one is made again from its message). */
export function isStoredRow(value: unknown): value is StoredRow {
  const row = value as Partial<StoredRow> | null;
  return (
    typeof row === "object" && row !== null && typeof row.id === "number" && typeof row.savedAt === "number" && typeof row.receivedDate === "string" && typeof row.subject === "string" && Array.isArray(row.replies)
  );
}

const dayOf = (receivedDate: string) => receivedDate.slice(0, 10);

function byDay<T extends Pick<DeviceRow, "receivedDate">>(rows: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const row of rows) {
    const day = dayOf(row.receivedDate);
    const ofDay = days.get(day);
    if (ofDay) ofDay.push(row);
    else days.set(day, [row]);
  }
  return days;
}

/** Changes the days' records of `letters` in `tx`: `change` gets a day's rows and the day's letters. */
function changeDays<T extends Pick<DeviceRow, "id" | "receivedDate">>(tx: RowsTransaction, userId: number, letters: readonly T[], change: (rows: StoredRow[], letters: T[]) => StoredRow[]): Promise<void> {
  const store = tx.objectStore("offlineRows");
  const days = [...byDay(letters)].map(async ([day, ofDay]) => {
    const key = offlineKey(userId, day);
    const record = await store.get(key);
    const rows = change((record?.rows ?? []).filter(isStoredRow), ofDay);
    await (rows.length > 0 ? store.put({ key, userId, rows }) : store.delete(key));
  });
  return Promise.all(days).then(() => undefined);
}

/** Places the rows in their days' records in `tx` (a letter's earlier row of that day replaced). */
export function putRows(tx: RowsTransaction, userId: number, rows: readonly StoredRow[]): Promise<void> {
  return changeDays(tx, userId, rows, (kept, added) => {
    const ids = new Set(added.map((row) => row.id));
    return [...kept.filter((row) => !ids.has(row.id)), ...added];
  });
}

/** Takes the letters' rows out of their days' records in `tx`. */
export function deleteRows(tx: RowsTransaction, userId: number, letters: readonly Pick<DeviceRow, "id" | "receivedDate">[]): Promise<void> {
  return changeDays(tx, userId, letters, (kept, gone) => {
    const ids = new Set(gone.map((letter) => letter.id));
    return kept.filter((row) => !ids.has(row.id));
  });
}

/** Days' records read per request (each request's records are made on the page's thread in one task). */
const DAYS_PER_READ = 60;

/** The account's rows, a letter once (as last stored), DAYS_PER_READ records at a time. */
export async function readStoredRows(db: IpoDb, userId: number, stop: () => boolean): Promise<StoredRow[]> {
  const rows = new Map<number, StoredRow>();
  await eachAccountPart(db, "offlineRows", userId, DAYS_PER_READ, (records) => {
    for (const record of records) {
      for (const row of record.rows) {
        if (!isStoredRow(row)) continue;
        const known = rows.get(row.id);
        if (!known || known.savedAt <= row.savedAt) rows.set(row.id, row);
      }
    }
  }, stop);
  return [...rows.values()];
}
