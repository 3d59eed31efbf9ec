/**
 * Queries of the correspondence feature (TanStack Query `queryOptions` factories): the inbox
 * page, a thread with its pager (the body carries the current list parameters, decision 47)
 * and the expiring messages.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { toSearchRequest, type InboxSearch } from "../list-params";
import {
  CorrespondenceListResponseSchema,
  CorrespondenceMessageSchema,
  ExpiringMessagesResponseSchema,
  type FilterCriteria,
} from "./schemas";

export const correspondenceKeys = {
  all: ["correspondence"] as const,
  lists: () => ["correspondence", "list"] as const,
  list: (search: InboxSearch) => ["correspondence", "list", toSearchRequest(search)] as const,
  details: () => ["correspondence", "detail"] as const,
  detail: (id: number, search: InboxSearch) => ["correspondence", "detail", id, toSearchRequest(search, "ALLS")] as const,
  expiring: (criteria: FilterCriteria) => ["correspondence", "expiring", criteria] as const,
};

export const correspondenceQueries = {
  list: (search: InboxSearch) =>
    queryOptions({
      queryKey: correspondenceKeys.list(search),
      queryFn: ({ signal }) =>
        apiRequest({
          method: "POST",
          path: "/correspondences/message/search",
          json: toSearchRequest(search),
          schema: CorrespondenceListResponseSchema,
          signal,
        }),
      // Paging and sorting keep the rows on screen until the next page arrives.
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  detail: (id: number, search: InboxSearch) =>
    queryOptions({
      queryKey: correspondenceKeys.detail(id, search),
      queryFn: ({ signal }) =>
        apiRequest({
          method: "POST",
          path: `/correspondences/message/detail/${id}`,
          json: toSearchRequest(search, "ALLS"),
          schema: CorrespondenceMessageSchema,
          signal,
        }),
      staleTime: 0,
    }),
  expiring: (criteria: FilterCriteria) =>
    queryOptions({
      queryKey: correspondenceKeys.expiring(criteria),
      queryFn: ({ signal }) =>
        apiRequest({
          method: "POST",
          path: "/correspondences/message/expiring",
          json: criteria,
          schema: ExpiringMessagesResponseSchema,
          signal,
        }),
      staleTime: 5 * 60_000,
    }),
};
