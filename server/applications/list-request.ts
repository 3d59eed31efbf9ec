/**
 * The ListRequest body of the application, dashboard and draft lists and their exports
 * (DECISIONS "Lists", decisions 60, 61 and 68): paging, sorting by the item's field names,
 * filteringData, searchingData, export columns and the userId rule, from the body the contract
 * validator accepted. A sort or export column this list does not offer is a 400
 * `invalid.format`; a userId other than the session's main account is a 403 `access.denied`.
 */
import type { APPLICATION_DATE_TYPES, APPLICATION_STATUSES } from "../content/catalogue";
import type { Principal } from "../http/context";
import { Errors } from "../http/errors";

export const IP_RIGHTS = ["trademark", "design"] as const;
export type IpRight = (typeof IP_RIGHTS)[number];
export const APPLICATION_TYPES = ["trademark", "design", "eservice"] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type DateType = (typeof APPLICATION_DATE_TYPES)[number];
export type SortType = "ASC" | "DESC";

export interface ListFilters {
  ipRightType: IpRight | null;
  formTypes: string[];
  statuses: ApplicationStatus[];
  niceClasses: number[];
  dates: { type: DateType; from: string; to: string } | null;
}

export interface ExportColumn {
  field: string;
  header: string;
}

export interface ListQuery {
  page: number;
  size: number;
  sortColumn: string;
  sortType: SortType;
  filters: ListFilters;
  /** Trimmed, lower-cased search text; "" for none. */
  search: string;
  columns: ExportColumn[];
}

export interface ListDefaults {
  size: number;
  sortColumn: string;
  sortType: SortType;
  /** The sort columns (item field names) this list accepts. */
  sortable: readonly string[];
}

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/** ListRequest as the contract validator accepted it (types, ranges and value sets checked there). */
export interface ListRequestBody {
  paginationData?: { page?: number; size?: number };
  sortingData?: { sortColumn: string; sortType: SortType };
  filteringData?: {
    ipRightType?: IpRight;
    formTypes?: string[];
    status?: ApplicationStatus[];
    niceClass?: number[];
    dates?: { date: DateType; dateFrom: string; dateTo: string };
  };
  searchingData?: { search?: string };
  columns?: ExportColumn[];
  isDraft?: boolean;
  userId: number;
}

/** Decision 60: userId must be the session user's parentUserId, or its own userId without one. */
export function checkUserId(body: { userId: number }, principal: Principal): void {
  if (body.userId !== (principal.parentUserId ?? principal.userId)) throw Errors.accessDenied();
}

function toFilters(raw: ListRequestBody["filteringData"] = {}): ListFilters {
  return {
    ipRightType: raw.ipRightType ?? null,
    formTypes: (raw.formTypes ?? []).filter((t) => t !== ""),
    statuses: [...new Set(raw.status ?? [])],
    niceClasses: raw.niceClass ?? [],
    dates: raw.dates ? { type: raw.dates.date, from: raw.dates.dateFrom, to: raw.dates.dateTo } : null,
  };
}

/**
 * The list query of a validated ListRequest; `principal` enforces the userId rule. Sort and export
 * columns must be ones this list offers (`defaults.sortable`), else 400 `invalid.format`.
 */
export function parseListRequest(body: ListRequestBody, principal: Principal, defaults: ListDefaults): ListQuery {
  checkUserId(body, principal);
  const sortColumn = body.sortingData?.sortColumn ?? defaults.sortColumn;
  const columns = (body.columns ?? []).map((c) => ({ field: c.field, header: c.header.toLocaleUpperCase() }));
  if (!isOneOf(defaults.sortable, sortColumn) || columns.some((c) => !isOneOf(defaults.sortable, c.field))) {
    throw Errors.badRequest("invalid.format");
  }
  return {
    page: body.paginationData?.page ?? 0,
    size: body.paginationData?.size ?? defaults.size,
    sortColumn,
    sortType: body.sortingData?.sortType ?? defaults.sortType,
    filters: toFilters(body.filteringData),
    search: body.searchingData?.search?.trim().toLocaleLowerCase() ?? "",
    columns,
  };
}

export const EXPORT_TYPES = ["excel", "pdf"] as const;

/** The paged response shape of DECISIONS "Lists". */
export function pageBody<T>(content: T[], total: number, query: ListQuery) {
  return { content, totalResults: total, pageSize: query.size, pageNumber: query.page, numberOfElements: content.length };
}

/** The count calls' body `{userId}` (decision 60). */
export function parseCountRequest(body: { userId: number }, principal: Principal): void {
  checkUserId(body, principal);
}
