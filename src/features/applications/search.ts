/**
 * The URL state of /my-applications (tab, view, filters, search, sort, page) so that reload
 * and back restore the view, and the list rules of spec 2 §4 on it: changing tab or filter
 * resets the page to 0 and the sort to its default (the screen clears the selection with
 * them); sorting uses `nextSort` (ASC first, then toggles).
 */
import { nextSort } from "@/components/data-table/sorting";
import type { SessionUser } from "@/lib/api";
import { buildListRequest, changeIpRightType, isValidNiceClass, type ListFilterValues, type ListRequest, type ListSort } from "@/lib/lists";
import type { ApplicationsPreset, ApplicationTab } from "@/lib/navigation/history-state";
import { hasIpRightRole, hasRole, mainUserId } from "@/lib/session";

export const APPLICATION_TABS = ["all", "trademark", "design", "eservice"] as const satisfies readonly ApplicationTab[];
export const DEFAULT_SORT: ListSort = { column: "applicationDate", direction: "DESC" };
export const DEFAULT_PAGE_SIZE = 10;
export type ViewMode = "table" | "grid";

export interface ApplicationsSearch extends ListFilterValues {
  tab?: ApplicationTab;
  view?: ViewMode;
  page?: number;
  size?: number;
  sort?: string;
  dir?: "ASC" | "DESC";
  q?: string;
}

function text(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function count(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

function textList(value: unknown): string[] | undefined {
  const list = (Array.isArray(value) ? value : [value]).map(text).filter((v): v is string => v !== undefined);
  return list.length > 0 ? list : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: unknown) => (typeof value === "string" && DAY.test(value) ? value : undefined);

/** `validateSearch` of the route: unknown or malformed values are dropped. */
export function validateApplicationsSearch(raw: Record<string, unknown>): ApplicationsSearch {
  const search: ApplicationsSearch = {
    tab: oneOf(APPLICATION_TABS, raw.tab),
    view: oneOf(["table", "grid"] as const, raw.view),
    page: count(raw.page, 0, Number.MAX_SAFE_INTEGER),
    size: count(raw.size, 1, 100),
    sort: text(raw.sort),
    dir: oneOf(["ASC", "DESC"] as const, raw.dir),
    q: text(raw.q),
    ipRightType: oneOf(["trademark", "design"] as const, raw.ipRightType),
    formTypes: textList(raw.formTypes),
    status: textList(raw.status),
    niceClass: isValidNiceClass(count(raw.niceClass, 1, 45)) ? count(raw.niceClass, 1, 45) : undefined,
    dateType: text(raw.dateType),
    dateFrom: day(raw.dateFrom),
    dateTo: day(raw.dateTo),
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as ApplicationsSearch;
}

/** Tabs by role (spec 2 §2): all and eservice need either IP right, the others their own. */
export function tabsFor(user: SessionUser): ApplicationTab[] {
  if (!hasIpRightRole(user)) return [];
  const tabs: ApplicationTab[] = ["all"];
  if (hasRole(user, "ROLE_TRADEMARKS")) tabs.push("trademark");
  if (hasRole(user, "ROLE_DESIGNS")) tabs.push("design");
  tabs.push("eservice");
  return tabs;
}

export function activeTab(search: ApplicationsSearch, tabs: readonly ApplicationTab[]): ApplicationTab {
  return search.tab && tabs.includes(search.tab) ? search.tab : (tabs[0] ?? "all");
}

/** The grid/table switch works only on the trademark and design tabs. */
export function gridAllowed(tab: ApplicationTab): boolean {
  return tab === "trademark" || tab === "design";
}

export function viewOf(search: ApplicationsSearch, tab: ApplicationTab): ViewMode {
  return gridAllowed(tab) && search.view === "grid" ? "grid" : "table";
}

export function sortOf(search: ApplicationsSearch): ListSort {
  return search.sort ? { column: search.sort, direction: search.dir ?? "ASC" } : DEFAULT_SORT;
}

export function filtersOf(search: ApplicationsSearch): ListFilterValues {
  const { ipRightType, formTypes, status, niceClass, dateType, dateFrom, dateTo } = search;
  return { ipRightType, formTypes, status, niceClass, dateType, dateFrom, dateTo };
}

/** Without page, sort and filters: what survives a tab or filter change. */
function base(search: ApplicationsSearch): ApplicationsSearch {
  return { tab: search.tab, view: search.view, size: search.size, q: search.q };
}

export function withTab(search: ApplicationsSearch, tab: ApplicationTab): ApplicationsSearch {
  return { ...base(search), tab };
}

export function withFilters(search: ApplicationsSearch, filters: ListFilterValues): ApplicationsSearch {
  return { ...base(search), ...filters };
}

/** The filter form's IP right changed: its form types are removed (spec 2 §5). */
export function withIpRightType(filters: ListFilterValues, ipRightType: string | undefined): ListFilterValues {
  return changeIpRightType(filters, ipRightType);
}

export function withSort(search: ApplicationsSearch, column: string): ApplicationsSearch {
  const next = nextSort(search.sort ? { column: search.sort, direction: search.dir ?? "ASC" } : DEFAULT_SORT, column);
  return { ...search, sort: next.column, dir: next.direction, page: undefined };
}

export function withSearchText(search: ApplicationsSearch, q: string): ApplicationsSearch {
  return { ...search, q: q.trim() || undefined, page: undefined };
}

export function withPage(search: ApplicationsSearch, page: number): ApplicationsSearch {
  return { ...search, page: page > 0 ? page : undefined };
}

export function withPageSize(search: ApplicationsSearch, size: number): ApplicationsSearch {
  return { ...search, size: size === DEFAULT_PAGE_SIZE ? undefined : size, page: undefined };
}

/** Search of a navigation preset (dashboard link): its tab when allowed, and its search text. */
export function presetSearch(preset: ApplicationsPreset, tabs: readonly ApplicationTab[]): ApplicationsSearch {
  return { tab: tabs.includes(preset.tab) ? preset.tab : tabs[0], q: preset.search.trim() || undefined };
}

/** The list request of a search, for the screen and the loader alike. */
export function applicationsRequest(search: ApplicationsSearch, user: SessionUser): ListRequest {
  return buildListRequest({
    page: search.page ?? 0,
    size: search.size ?? DEFAULT_PAGE_SIZE,
    sort: sortOf(search),
    filters: filtersOf(search),
    search: search.q,
    isDraft: false,
    userId: mainUserId(user),
  });
}
