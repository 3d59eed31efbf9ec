/**
 * The device index (src/lib/device-index) follows the stored letters: every write of
 * `offlineMessages` (the inbox's pages, the archive sync's pages) is sent to it after its
 * transaction, every removal (the office's, the keep choice's pruning) too: incrementally,
 * never rebuilt from all texts at start-up. Search asks it only when it holds as many letters
 * of the account as the device does (`indexCaughtUp`); when it does not (an app updated with
 * letters stored before the index, writes lost to a reload or missed in another tab), the
 * letters' texts (made from the stored messages) are sent to it once in the background (`catchUp`) and search scans meanwhile; while this
 * page's own writes are under way (a sync's pages) it only scans.
 */
import { openIpoDb } from "@/lib/db";
import { accountDataWiped } from "@/lib/db/wipe";
import { deviceIndexExists, indexedCount, indexedCountShown, indexMessages, removeMessages, type IndexDoc } from "@/lib/device-index";
import { eachAccountPart } from "@/lib/offline/account-parts";
import { registerStateReset } from "@/lib/state/reset";
import { foldedSearchText, textRecordOf, type SearchTextRecord } from "./search-text";

/** Letters sent to the index per message while catching up. */
const CATCH_UP_BATCH = 500;

type IndexedRecord = Pick<SearchTextRecord, "key" | "receivedDate" | "searchText">;

function docOf(record: IndexedRecord): IndexDoc {
  return { key: record.key, receivedDate: record.receivedDate, text: foldedSearchText(record.searchText) };
}

/** Writes sent to the index and not yet answered: the counts differ meanwhile, nothing is missing. */
let inFlight = 0;

function sent(write: Promise<void>): void {
  inFlight++;
  void write.finally(() => inFlight--);
}

/**
 * IndexedDB's count of each account's stored letters as last counted (counting them takes 5–170 ms
 * at 50,000 letters: docs/architecture.md, "The device index"). This page's writes forget it
 * (`generation`); each check answers from it and counts again behind, so another tab's writes
 * are seen one search later.
 */
const storedCounts = new Map<number, number>();
let generation = 0;

async function storedCount(userId: number): Promise<number> {
  const asked = generation;
  const counting = openIpoDb()
    .then((db) => db.countFromIndex("offlineMessages", "byUser", userId))
    .then((count) => {
      if (asked === generation) storedCounts.set(userId, count);
      return count;
    });
  const known = storedCounts.get(userId);
  if (known === undefined) return counting;
  counting.catch(() => storedCounts.delete(userId));
  return known;
}

function written(userId: number): void {
  generation++;
  storedCounts.delete(userId);
}

/** Where a context without the page's index (a worker storing letters) sends its writes instead. */
export interface IndexForwarder {
  /** The letters' texts as the index takes them (folded here, off the page's thread). */
  stored(userId: number, docs: IndexDoc[]): void;
  removed(userId: number, keys: string[]): void;
}

let forwarder: IndexForwarder | null = null;

/**
 * In a worker that stores letters (the archive's sync): the index's writes go to the page, whose
 * one index worker holds the account's file (a second one here would compete for it).
 */
export function forwardIndexWrites(target: IndexForwarder | null): void {
  forwarder = target;
}

/** After the records' transaction: the index gets them too (never throws, never waited on by the writer). */
export function indexStored(userId: number, records: readonly IndexedRecord[]): void {
  if (records.length === 0 || accountDataWiped()) return;
  if (forwarder) forwarder.stored(userId, records.map(docOf));
  else indexDocs(userId, records.map(docOf));
}

/** Letters already folded for the index (a worker's, forwarded): sent to it. */
export function indexDocs(userId: number, docs: IndexDoc[]): void {
  if (docs.length === 0 || accountDataWiped()) return;
  written(userId);
  sent(indexMessages(userId, docs));
}

/**
 * A write another worker of this page sends to the index itself (the archive's sync, over the
 * index's `writerPort`): counted as this page's writes are until `done` (its answer, or the
 * writer's end).
 */
export function indexWriteElsewhere(userId: number): () => void {
  written(userId);
  inFlight++;
  let answered = false;
  return () => {
    if (answered) return;
    answered = true;
    inFlight = Math.max(0, inFlight - 1);
  };
}

/** After the letters' removal from the device: the index forgets them. */
export function unindexStored(userId: number, keys: readonly string[]): void {
  if (keys.length === 0 || accountDataWiped()) return;
  if (forwarder) {
    forwarder.removed(userId, [...keys]);
    return;
  }
  written(userId);
  sent(removeMessages(userId, [...keys]));
}

const catchingUp = new Map<number, Promise<void>>();

/** Sends every stored letter's text to the index, a batch at a time (unchanged ones cost a lookup). */
function catchUp(userId: number): Promise<void> {
  const running = catchingUp.get(userId);
  if (running) return running;
  const run = (async () => {
    // The texts are made from the messages (they are not stored: the index holds them).
    await eachAccountPart(await openIpoDb(), "offlineMessages", userId, CATCH_UP_BATCH, async (records) => {
      if (records.length > 0) await indexMessages(userId, records.flatMap((record) => textRecordOf(record) ?? []).map(docOf));
    }, accountDataWiped);
  })()
    .catch((error: unknown) => console.warn("device index: catching up failed", error))
    .finally(() => catchingUp.delete(userId));
  catchingUp.set(userId, run);
  return run;
}

/**
 * Whether the index holds as many letters of the account as the device: then its answers are
 * the scan's. When not (and it is available), it is caught up in the background. `indexed`: the
 * index's count when a search brings it already (else asked of the worker).
 */
export async function indexCaughtUp(userId: number, indexed?: Promise<number | null>): Promise<boolean> {
  if (accountDataWiped()) return false;
  const [stored, held] = await Promise.all([storedCount(userId), indexed ?? indexedCount(userId)]);
  if (held === null) return false;
  if (held === stored) return true;
  // Behind only because this page's writes are under way (a sync's pages): no catching up.
  if (inFlight === 0 && !catchingUp.has(userId)) void catchUp(userId);
  return false;
}

/**
 * Before the user types (the inbox opened from the device): the index's worker, wasm and file
 * are started and its count checked now, so the first search pays none of it; the stored texts
 * are read into memory only when the index cannot answer.
 */
export function prepareDeviceSearch(userId: number, readTexts: () => unknown): void {
  void indexCaughtUp(userId)
    .catch(() => false)
    .then((ready) => {
      if (!ready) readTexts();
    });
}

/**
 * With the app (after its first screen, the browser idle): where the device holds an index, its
 * worker, SQLite's wasm and the account's file are started and the counts checked now, so the
 * worker's warm-up (the newest texts read into its page cache) runs before the first search
 * rather than beside it. Nothing is read or started where there is no index (a device that never
 * stored the archive); an index behind the stored letters is caught up as `indexCaughtUp` does.
 */
export async function startDeviceIndex(userId: number): Promise<void> {
  if (accountDataWiped() || !(await deviceIndexExists())) return;
  // Logged out while OPFS answered: the wipe removed the directory, nothing to open.
  if (accountDataWiped()) return;
  await indexCaughtUp(userId).catch(() => false);
}

/**
 * How many of the account's letters the device index holds, for the storage screen (null:
 * unavailable here; "busy": it did not answer in time, behind a long batch of writes).
 */
export function searchIndexCount(userId: number): Promise<number | null | "busy"> {
  return accountDataWiped() ? Promise.resolve(null) : indexedCountShown(userId);
}

/** Waits for a catch-up under way (tests, the e2e's wait for the index). */
export async function indexCatchUpSettled(userId: number): Promise<void> {
  await catchingUp.get(userId);
}

registerStateReset(() => {
  storedCounts.clear();
  generation++;
  catchingUp.clear();
  inFlight = 0;
});
