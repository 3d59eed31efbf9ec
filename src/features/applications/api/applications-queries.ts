/**
 * My-applications list query (`POST /applications/{tab}`, DECISIONS "Lists"): the request body
 * is built from the route's search (../search.ts) so the loader and the screen share the key.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { ApplicationTab } from "@/lib/navigation/history-state";
import type { ListRequest } from "@/lib/lists";
import { ApplicationPageSchema } from "./schemas";

export const applicationsQueryKeys = {
  all: ["applications"] as const,
  lists: () => ["applications", "list"] as const,
  list: (tab: ApplicationTab, request: ListRequest) => ["applications", "list", tab, request] as const,
};

export const applicationsQueries = {
  list: (tab: ApplicationTab, request: ListRequest) =>
    queryOptions({
      queryKey: applicationsQueryKeys.list(tab, request),
      queryFn: ({ signal }) =>
        apiRequest({ method: "POST", path: `/applications/${tab}`, json: request, schema: ApplicationPageSchema, signal }),
      // Paging and sorting keep the old rows on screen until the new ones arrive.
      placeholderData: keepPreviousData,
    }),
};
