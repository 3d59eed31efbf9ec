/**
 * Reads an account's records of an app store in parts, in key order: the account-keyed stores'
 * keys start with `${userId}:` (`offlineKey`, ./store.ts), so a key range holds the account's
 * alone. IndexedDB makes a request's records on the page's thread in one task, and a part's
 * records can be dropped before the next is read: 50,000 stored letters read in one request
 * held them all in memory at once and blocked the page for seconds.
 */
import type { StoreNames, StoreValue } from "idb";
import type { IpoDb, IpoDbSchema } from "@/lib/db";
import { offlineKey } from "./store";

/**
 * Hands `each` the account's records of `store`, `size` at a time, awaiting it between parts,
 * until the last part or `stop()`.
 */
export async function eachAccountPart<N extends StoreNames<IpoDbSchema>>(
  db: IpoDb,
  store: N,
  userId: number,
  size: number,
  each: (records: StoreValue<IpoDbSchema, N>[]) => void | Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  const upper = offlineKey(userId, "\uffff");
  let range = IDBKeyRange.bound(offlineKey(userId, ""), upper);
  while (!stop()) {
    const records = await db.getAll(store, range, size);
    await each(records);
    const last = records.length === size ? (records[records.length - 1] as { key?: unknown } | undefined)?.key : undefined;
    if (typeof last !== "string") return;
    range = IDBKeyRange.bound(last, upper, true);
  }
}
