/** Child accounts list (`GET /child/details`, decision 36): page 0, size 10, firstName ASC by default. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { SortState } from "@/components/data-table/sorting";
import { apiRequest } from "@/lib/api";
import { ChildAccountPageSchema } from "./schemas";

export const CHILD_SORT_COLUMNS = ["firstName", "lastName", "email", "status", "lastLoginDateTime"] as const;
export type ChildSortColumn = (typeof CHILD_SORT_COLUMNS)[number];
export const DEFAULT_CHILD_SORT: SortState<ChildSortColumn> = { column: "firstName", direction: "ASC" };
export const CHILD_PAGE_SIZE = 10;

export interface ChildListRequest {
  page: number;
  sort: SortState<ChildSortColumn>;
}

/** The page the child-accounts tab opens with: its route loader reads it. */
export const FIRST_CHILD_PAGE: ChildListRequest = { page: 0, sort: DEFAULT_CHILD_SORT };

export const childQueryKeys = {
  all: ["child-accounts"] as const,
  page: (request: ChildListRequest) => ["child-accounts", "page", request] as const,
  one: (userName: string) => ["child-accounts", "one", userName] as const,
};

export const childQueries = {
  page: (request: ChildListRequest) =>
    queryOptions({
      queryKey: childQueryKeys.page(request),
      queryFn: ({ signal }) =>
        apiRequest({
          path: "/child/details",
          query: { page: request.page, size: CHILD_PAGE_SIZE, sort: request.sort.column, sortType: request.sort.direction },
          schema: ChildAccountPageSchema,
          signal,
        }),
      // Paging and sorting keep the rows on screen until the next page arrives.
      placeholderData: keepPreviousData,
    }),
  /** One child by user name (its e-mail), or null when the parent has no such child. */
  one: (userName: string) =>
    queryOptions({
      queryKey: childQueryKeys.one(userName),
      queryFn: async ({ signal }) => {
        const page = await apiRequest({ path: "/child/details", query: { userName }, schema: ChildAccountPageSchema, signal });
        return page.content[0] ?? null;
      },
    }),
};
