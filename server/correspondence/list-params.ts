/**
 * Parsing of the inbox list parameters (CorrespondenceSearchRequest, decisions 46-49) and of
 * filterCriteria. Missing values take the defaults (page 0, size 10, RECEIVED_DATE DESC); values of
 * the wrong type or outside the contract's ranges give 400 `invalid.format`.
 */
import { Errors } from "../http/errors";
import type { JsonObject } from "../http/request-body";
import { LOCAL_DATE_TIME } from "./dates";
import {
  DATE_TYPES,
  DRAFT_STATUSES,
  MESSAGE_STATUSES,
  SORT_COLUMNS,
  type DateType,
  type DraftStatus,
  type MessageStatus,
  type SortColumn,
} from "./types";

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
const SEARCH_MAX_LENGTH = 200;
const SEARCH_TYPES: readonly unknown[] = [null, undefined, "ALL", "ALLS"];

const invalid = () => Errors.badRequest("invalid.format");

function isAbsent(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

function integerIn(value: unknown, min: number, max: number, fallback: number): number {
  if (isAbsent(value)) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) throw invalid();
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  if (isAbsent(value)) return fallback;
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) throw invalid();
  return value as T;
}

function listOf<T extends string>(value: unknown, allowed: readonly T[] | null): T[] {
  if (isAbsent(value)) return [];
  if (!Array.isArray(value)) throw invalid();
  const items = value.filter((v) => v !== "" && !isAbsent(v));
  for (const item of items) {
    if (typeof item !== "string" || (allowed && !(allowed as readonly string[]).includes(item))) throw invalid();
  }
  return [...new Set(items as T[])];
}

function flag(value: unknown): boolean {
  if (isAbsent(value)) return false;
  if (typeof value !== "boolean") throw invalid();
  return value;
}

function dateFilter(value: unknown): DateFilter | null {
  if (isAbsent(value)) return null;
  if (typeof value !== "object" || Array.isArray(value)) throw invalid();
  const { date, dateFrom, dateTo } = value as JsonObject;
  if (typeof dateFrom !== "string" || !LOCAL_DATE_TIME.test(dateFrom)) throw invalid();
  if (typeof dateTo !== "string" || !LOCAL_DATE_TIME.test(dateTo)) throw invalid();
  return { date: oneOf(date ?? "", DATE_TYPES, "RECEIVED_DATE"), dateFrom, dateTo };
}

/** filterCriteria (also the whole body of the expiring call). */
export function parseFilterCriteria(value: unknown): FilterCriteria {
  if (isAbsent(value)) value = {};
  if (typeof value !== "object" || Array.isArray(value)) throw invalid();
  const c = value as JsonObject;
  return {
    categories: listOf<string>(c.categories, null),
    messageStatuses: listOf(c.messageStatuses, MESSAGE_STATUSES),
    draftStatuses: listOf(c.draftStatuses, DRAFT_STATUSES),
    important: flag(c.important),
    requiresReply: flag(c.requiresReply),
    dates: dateFilter(c.dates),
  };
}

export function parseListParams(body: JsonObject): ListParams {
  if (!SEARCH_TYPES.includes(body.searchType)) throw invalid();
  let search: string | null = null;
  if (!isAbsent(body.search)) {
    if (typeof body.search !== "string" || body.search.length > SEARCH_MAX_LENGTH) throw invalid();
    const trimmed = body.search.trim().toLocaleLowerCase("lt");
    search = trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null;
  }
  return {
    page: integerIn(body.requestPage, 0, 1_000_000, 0),
    size: integerIn(body.size, 1, 100, 10),
    sort: oneOf(body.sort, SORT_COLUMNS, "RECEIVED_DATE"),
    sortType: oneOf(body.sortType, ["ASC", "DESC"] as const, "DESC"),
    search,
    criteria: parseFilterCriteria(body.filterCriteria),
  };
}
