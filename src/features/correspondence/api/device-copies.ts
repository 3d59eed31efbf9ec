/**
 * Device copies of the inbox and of threads (offline reading, issue 4): what the office sent
 * is stored per account (src/lib/offline/store.ts) and read back when it cannot be reached.
 * A copy carries `deviceCopy` (when it was stored, whether it is a device search), which the
 * screens show as "Offline copy from <time>" / "Results from this device".
 * Stored values are checked again on the way out (an older app version may have written them).
 */
import { is } from "superstruct";
import { loadMessage, loadMessages, loadRecord, saveMessages, saveRecord, searchDevice } from "@/lib/offline";
import { toSearchRequest, type InboxSearch } from "../list-params";
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
  /** The results of a search run over the device's messages. */
  search: boolean;
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
  await Promise.all([saveRecord("offlineLists", userId, listKey(search), response, savedAt), saveMessages(userId, response.content, savedAt)]);
}

export async function saveThread(userId: number, message: CorrespondenceMessage): Promise<void> {
  const savedAt = Date.now();
  await Promise.all([
    saveRecord("offlineThreads", userId, message.id, message, savedAt),
    saveMessages(userId, [{ message, subRows: message.subRows ?? [] }], savedAt),
  ]);
}

/**
 * The inbox from the device: the stored page of these exact parameters; else (a search, or a
 * page never seen without filters) a page built from the stored messages, newest first.
 */
export async function listFromDevice(userId: number, search: InboxSearch): Promise<ListData | undefined> {
  // Working from the device: read the messages for search now, before the user types.
  void loadMessages(userId);
  const request = toSearchRequest(search);
  if (!request.search) {
    const stored = await loadRecord("offlineLists", userId, listKey(search));
    if (stored && is(stored.value, CorrespondenceListResponseSchema)) return { ...stored.value, deviceCopy: { savedAt: stored.savedAt, search: false } };
    // Filters the device cannot apply: no copy rather than a wrong one.
    if (request.filterCriteria) return undefined;
  }
  const page = await searchDevice(userId, request.search, request.requestPage, request.size);
  if (!request.search && page.total === 0) return undefined;
  const content = page.items.filter((item) => is(item, CorrespondenceListItemSchema));
  return {
    content,
    totalResults: page.total,
    pageSize: request.size,
    pageNumber: request.requestPage,
    numberOfElements: content.length,
    deviceCopy: { savedAt: page.savedAt ?? Date.now(), search: request.search !== undefined },
  };
}

/** A thread from the device: the opened thread, else the message as the inbox stored it. */
export async function threadFromDevice(userId: number, id: number): Promise<DetailData | undefined> {
  const stored = await loadRecord("offlineThreads", userId, id);
  if (stored && is(stored.value, CorrespondenceMessageSchema)) return { ...stored.value, deviceCopy: { savedAt: stored.savedAt, search: false } };
  const record = await loadMessage(userId, id);
  const item = record?.value;
  if (!record || !is(item, CorrespondenceListItemSchema)) return undefined;
  return { ...item.message, subRows: item.subRows, deviceCopy: { savedAt: record.savedAt, search: false } };
}

export async function saveNeedsReply(userId: number, response: ExpiringMessagesResponse): Promise<void> {
  await saveRecord("offlineLists", userId, NEEDS_REPLY_KEY, response);
}

/** The letters that needed a reply when the office last answered. */
export async function needsReplyFromDevice(userId: number): Promise<NeedsReplyData | undefined> {
  const stored = await loadRecord("offlineLists", userId, NEEDS_REPLY_KEY);
  if (!stored || !is(stored.value, ExpiringMessagesResponseSchema)) return undefined;
  return { ...stored.value, deviceCopy: { savedAt: stored.savedAt, search: false } };
}
