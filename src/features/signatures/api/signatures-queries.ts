/** The signature list (`POST /signatures`, decision 73): the whole list, sorted by the server; the client pages it. */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { SortState } from "@/components/data-table/sorting";
import { apiRequest } from "@/lib/api";
import { SignatureListSchema } from "./schemas";

export const SIGNATURE_SORT_COLUMNS = ["eserviceCode", "userReference", "applicationNumber", "registrationNumber", "filingNumber"] as const;
export type SignatureSortColumn = (typeof SIGNATURE_SORT_COLUMNS)[number];
export const DEFAULT_SIGNATURE_SORT: SortState<SignatureSortColumn> = { column: "eserviceCode", direction: "ASC" };

export const signaturesQueryKeys = {
  all: ["signatures"] as const,
  list: (sort: SortState<SignatureSortColumn>) => ["signatures", sort.column, sort.direction] as const,
};

export const signaturesQueries = {
  list: (sort: SortState<SignatureSortColumn> = DEFAULT_SIGNATURE_SORT) =>
    queryOptions({
      queryKey: signaturesQueryKeys.list(sort),
      queryFn: ({ signal }) =>
        apiRequest({
          method: "POST",
          path: "/signatures",
          json: { sortColumn: sort.column, sortType: sort.direction },
          schema: SignatureListSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};
