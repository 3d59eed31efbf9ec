/**
 * The `ListRequest` body of the application, dashboard and draft lists and their exports
 * (contract `ListRequest`, DECISIONS "Lists", decisions 60, 61, 68) and the filter rules of
 * spec 2 §5:
 * - empty values are left out;
 * - a date filter needs its type, start and end, sent as `T00:00:00` … `T23:59:59`;
 * - status option keys holding several statuses ("A,B") are split;
 * - the Nice class is an integer from 1 to 45;
 * - changing `ipRightType` removes `formTypes` (see `changeIpRightType`).
 */
export const NICE_CLASS_MIN = 1;
export const NICE_CLASS_MAX = 45;

/** The filter form's values (as kept in the URL); dates are `YYYY-MM-DD`. */
export interface ListFilterValues {
  ipRightType?: string;
  formTypes?: string[];
  /** Option keys, possibly comma-separated groups. */
  status?: string[];
  niceClass?: number;
  dateType?: string;
  dateFrom?: string;
  dateTo?: string;
}

export interface FilteringData {
  ipRightType?: string;
  formTypes?: string[];
  status?: string[];
  niceClass?: number[];
  dates?: { date: string; dateFrom: string; dateTo: string };
}

export interface ExportColumn {
  field: string;
  /** Upper-cased (spec 2 §5 "Export column headers are uppercased"). */
  header: string;
}

export interface ListRequest {
  paginationData: { page: number; size: number };
  sortingData: { sortColumn: string; sortType: "ASC" | "DESC" };
  filteringData?: FilteringData;
  searchingData?: { search: string };
  isDraft?: boolean;
  columns?: ExportColumn[];
  userId: number;
}

/** A list's sort: the column (item field name) and direction. */
export interface ListSort {
  column: string;
  direction: "ASC" | "DESC";
}

export interface ListRequestInput {
  page: number;
  size: number;
  sort: ListSort;
  filters?: ListFilterValues;
  search?: string;
  isDraft?: boolean;
  columns?: ExportColumn[];
  userId: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` → the range start `YYYY-MM-DDT00:00:00`. */
export function rangeStart(day: string): string {
  return `${day}T00:00:00`;
}

/** `YYYY-MM-DD` → the range end `YYYY-MM-DDT23:59:59`. */
export function rangeEnd(day: string): string {
  return `${day}T23:59:59`;
}

/** The date filter, only when type, start and end are all given and valid. */
export function dateRange(type: string | undefined, from: string | undefined, to: string | undefined): FilteringData["dates"] {
  if (!type || !from || !to || !DAY.test(from) || !DAY.test(to)) return undefined;
  return { date: type, dateFrom: rangeStart(from), dateTo: rangeEnd(to) };
}

/** Splits comma-separated status keys, trims them, drops empties and duplicates. */
export function splitStatuses(keys: readonly string[] | undefined): string[] {
  const parts = (keys ?? []).flatMap((key) => key.split(",")).map((part) => part.trim()).filter(Boolean);
  return [...new Set(parts)];
}

export function isValidNiceClass(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= NICE_CLASS_MIN && value <= NICE_CLASS_MAX;
}

/** Parses the Nice class input: an integer 1..45, else undefined. */
export function parseNiceClass(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return isValidNiceClass(value) ? value : undefined;
}

/** New filter values with another IP right: the form types of the old one go away. */
export function changeIpRightType(filters: ListFilterValues, ipRightType: string | undefined): ListFilterValues {
  if ((filters.ipRightType ?? undefined) === (ipRightType || undefined)) return filters;
  const { formTypes: _dropped, ...rest } = filters;
  return { ...rest, ipRightType: ipRightType || undefined };
}

/** filteringData of the request, or undefined when no filter is set. */
export function buildFilteringData(filters: ListFilterValues | undefined): FilteringData | undefined {
  if (!filters) return undefined;
  const data: FilteringData = {};
  if (filters.ipRightType) data.ipRightType = filters.ipRightType;
  const formTypes = (filters.formTypes ?? []).filter(Boolean);
  if (formTypes.length > 0) data.formTypes = formTypes;
  const status = splitStatuses(filters.status);
  if (status.length > 0) data.status = status;
  if (isValidNiceClass(filters.niceClass)) data.niceClass = [filters.niceClass];
  const dates = dateRange(filters.dateType, filters.dateFrom, filters.dateTo);
  if (dates) data.dates = dates;
  return Object.keys(data).length > 0 ? data : undefined;
}

/** True when any filter value would reach the request. */
export function hasActiveFilters(filters: ListFilterValues | undefined): boolean {
  return buildFilteringData(filters) !== undefined;
}

export function buildListRequest(input: ListRequestInput): ListRequest {
  const request: ListRequest = {
    paginationData: { page: input.page, size: input.size },
    sortingData: { sortColumn: input.sort.column, sortType: input.sort.direction },
    userId: input.userId,
  };
  const filteringData = buildFilteringData(input.filters);
  if (filteringData) request.filteringData = filteringData;
  const search = input.search?.trim();
  if (search) request.searchingData = { search };
  if (input.isDraft !== undefined) request.isDraft = input.isDraft;
  if (input.columns && input.columns.length > 0) request.columns = input.columns;
  return request;
}

/** Export columns from the screen's column fields and (translated) headers, upper-cased. */
export function exportColumns(columns: readonly { field: string; header: string }[]): ExportColumn[] {
  return columns.map(({ field, header }) => ({ field, header: header.toLocaleUpperCase() }));
}

export const EXPORT_TYPES = ["excel", "pdf"] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** Spec 2 §5: the export type must be excel or pdf, otherwise nothing is requested. */
export function isExportType(value: unknown): value is ExportType {
  return typeof value === "string" && (EXPORT_TYPES as readonly string[]).includes(value);
}
