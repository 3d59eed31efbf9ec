/**
 * "Keep offline": stores a chosen set of messages on the device in advance — the newest N, or
 * everything due within the next 14 days — page by page through the inbox search. List rows
 * carry the whole message (body, replies and drafts), so no message is opened (opening would
 * mark it read at the office). Progress is reported after every page.
 */
import { apiRequest } from "@/lib/api";
import { saveMessages } from "../offline-search/stored-messages";
import { withoutDraftBodies } from "./draft-bodies";
import { addDays, officeToday } from "../dates";
import { toSearchRequest, type InboxSearch } from "../list-params";
import { CorrespondenceListResponseSchema } from "./schemas";

export type KeepOfflineChoice = { kind: "newest"; count: number } | { kind: "due"; days: number };

export const KEEP_OFFLINE_PAGE_SIZE = 50;
export const KEEP_OFFLINE_COUNTS = [50, 100, 200, 500] as const;
export const DUE_WITHIN_DAYS = 14;

/** The inbox parameters of a choice (page 1); pure, exported for tests. */
export function keepOfflineSearch(choice: KeepOfflineChoice, today: string = officeToday()): InboxSearch {
  if (choice.kind === "newest") return { size: KEEP_OFFLINE_PAGE_SIZE };
  return { size: KEEP_OFFLINE_PAGE_SIZE, sort: "DUE_DATE", sortType: "ASC", dateType: "DUE_DATE", dateFrom: today, dateTo: addDays(today, choice.days) };
}

export interface KeepOfflineProgress {
  stored: number;
  /** Known after the first page. */
  total: number | null;
}

/** Runs the choice; resolves with the number of messages stored. */
export async function keepOffline(
  userId: number,
  choice: KeepOfflineChoice,
  onProgress: (progress: KeepOfflineProgress) => void,
  signal?: AbortSignal,
): Promise<number> {
  const base = keepOfflineSearch(choice);
  let stored = 0;
  let total: number | null = null;
  for (let page = 1; total === null || stored < total; page++) {
    const response = await apiRequest({
      method: "POST",
      path: "/correspondences/message/search",
      json: toSearchRequest({ ...base, page }),
      schema: CorrespondenceListResponseSchema,
      signal,
    });
    const limit = choice.kind === "newest" ? Math.min(choice.count, response.totalResults) : response.totalResults;
    total = limit;
    const items = response.content.slice(0, Math.max(0, limit - stored));
    if (items.length === 0) break;
    // Draft text is not kept with the messages: it is stored once (./draft-bodies.ts).
    await saveMessages(userId, withoutDraftBodies(items));
    stored += items.length;
    onProgress({ stored, total });
  }
  onProgress({ stored, total: total ?? 0 });
  return stored;
}
