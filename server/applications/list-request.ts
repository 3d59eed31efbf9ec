/**
 * The ListRequest body of the application, dashboard and draft lists and their exports
 * (DECISIONS "Lists", decisions 60, 61 and 68): paging, sorting by the item's field names,
 * filteringData, searchingData, export columns and the userId rule. Malformed input is a 400
 * `invalid.format`; a userId other than the session's main account is a 403 `access.denied`.
 */
import { APPLICATION_DATE_TYPES, APPLICATION_STATUSES } from "../content/catalogue";
import type { Principal } from "../http/context";
import { Errors } from "../http/errors";
import type { JsonObject } from "../http/request-body";

export const IP_RIGHTS = ["trademark", "design"] as const;
export type IpRight = (typeof IP_RIGHTS)[number];
export const APPLICATION_TYPES = ["trademark", "design", "eservice"] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type DateType = (typeof APPLICATION_DATE_TYPES)[number];
export type SortType = "ASC" | "DESC";

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const SEARCH_MAX = 200;

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

function invalid(): never {
  throw Errors.badRequest("invalid.format");
}

function objectOrNull(value: unknown): JsonObject | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "object" || Array.isArray(value)) invalid();
  return value as JsonObject;
}

function integerIn(value: unknown, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) invalid();
  return value;
}

function stringList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return value === "" ? [] : [value];
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) invalid();
  return value as string[];
}

/** Decision 60: userId must be the session user's parentUserId, or its own userId without one. */
export function checkUserId(body: JsonObject, principal: Principal): void {
  const userId = body.userId;
  if (typeof userId !== "number" || !Number.isInteger(userId) || userId < 1) invalid();
  if (userId !== (principal.parentUserId ?? principal.userId)) throw Errors.accessDenied();
}

function parseFilters(raw: JsonObject | null): ListFilters {
  const filters: ListFilters = { ipRightType: null, formTypes: [], statuses: [], niceClasses: [], dates: null };
  if (!raw) return filters;
  if (raw.ipRightType !== undefined && raw.ipRightType !== null && raw.ipRightType !== "") {
    if (!isOneOf(IP_RIGHTS, raw.ipRightType)) invalid();
    filters.ipRightType = raw.ipRightType;
  }
  filters.formTypes = stringList(raw.formTypes).filter((t) => t !== "");
  // Option keys holding several statuses are split by the client; accept them unsplit too.
  const statuses = stringList(raw.status).flatMap((s) => s.split(",").map((part) => part.trim())).filter((s) => s !== "");
  if (!statuses.every((s) => isOneOf(APPLICATION_STATUSES, s))) invalid();
  filters.statuses = statuses as ApplicationStatus[];
  if (raw.niceClass !== undefined && raw.niceClass !== null) {
    const classes = Array.isArray(raw.niceClass) ? raw.niceClass : [raw.niceClass];
    filters.niceClasses = classes.map((n: unknown) => integerIn(n, 1, 45));
  }
  const dates = objectOrNull(raw.dates);
  if (dates) {
    const { date, dateFrom, dateTo } = dates;
    if (!isOneOf(APPLICATION_DATE_TYPES, date)) invalid();
    if (typeof dateFrom !== "string" || !LOCAL_DATE_TIME.test(dateFrom)) invalid();
    if (typeof dateTo !== "string" || !LOCAL_DATE_TIME.test(dateTo)) invalid();
    filters.dates = { type: date, from: dateFrom, to: dateTo };
  }
  return filters;
}

function parseColumns(raw: unknown, sortable: readonly string[]): ExportColumn[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) invalid();
  return raw.map((entry: unknown) => {
    const column = objectOrNull(entry);
    if (!column || !isOneOf(sortable, column.field) || typeof column.header !== "string") invalid();
    return { field: column.field, header: column.header.toLocaleUpperCase() };
  });
}

/** Parses a ListRequest; `principal` enforces the userId rule. */
export function parseListRequest(body: JsonObject, principal: Principal, defaults: ListDefaults): ListQuery {
  checkUserId(body, principal);
  const paging = objectOrNull(body.paginationData);
  const page = paging?.page === undefined ? 0 : integerIn(paging.page, 0, Number.MAX_SAFE_INTEGER);
  const size = paging?.size === undefined ? defaults.size : integerIn(paging.size, 1, 100);
  const sorting = objectOrNull(body.sortingData);
  let sortColumn = defaults.sortColumn;
  let sortType = defaults.sortType;
  if (sorting) {
    if (!isOneOf(defaults.sortable, sorting.sortColumn) || !isOneOf(["ASC", "DESC"] as const, sorting.sortType)) invalid();
    sortColumn = sorting.sortColumn;
    sortType = sorting.sortType;
  }
  const searching = objectOrNull(body.searchingData);
  let search = "";
  if (searching && searching.search !== undefined && searching.search !== null) {
    if (typeof searching.search !== "string" || searching.search.length > SEARCH_MAX) invalid();
    search = searching.search.trim().toLocaleLowerCase();
  }
  return {
    page,
    size,
    sortColumn,
    sortType,
    filters: parseFilters(objectOrNull(body.filteringData)),
    search,
    columns: parseColumns(body.columns, defaults.sortable),
  };
}

export const EXPORT_TYPES = ["excel", "pdf"] as const;

/** The paged response shape of DECISIONS "Lists". */
export function pageBody<T>(content: T[], total: number, query: ListQuery) {
  return { content, totalResults: total, pageSize: query.size, pageNumber: query.page, numberOfElements: content.length };
}

/** The count calls' body `{userId}` (decision 60). */
export function parseCountRequest(body: JsonObject, principal: Principal): void {
  checkUserId(body, principal);
}
