/**
 * The inbox list parameters (CorrespondenceSearchRequest, decisions 46-49) and filterCriteria, from
 * the bodies the contract validator accepted (types, ranges and value sets are checked there):
 * missing values take the defaults (page 0, size 10, RECEIVED_DATE DESC), empty list values are no
 * filter, and the search text counts from 3 characters, lower-cased (decision 48).
 */
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
}

export interface ListParams {
  page: number;
  size: number;
  sort: SortColumn;
  sortType: "ASC" | "DESC";
  /** Lower-cased search text of 3+ characters, or null (decision 48). */
  search: string | null;
  criteria: FilterCriteria;
}

export const SEARCH_MIN_LENGTH = 3;

/** filterCriteria as the contract accepts it (also the whole body of the expiring call). */
export interface FilterCriteriaRequest {
  categories?: string[];
  messageStatuses?: MessageStatus[];
  draftStatuses?: DraftStatus[];
  important?: boolean;
  requiresReply?: boolean;
  dates?: DateFilter;
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

export function toFilterCriteria(request: FilterCriteriaRequest = {}): FilterCriteria {
  return {
    categories: distinct(request.categories),
    messageStatuses: distinct(request.messageStatuses),
    draftStatuses: distinct(request.draftStatuses),
    important: request.important ?? false,
    requiresReply: request.requiresReply ?? false,
    dates: request.dates ?? null,
  };
}

export function toListParams(request: SearchRequest): ListParams {
  const search = request.search?.trim().toLocaleLowerCase("lt") ?? "";
  return {
    page: request.requestPage,
    size: request.size,
    sort: request.sort ?? "RECEIVED_DATE",
    sortType: request.sortType ?? "DESC",
    search: search.length >= SEARCH_MIN_LENGTH ? search : null,
    criteria: toFilterCriteria(request.filterCriteria),
  };
}
