/**
 * The inbox's list parameters as URL search params (so a reload, the back button and a shared
 * link restore the view) and the request built from them (spec 2 §5, DECISIONS "Lists",
 * decisions 46-49):
 * - `page` in the URL counts from 1; the request's `requestPage` from 0;
 * - size 10 by default, offered in tens; default sort RECEIVED_DATE descending;
 * - search only when the trimmed text has 3+ characters;
 * - empty filter values are left out; NEW/READ go to `messageStatuses`, DRAFT/SENT to
 *   `draftStatuses` (option keys with commas are split); a date filter needs its type, start
 *   and end and is sent from `T00:00:00` to `T23:59:59`.
 */
import {
  DATE_TYPES,
  DRAFT_STATUSES,
  MESSAGE_STATUSES,
  SORT_COLUMNS,
  type CorrespondenceSearchRequest,
  type DateType,
  type DraftStatus,
  type FilterCriteria,
  type MessageStatus,
  type SortColumn,
} from "./api/schemas";
import { isDay } from "./dates";

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_SORT: SortColumn = "RECEIVED_DATE";
export const DEFAULT_SORT_TYPE = "DESC";
export const SEARCH_MIN_LENGTH = 3;
const SEARCH_MAX_LENGTH = 200;

export interface InboxFilters {
  category?: string;
  /** A status option key (NEW, READ, DRAFT, SENT), possibly several separated by commas. */
  status?: string;
  important?: boolean;
  requiresReply?: boolean;
  dateType?: DateType;
  /** `YYYY-MM-DD`. */
  dateFrom?: string;
  dateTo?: string;
  /** Decision 85: "ME", "NOBODY" or a user id (the views "Assigned to me" and "Unassigned"). */
  assignee?: string;
  /** Decision 85: true handled letters only, false those not handled. */
  handled?: boolean;
}

/** The inbox's views: all messages (absent), or the letters that still need a reply. */
export const INBOX_VIEWS = ["needs-reply"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export interface InboxSearch extends InboxFilters {
  view?: InboxView;
  /** 1-based; absent means the first page. */
  page?: number;
  size?: number;
  sort?: SortColumn;
  sortType?: "ASC" | "DESC";
  search?: string;
}

export const FILTER_KEYS = ["category", "status", "important", "requiresReply", "dateType", "dateFrom", "dateTo"] as const;

function text(value: unknown, max = SEARCH_MAX_LENGTH): string | undefined {
  if (typeof value === "number") value = String(value);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : undefined;
}

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= 1 && number <= 100_000 ? number : undefined;
}

function flag(value: unknown): true | undefined {
  return value === true || value === "true" ? true : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Decision 85's assignee filter: ME, NOBODY or a user id. */
function assigneeOf(value: unknown): string | undefined {
  if (value === "ME" || value === "NOBODY") return value;
  const id = positiveInt(value);
  return id === undefined ? undefined : String(id);
}

/** `validateSearch` of the inbox and thread routes: unknown or invalid values are dropped. */
export function validateInboxSearch(raw: Record<string, unknown>): InboxSearch {
  const page = positiveInt(raw.page);
  const size = positiveInt(raw.size);
  const search: InboxSearch = {
    view: oneOf(raw.view, INBOX_VIEWS),
    page: page !== undefined && page > 1 ? page : undefined,
    size: size !== undefined && size % 10 === 0 && size <= 100 && size !== DEFAULT_PAGE_SIZE ? size : undefined,
    sort: oneOf(raw.sort, SORT_COLUMNS),
    sortType: oneOf(raw.sortType, ["ASC", "DESC"] as const),
    search: text(raw.search),
    category: text(raw.category, 50),
    status: text(raw.status, 50),
    important: flag(raw.important),
    requiresReply: flag(raw.requiresReply),
    dateType: oneOf(raw.dateType, DATE_TYPES),
    dateFrom: isDay(raw.dateFrom) ? raw.dateFrom : undefined,
    dateTo: isDay(raw.dateTo) ? raw.dateTo : undefined,
    assignee: assigneeOf(raw.assignee),
    handled: raw.handled === true || raw.handled === "true" ? true : raw.handled === false || raw.handled === "false" ? false : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as InboxSearch;
}

/** The search text to send: trimmed, and only from 3 characters on. */
export function effectiveSearch(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? "";
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : undefined;
}

/** Splits status option keys into message and draft statuses. */
export function splitStatuses(status: string | undefined): { messageStatuses: MessageStatus[]; draftStatuses: DraftStatus[] } {
  const parts = [...new Set((status ?? "").split(",").map((part) => part.trim()).filter(Boolean))];
  return {
    messageStatuses: parts.filter((p): p is MessageStatus => (MESSAGE_STATUSES as readonly string[]).includes(p)),
    draftStatuses: parts.filter((p): p is DraftStatus => (DRAFT_STATUSES as readonly string[]).includes(p)),
  };
}

/** filterCriteria with empty values left out; undefined when nothing filters. */
export function buildFilterCriteria(filters: InboxFilters): FilterCriteria | undefined {
  const criteria: FilterCriteria = {};
  if (filters.category) criteria.categories = [filters.category];
  const { messageStatuses, draftStatuses } = splitStatuses(filters.status);
  if (messageStatuses.length > 0) criteria.messageStatuses = messageStatuses;
  if (draftStatuses.length > 0) criteria.draftStatuses = draftStatuses;
  if (filters.important) criteria.important = true;
  if (filters.requiresReply) criteria.requiresReply = true;
  if (filters.assignee) criteria.assignee = filters.assignee === "ME" || filters.assignee === "NOBODY" ? filters.assignee : Number(filters.assignee);
  if (filters.handled !== undefined) criteria.handled = filters.handled;
  if (filters.dateType && isDay(filters.dateFrom) && isDay(filters.dateTo)) {
    criteria.dates = { date: filters.dateType, dateFrom: `${filters.dateFrom}T00:00:00`, dateTo: `${filters.dateTo}T23:59:59` };
  }
  return Object.keys(criteria).length > 0 ? criteria : undefined;
}

/** The body of search (`searchType` null) and detail (`ALLS`, decision 46). */
export function toSearchRequest(search: InboxSearch, searchType: "ALLS" | null = null): CorrespondenceSearchRequest {
  const request: CorrespondenceSearchRequest = {
    requestPage: Math.max(0, (search.page ?? 1) - 1),
    size: search.size ?? DEFAULT_PAGE_SIZE,
    sort: search.sort ?? DEFAULT_SORT,
    sortType: search.sortType ?? (search.sort ? "ASC" : DEFAULT_SORT_TYPE),
    searchType,
  };
  const text = effectiveSearch(search.search);
  if (text) request.search = text;
  const criteria = buildFilterCriteria(search);
  if (criteria) request.filterCriteria = criteria;
  return request;
}

/** Only the list parameters (drops whatever else a route keeps in its search). */
export function listParamsOf(search: InboxSearch): InboxSearch {
  return validateInboxSearch(search as Record<string, unknown>);
}

/** New parameters after a filter change: page, sort (and with them the selection) reset. */
export function withFilters(current: InboxSearch, patch: InboxFilters): InboxSearch {
  const next: InboxSearch = { ...current, ...patch, page: undefined, sort: undefined, sortType: undefined };
  return validateInboxSearch(next as Record<string, unknown>);
}

/** Whether any filter is set (for the "Clear filters" button). */
export function hasFilters(search: InboxSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** The thread's search: the list parameters plus the navigation state of spec 2 §2. */
export interface ThreadSearch extends InboxSearch {
  /** A reply or draft to expand. */
  openReply?: number;
  /** Start a reply at once. */
  initiateReply?: true;
}

export function validateThreadSearch(raw: Record<string, unknown>): ThreadSearch {
  const search: ThreadSearch = validateInboxSearch(raw);
  const openReply = positiveInt(raw.openReply);
  if (openReply !== undefined) search.openReply = openReply;
  if (flag(raw.initiateReply)) search.initiateReply = true;
  return search;
}

/** The `$id` path parameter as a message id, or null when it is not one. */
export function parseMessageId(value: string): number | null {
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
