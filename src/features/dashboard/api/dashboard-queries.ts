/**
 * Dashboard queries (spec 2 §2, §9; DECISIONS "Lists"): the recent applications (5 per page,
 * `id DESC`) and the polled homepage count that tells when to reload them (the counts of
 * applications waiting for payment or signature are the cart's and the signatures', read
 * through src/lib/counts). Poll failures are only logged (spec 2 §7).
 */
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { buildListRequest } from "@/lib/lists";
import { CountSchema, DashboardPageSchema } from "./schemas";

export const DASHBOARD_PAGE_SIZE = 5;
export const DASHBOARD_SORT = { column: "id", direction: "DESC" } as const;

export const dashboardQueryKeys = {
  all: ["dashboard"] as const,
  recentAll: (userId: number) => ["dashboard", "recent", userId] as const,
  recent: (userId: number, page: number) => ["dashboard", "recent", userId, page] as const,
  count: (userId: number) => ["dashboard", "count", userId] as const,
};

async function loggedCount(path: string, userId: number, signal: AbortSignal): Promise<number> {
  try {
    const { count } = await apiRequest({ method: "POST", path, json: { userId }, schema: CountSchema, signal });
    return count;
  } catch (error) {
    if (!signal.aborted) console.warn(`count ${path} failed`, error);
    throw error;
  }
}

export const dashboardQueries = {
  recent: (userId: number, page: number) =>
    queryOptions({
      queryKey: dashboardQueryKeys.recent(userId, page),
      queryFn: ({ signal }) =>
        apiRequest({
          method: "POST",
          path: "/applications/homepage",
          json: buildListRequest({ page, size: DASHBOARD_PAGE_SIZE, sort: DASHBOARD_SORT, userId }),
          schema: DashboardPageSchema,
          signal,
        }),
    }),
  count: (userId: number) =>
    queryOptions({
      queryKey: dashboardQueryKeys.count(userId),
      queryFn: ({ signal }) => loggedCount("/applications/homepage/count", userId, signal),
      retry: false,
    }),
};
