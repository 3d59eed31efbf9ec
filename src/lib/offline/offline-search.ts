/**
 * Offline search and the device's inbox: the stored messages of an account, matched against
 * the search words (./search-text.ts), newest first, one page at a time. Same minimum of 3
 * characters as the server's search (the caller passes only an effective search text).
 */
import type { OfflineMessageRecord } from "@/lib/db";
import { loadMessages, type StoredListItem } from "./store";
import { matchesQuery, queryTerms } from "./search-text";

export interface DevicePage {
  items: StoredListItem[];
  total: number;
  /** The oldest `savedAt` among the results (the "offline copy from" time); null if none. */
  savedAt: number | null;
}

/** Sorts newest first (ISO dates compare as text), then by id. */
function newestFirst(a: OfflineMessageRecord, b: OfflineMessageRecord): number {
  if (a.receivedDate !== b.receivedDate) return a.receivedDate < b.receivedDate ? 1 : -1;
  return b.key < a.key ? -1 : 1;
}

/** Pure part (exported for tests and the bench): filter, sort and cut one page. */
export function pageOfRecords(records: OfflineMessageRecord[], search: string | undefined, page: number, size: number): DevicePage {
  const terms = search ? queryTerms(search) : [];
  const matched = terms.length > 0 ? records.filter((record) => matchesQuery(record.searchText, terms)) : records.slice();
  matched.sort(newestFirst);
  const slice = matched.slice(page * size, page * size + size);
  const savedAt = slice.length > 0 ? Math.min(...slice.map((record) => record.savedAt)) : null;
  return { items: slice.map((record) => record.value as StoredListItem), total: matched.length, savedAt };
}

/** One page (0-based) of the account's stored messages matching `search` (all when undefined). */
export async function searchDevice(userId: number, search: string | undefined, page: number, size: number): Promise<DevicePage> {
  return pageOfRecords(await loadMessages(userId), search, page, size);
}
