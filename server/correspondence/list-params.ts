/**
 * The inbox list parameters (CorrespondenceSearchRequest, decisions 46-49) and filterCriteria, from
 * the bodies the contract validator accepted (types, ranges and value sets are checked there):
 * missing values take the defaults (page 0, size 10, RECEIVED_DATE DESC), empty list values are no
 * filter, and the search text counts from 3 characters, folded by the shared rule (decisions 48, 82).
 */
import { searchNeedle } from "../../src/lib/search/fold";
import type { DateType, DraftStatus, MessageStatus, SortColumn } from "./types";

export interface DateFilter {
  date: DateType;
  dateFrom: string;
  dateTo: string;
}

export interface FilterCriteria {
  categories: string[];
  messageStatuses: MessageStatus[];
  draftStatuses: DraftStatus[];
  important: boolean;
  requiresReply: boolean;
  dates: DateFilter | null;
  /** Decision 85: a user id, "NOBODY" (unassigned) or null (no filter). */
  assignee: number | "NOBODY" | null;
  /** Decision 85: true handled only, false not handled only, null no filter. */
  handled: boolean | null;
}

export interface ListParams {
  page: number;
  size: number;
  sort: SortColumn;
  sortType: "ASC" | "DESC";
  /** Search text folded by the shared rule, 3+ characters, or null (decisions 48, 82). */
  search: string | null;
  criteria: FilterCriteria;
}

/** filterCriteria as the contract accepts it (also the whole body of the expiring call). */
export interface FilterCriteriaRequest {
  categories?: string[];
  messageStatuses?: MessageStatus[];
  draftStatuses?: DraftStatus[];
  important?: boolean;
  requiresReply?: boolean;
  dates?: DateFilter;
  assignee?: "ME" | "NOBODY" | number;
  handled?: boolean;
}

/** CorrespondenceSearchRequest as the contract accepts it (search and detail bodies). */
export interface SearchRequest {
  requestPage: number;
  size: number;
  sort?: SortColumn;
  sortType?: "ASC" | "DESC";
  search?: string;
  searchType?: "ALL" | "ALLS" | null;
  filterCriteria?: FilterCriteriaRequest;
}

function distinct<T extends string>(values: readonly T[] | undefined): T[] {
  return [...new Set((values ?? []).filter((v) => v !== ""))];
}

/** `sessionUserId` resolves decision 85's `assignee: "ME"`; a caller without a session user never sends it. */
export function toFilterCriteria(request: FilterCriteriaRequest = {}, sessionUserId?: number): FilterCriteria {
  const assignee = request.assignee ?? null;
  if (assignee === "ME" && sessionUserId === undefined) throw new Error('assignee "ME" needs the session user');
  return {
    categories: distinct(request.categories),
    messageStatuses: distinct(request.messageStatuses),
    draftStatuses: distinct(request.draftStatuses),
    important: request.important ?? false,
    requiresReply: request.requiresReply ?? false,
    dates: request.dates ?? null,
    assignee: assignee === "ME" ? (sessionUserId as number) : assignee,
    handled: request.handled ?? null,
  };
}

export function toListParams(request: SearchRequest, sessionUserId?: number): ListParams {
  return {
    page: request.requestPage,
    size: request.size,
    sort: request.sort ?? "RECEIVED_DATE",
    sortType: request.sortType ?? "DESC",
    search: searchNeedle(request.search),
    criteria: toFilterCriteria(request.filterCriteria, sessionUserId),
  };
}
