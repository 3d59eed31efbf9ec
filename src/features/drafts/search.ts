/**
 * URL state of /my-drafts (tab, sort, page) and its rules: tabs by role, changing the tab
 * resets page and sort (spec 2 §4), sorting toggles with `nextSort`.
 */
import { nextSort } from "@/components/data-table/sorting";
import type { SessionUser } from "@/lib/api";
import { buildListRequest, type ListRequest, type ListSort } from "@/lib/lists";
import { hasIpRightRole, hasRole, mainUserId } from "@/lib/session";
import type { DraftTab } from "./api/drafts-queries";

export const DRAFT_TABS = ["trademark", "design", "eservice"] as const satisfies readonly DraftTab[];
export const DEFAULT_DRAFT_SORT: ListSort = { column: "lastModifiedDate", direction: "DESC" };
export const DRAFT_PAGE_SIZE = 10;

export interface DraftsSearch {
  tab?: DraftTab;
  page?: number;
  size?: number;
  sort?: string;
  dir?: "ASC" | "DESC";
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

function count(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export function validateDraftsSearch(raw: Record<string, unknown>): DraftsSearch {
  const search: DraftsSearch = {
    tab: oneOf(DRAFT_TABS, raw.tab),
    page: count(raw.page, 0, Number.MAX_SAFE_INTEGER),
    size: count(raw.size, 1, 100),
    sort: typeof raw.sort === "string" && raw.sort !== "" ? raw.sort : undefined,
    dir: oneOf(["ASC", "DESC"] as const, raw.dir),
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as DraftsSearch;
}

export function draftTabsFor(user: SessionUser): DraftTab[] {
  const tabs: DraftTab[] = [];
  if (hasRole(user, "ROLE_TRADEMARKS")) tabs.push("trademark");
  if (hasRole(user, "ROLE_DESIGNS")) tabs.push("design");
  if (hasIpRightRole(user)) tabs.push("eservice");
  return tabs;
}

export function activeDraftTab(search: DraftsSearch, tabs: readonly DraftTab[]): DraftTab {
  return search.tab && tabs.includes(search.tab) ? search.tab : (tabs[0] ?? "trademark");
}

export function draftSortOf(search: DraftsSearch): ListSort {
  return search.sort ? { column: search.sort, direction: search.dir ?? "ASC" } : DEFAULT_DRAFT_SORT;
}

export function withDraftTab(search: DraftsSearch, tab: DraftTab): DraftsSearch {
  return { tab, size: search.size };
}

export function withDraftSort(search: DraftsSearch, column: string): DraftsSearch {
  const next = nextSort(draftSortOf(search), column);
  return { ...search, sort: next.column, dir: next.direction, page: undefined };
}

export function draftsRequest(search: DraftsSearch, user: SessionUser): ListRequest {
  return buildListRequest({
    page: search.page ?? 0,
    size: search.size ?? DRAFT_PAGE_SIZE,
    sort: draftSortOf(search),
    isDraft: true,
    userId: mainUserId(user),
  });
}
