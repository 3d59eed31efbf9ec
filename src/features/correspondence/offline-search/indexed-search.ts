/**
 * Offline search through the device index (src/lib/device-index): the page's keys and
 * the count come from the index, so no text is read into memory. Null when the index cannot
 * answer exactly as the scan would (no term of 3 characters, the index unavailable or not caught
 * up with the stored letters, ./index-feed.ts): the caller scans then.
 *
 * A draft's words (`more`, kept outside the search texts) are not in the index: the few letters
 * found only with them are read by key and merged into the index's pages by the scan's order.
 */
import { openIpoDb } from "@/lib/db";
import { indexedCount, searchMessages } from "@/lib/device-index";
import { indexCaughtUp } from "./index-feed";
import { matchesQuery, textRecordOf, type SearchTextRecord } from "./search-text";

export interface IndexedKeysPage {
  keys: string[];
  total: number;
  /** More than `total` letters match (the index stops counting there). */
  more: boolean;
}

type Dated = Pick<SearchTextRecord, "key" | "receivedDate">;

/** The scan's order: newest first (ISO dates compare as text), then key descending. */
function newestFirst(a: Dated, b: Dated): number {
  if (a.receivedDate !== b.receivedDate) return a.receivedDate < b.receivedDate ? 1 : -1;
  return b.key < a.key ? -1 : 1;
}

/** The letters that match only with their draft's words (their own text does not). */
async function draftOnly(terms: string[], more: ReadonlyMap<string, string> | undefined): Promise<Dated[]> {
  if (!more || more.size === 0) return [];
  const db = await openIpoDb();
  const tx = db.transaction("offlineMessages");
  const messages = await Promise.all([...more.keys()].map((key) => tx.store.get(key)));
  return messages.flatMap((message) => {
    const record = message ? textRecordOf(message) : null;
    if (!record) return [];
    return !matchesQuery(record.searchText, terms) && matchesQuery(`${record.searchText} \u0000 ${more.get(record.key) ?? ""}`, terms) ? [record] : [];
  });
}

export async function searchIndexed(userId: number, terms: string[], page: number, size: number, more?: ReadonlyMap<string, string>): Promise<IndexedKeysPage | null> {
  if (!terms.some((term) => [...term].length >= 3)) return null;
  // Asked at once, beside the counts' check (IndexedDB's count, the index's): its answer is
  // used only when the index holds every stored letter. The index's count comes with the walk's
  // answer (one message to the worker, never a second one queued behind its idle work).
  const asked = searchMessages(userId, terms, page * size, size);
  const indexed = asked.then((found) => (found ? found.letters : indexedCount(userId)));
  const [ready, extra] = await Promise.all([indexCaughtUp(userId, indexed), draftOnly(terms, more)]);
  if (!ready) return null;
  if (extra.length === 0) return asked;
  // Merged: the index's first pages up to this one, with the draft-only letters in their places.
  const found = await searchMessages(userId, terms, 0, (page + 1) * size);
  if (!found) return null;
  // Their dates from their messages (a draft's words matched: a few pages' letters at most).
  const tx = (await openIpoDb()).transaction("offlineMessages");
  const dated = await Promise.all(found.keys.map(async (key) => ({ key, receivedDate: (await tx.store.get(key))?.receivedDate ?? "" })));
  const merged = [...dated, ...extra].sort(newestFirst);
  return { keys: merged.slice(page * size, page * size + size).map((record) => record.key), total: found.total + extra.length, more: found.more };
}
