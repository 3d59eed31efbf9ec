/**
 * Offline search and the device's inbox: the search texts of an account's stored messages
 * (made from `offlineMessages` once and kept in memory) matched against the search words
 * (./search-text.ts), newest first, one page at a time; only that page's messages are read. Same minimum of 3
 * characters as the server's search (the caller passes only an effective search text).
 * Text kept elsewhere on purpose (a draft's words, stored once: its outbox entry or thread
 * copy) is read by the caller from there at search time (`moreText`) and matched with the
 * message's search text, never added to it.
 * A search asks the device index first (./indexed-search.ts: no text read into
 * memory); this scan answers when it cannot (no OPFS, its worker failed, not caught up yet).
 */
import { offlineKey } from "@/lib/offline/store";
import type { CorrespondenceSearchRequest } from "../api/schemas";
import { listRows, type DeviceRow } from "./device-list";
import { listedRows, loadRows } from "./device-rows";
import { searchIndexed } from "./indexed-search";
import { loadMessages, loadMessagesByKey, newestStoredKeys, type SearchTextRecord, type StoredListItem } from "./stored-messages";
import { matchesQuery, queryTerms } from "./search-text";

export interface DevicePage {
  items: StoredListItem[];
  total: number;
  /** More than `total` letters match (the device index stops counting there). */
  more?: boolean;
  /** What answered a search: the device index or the scan of the texts in memory. */
  source?: "index" | "scan";
  /** The oldest `savedAt` among the results (the "offline copy from" time); null if none. */
  savedAt: number | null;
}

export interface DeviceKeysPage {
  /** Keys of the page's messages (in `offlineMessages`), newest first. */
  keys: string[];
  total: number;
  savedAt: number | null;
}

/** What the device's list applies: the request's filters, sort, search text and page. */
export type DeviceListRequest = Pick<CorrespondenceSearchRequest, "filterCriteria" | "sort" | "sortType" | "search" | "requestPage" | "size">;

/** Sorts newest first (ISO dates compare as text), then by key. */
function newestFirst(a: SearchTextRecord, b: SearchTextRecord): number {
  if (a.receivedDate !== b.receivedDate) return a.receivedDate < b.receivedDate ? 1 : -1;
  return b.key < a.key ? -1 : 1;
}

/** The "offline copy from" time of a page: its oldest save (null for an empty page). */
function oldestSave(records: readonly { savedAt: number }[]): number | null {
  return records.length > 0 ? Math.min(...records.map((record) => record.savedAt)) : null;
}

/** More normalised text of some messages, by their key (as in `offlineMessages`), searched with theirs. */
export type MoreSearchText = ReadonlyMap<string, string>;

/** Pure part (exported for tests): filter the search texts (with `more`), sort and cut one page. */
export function pageOfRecords(records: SearchTextRecord[], search: string | undefined, page: number, size: number, more?: MoreSearchText): DeviceKeysPage {
  const terms = search ? queryTerms(search) : [];
  const textOf = (record: SearchTextRecord) => {
    const extra = more?.get(record.key);
    return extra ? `${record.searchText} \u0000 ${extra}` : record.searchText;
  };
  const matched = terms.length > 0 ? records.filter((record) => matchesQuery(textOf(record), terms)) : records.slice();
  matched.sort(newestFirst);
  const slice = matched.slice(page * size, page * size + size);
  return { keys: slice.map((record) => record.key), total: matched.length, savedAt: oldestSave(slice) };
}

/** Keys of one page of the letters matching `terms`: the device index, else the scan of the texts. */
async function searchKeys(userId: number, search: string, terms: string[], page: number, size: number, moreText?: () => Promise<MoreSearchText>): Promise<DeviceKeysPage & Pick<DevicePage, "more" | "source">> {
  const more = moreText ? moreText().catch(() => undefined) : undefined;
  const indexed = await searchIndexed(userId, terms, page, size, await more).catch((error: unknown) => {
    console.warn("device index search failed", error);
    return null;
  });
  if (indexed) return { keys: indexed.keys, total: indexed.total, more: indexed.more, source: "index", savedAt: null };
  const [texts, extra] = await Promise.all([loadMessages(userId), more]);
  return { ...pageOfRecords(texts, search, page, size, extra), source: "scan" };
}

async function pageOf(keys: string[], found: Omit<DevicePage, "items" | "savedAt">): Promise<DevicePage> {
  const records = await loadMessagesByKey(keys);
  return { ...found, items: records.map((record) => record.value as StoredListItem), savedAt: oldestSave(records) };
}

/**
 * One page (0-based) of the account's stored messages matching `search` (all when undefined,
 * newest first through an index: no text is read); `moreText` is read only for a search.
 */
export async function searchDevice(userId: number, search: string | undefined, page: number, size: number, moreText?: () => Promise<MoreSearchText>): Promise<DevicePage> {
  const terms = search !== undefined ? queryTerms(search) : [];
  if (search === undefined || terms.length === 0) {
    // The newest stored letters: a page of keys through an index, no text read.
    const newest = await newestStoredKeys(userId, page * size, size);
    return pageOf(newest.keys, { total: newest.total });
  }
  const matched = await searchKeys(userId, search, terms, page, size, moreText);
  return pageOf(matched.keys, { total: matched.total, ...(matched.more !== undefined ? { more: matched.more } : {}), ...(matched.source ? { source: matched.source } : {}) });
}

/** The most letters a search hands to the device's filters and sorts (the device index counts as far). */
const SEARCH_CAP = 1000;

/**
 * One page of the stored letters as `request` lists them: its filters and sort applied to the
 * letters' list rows (./device-list.ts), among the newest SEARCH_CAP matches of its search text
 * if it has one (`more` then says the office may list more); only the page's messages are read.
 */
export async function listDevice(userId: number, request: DeviceListRequest, moreText?: () => Promise<MoreSearchText>): Promise<DevicePage> {
  const terms = request.search !== undefined ? queryTerms(request.search) : [];
  let listed: DeviceRow[];
  let found: Pick<DevicePage, "more" | "source"> = {};
  if (request.search !== undefined && terms.length > 0) {
    const rows = loadRows(userId);
    const matched = await searchKeys(userId, request.search, terms, 0, SEARCH_CAP, moreText);
    const keys = new Set(matched.keys);
    listed = listRows((await rows).filter((row) => keys.has(offlineKey(userId, row.id))), request, userId);
    found = { source: matched.source, ...(matched.more || matched.total > SEARCH_CAP ? { more: true } : {}) };
  } else {
    listed = await listedRows(userId, request);
  }
  const start = request.requestPage * request.size;
  const keys = listed.slice(start, start + request.size).map((row) => offlineKey(userId, row.id));
  return pageOf(keys, { ...found, total: listed.length });
}
