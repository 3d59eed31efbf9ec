/**
 * Device copies of the inbox and of threads (offline reading): what the office sent is stored
 * per account (pages and threads: src/lib/offline/store.ts; letters and their search texts:
 * ../offline-search/stored-messages.ts) and read back when it cannot be reached. A copy carries
 * `deviceCopy` (when it was stored, whether it is a device search), which the screens show as
 * "Offline copy from <time>" / "Results from this device".
 * Stored values are checked again on the way out (an older app version may have written them).
 * A draft's text has two device sources (./draft-bodies.ts): the outbox entry and the thread's
 * record (./thread-record.ts); inbox pages and stored messages never keep it. Offline search
 * finds a letter by its draft's words all the same: they are read from those at search time
 * (`draftSearchTexts`).
 */
import { is } from "superstruct";
import { htmlToText } from "@/lib/html/text";
import { loadRecord, loadThreadsWithDrafts, offlineKey, saveRecord } from "@/lib/offline";
import { outboxStore } from "@/lib/outbox";
import { accountDataWiped } from "@/lib/db/wipe";
import { DRAFT_KEYS, draftKey } from "../outbox/queued-work";
import { prepareDeviceSearch } from "../offline-search/index-feed";
import { loadRows, warmRows } from "../offline-search/device-rows";
import { listDevice, searchDevice, type MoreSearchText } from "../offline-search/offline-search";
import { normalise } from "../offline-search/search-text";
import { loadMessage, loadMessages, saveMessages } from "../offline-search/stored-messages";
import { withoutDraftBodies } from "./draft-bodies";
import { forgetOfficeDraftText, writeThreadRead } from "./thread-record";
import { DEFAULT_SORT, DEFAULT_SORT_TYPE, toSearchRequest, type InboxSearch } from "../list-params";
import {
  CorrespondenceListItemSchema,
  CorrespondenceListResponseSchema,
  CorrespondenceMessageSchema,
  ExpiringMessagesResponseSchema,
  type CorrespondenceListResponse,
  type ExpiringMessagesResponse,
  type CorrespondenceMessage,
} from "./schemas";

export interface DeviceCopy {
  /** When the shown data was stored (ms since the epoch). */
  savedAt: number;
  /** The device listed it: a search, filter or sort run over its stored messages, not a stored page. */
  search: boolean;
  /** A device search found more letters than `totalResults` (the device index stops counting there). */
  moreThanTotal?: boolean;
  /** What answered the device search: its index or the scan of the stored texts. */
  searchedBy?: "index" | "scan";
}

export type ListData = CorrespondenceListResponse & { deviceCopy?: DeviceCopy };
export type DetailData = CorrespondenceMessage & { deviceCopy?: DeviceCopy };
export type NeedsReplyData = ExpiringMessagesResponse & { deviceCopy?: DeviceCopy };

/** Key of the stored "Needs a reply" letters (list keys are JSON, so they never collide). */
const NEEDS_REPLY_KEY = "needs-reply";

/** The list parameters as the key of a stored inbox page. */
export function listKey(search: InboxSearch): string {
  return JSON.stringify(toSearchRequest(search));
}

export async function saveList(userId: number, search: InboxSearch, response: CorrespondenceListResponse): Promise<void> {
  const savedAt = Date.now();
  const stored = withoutDraftBodies(response);
  await Promise.all([saveRecord("offlineLists", userId, listKey(search), stored, savedAt), saveMessages(userId, stored.content, savedAt)]);
}

/**
 * The office's read of a thread kept on the device: its record (./thread-record.ts, the home of
 * its draft's office text) and its message without draft text (offline list and search).
 * Answers the thread as the record holds it, for the thread query (a draft text delivered later
 * than the read is kept). Nothing is written after a logout's wipe.
 */
export async function saveThread(userId: number, message: CorrespondenceMessage): Promise<CorrespondenceMessage> {
  if (accountDataWiped()) return message;
  const savedAt = Date.now();
  const drafts = draftIdsOf(message);
  const queued = await queuedDrafts(userId, drafts);
  const stripped = withoutDraftBodies(message);
  const [kept] = await Promise.all([writeThreadRead(userId, message, queued, savedAt), saveMessages(userId, [{ message: stripped, subRows: stripped.subRows ?? [] }], savedAt)]);
  // Typing that started while the record was written has its text in the entry now: let it go there.
  const started = await queuedDrafts(userId, drafts.filter((draftId) => !queued.has(draftId)));
  for (const draftId of started) await forgetOfficeDraftText(userId, message.id, draftId).catch(() => undefined);
  return kept;
}

function draftIdsOf(message: CorrespondenceMessage): number[] {
  return (message.subRows ?? []).filter((row) => row.draftStatus === "DRAFT").map((row) => row.id);
}

/** The drafts among `draftIds` whose unsent typing the outbox holds (their words live there). */
async function queuedDrafts(userId: number, draftIds: number[]): Promise<Set<number>> {
  const store = outboxStore();
  const entries = await Promise.all(draftIds.map((id) => store.get(draftKey(userId, id)).catch(() => undefined)));
  return new Set(draftIds.filter((_, index) => entries[index] !== undefined));
}

/**
 * The words of the account's drafts, per message (offline search): read from the outbox entry
 * (unsent typing), else the thread's record (the office's text), and never stored as search text.
 */
export async function draftSearchTexts(userId: number): Promise<MoreSearchText> {
  const texts = new Map<number, string[]>();
  const add = (messageId: number, body: string) => texts.set(messageId, [...(texts.get(messageId) ?? []), htmlToText(body)]);
  const [entries, threads] = await Promise.all([outboxStore().listKeyed(userId, DRAFT_KEYS).catch(() => []), loadThreadsWithDrafts(userId)]);
  const inEntries = new Set<number>();
  for (const entry of entries) {
    if (entry.kind !== "draft.save" && entry.kind !== "draft.send") continue;
    add(entry.payload.messageId, entry.payload.body);
    // A reply started offline has no office draft yet, hence no thread row to stand for.
    if (entry.payload.draftId !== null) inEntries.add(entry.payload.draftId);
  }
  for (const { value } of threads) {
    if (!is(value, CorrespondenceMessageSchema)) continue;
    for (const row of value.subRows ?? []) if (row.draftStatus === "DRAFT" && row.body !== undefined && !inEntries.has(row.id)) add(value.id, row.body);
  }
  return new Map([...texts].map(([messageId, parts]) => [offlineKey(userId, messageId), normalise(parts.join(" \u0000 "))]));
}

/**
 * The inbox from the device: the stored page of these exact parameters; else a page the device
 * lists from its stored letters (newest first through an index; a search through the device
 * index or the scan; filters and other sorts applied to the letters' list rows).
 */
export async function listFromDevice(userId: number, search: InboxSearch): Promise<ListData | undefined> {
  // Working from the device: the search index started now, before the user types (or, without
  // it, the stored texts read into memory for the scan).
  prepareDeviceSearch(userId, () => void loadMessages(userId));
  // ...and the letters' list rows, for a sort or filter the user may ask next.
  warmRows(userId);
  const request = toSearchRequest(search);
  if (!request.search) {
    const stored = await loadRecord("offlineLists", userId, listKey(search));
    if (stored && is(stored.value, CorrespondenceListResponseSchema)) return { ...stored.value, deviceCopy: { savedAt: stored.savedAt, search: false } };
  }
  const newest = !request.filterCriteria && request.sort === DEFAULT_SORT && request.sortType === DEFAULT_SORT_TYPE;
  const moreText = () => draftSearchTexts(userId);
  const page = newest ? await searchDevice(userId, request.search, request.requestPage, request.size, moreText) : await listDevice(userId, request, moreText);
  // Nothing stored at all: no copy rather than an empty inbox (a search answers "none found").
  if (!request.search && page.total === 0 && (newest || (await loadRows(userId)).length === 0)) return undefined;
  const content = page.items.filter((item) => is(item, CorrespondenceListItemSchema));
  return {
    content,
    totalResults: page.total,
    pageSize: request.size,
    pageNumber: request.requestPage,
    numberOfElements: content.length,
    deviceCopy: {
      savedAt: page.savedAt ?? Date.now(),
      search: request.search !== undefined || !newest,
      ...(page.more ? { moreThanTotal: true } : {}),
      ...(page.source ? { searchedBy: page.source } : {}),
    },
  };
}

/**
 * The thread as it was last opened on this device (whatever list it was opened from), or
 * undefined: a letter visited before shows from here at once, by every way in.
 */
export async function openedThreadFromDevice(userId: number, id: number): Promise<DetailData | undefined> {
  const stored = await loadRecord("offlineThreads", userId, id);
  return stored && is(stored.value, CorrespondenceMessageSchema) ? { ...stored.value, deviceCopy: { savedAt: stored.savedAt, search: false } } : undefined;
}

/**
 * A thread from the device: the opened thread, else the message as the inbox stored it, else
 * the letter as "Needs a reply" stored it (the share picker offers those letters offline).
 */
export async function threadFromDevice(userId: number, id: number): Promise<DetailData | undefined> {
  const opened = await openedThreadFromDevice(userId, id);
  if (opened) return opened;
  const record = await loadMessage(userId, id);
  const item = record?.value;
  if (record && is(item, CorrespondenceListItemSchema)) return { ...item.message, subRows: item.subRows, deviceCopy: { savedAt: record.savedAt, search: false } };
  const needsReply = await needsReplyFromDevice(userId);
  const letter = needsReply?.content.find((candidate) => candidate.id === id);
  return letter && needsReply?.deviceCopy ? { ...letter, deviceCopy: needsReply.deviceCopy } : undefined;
}

export async function saveNeedsReply(userId: number, response: ExpiringMessagesResponse): Promise<void> {
  await saveRecord("offlineLists", userId, NEEDS_REPLY_KEY, withoutDraftBodies(response));
}

/** The letters that needed a reply when the office last answered. */
export async function needsReplyFromDevice(userId: number): Promise<NeedsReplyData | undefined> {
  const stored = await loadRecord("offlineLists", userId, NEEDS_REPLY_KEY);
  if (!stored || !is(stored.value, ExpiringMessagesResponseSchema)) return undefined;
  return { ...stored.value, deviceCopy: { savedAt: stored.savedAt, search: false } };
}
