/**
 * Payments queries (DECISIONS "Lists", decision 73): the whole cart in one server sort (the
 * client filters by type and pages it), and one page of the payment history.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { SortState } from "@/components/data-table/sorting";
import { CartSchema, PaymentHistoryPageSchema } from "./schemas";

export const CART_SORT_COLUMNS = [
  "ID",
  "FILING_NUMBER",
  "TYPE",
  "STATUS",
  "DENOMINATION",
  "USER_REFERENCE",
  "APPLICATION_NUMBER",
  "REGISTRATION_NUMBER",
  "APPLICANT",
  "LAST_SUBMIT_DATE",
  "FEES",
] as const;
export type CartSortColumn = (typeof CART_SORT_COLUMNS)[number];
export const DEFAULT_CART_SORT: SortState<CartSortColumn> = {
  column: "ID",
  direction: "DESC",
};

export const HISTORY_SORT_COLUMNS = ["PAYMENT_DATE", "PAYER", "PAYMENT_METHOD", "PAYMENT_TOTAL_COST"] as const;
export type HistorySortColumn = (typeof HISTORY_SORT_COLUMNS)[number];
export const DEFAULT_HISTORY_SORT: SortState<HistorySortColumn> = {
  column: "PAYMENT_DATE",
  direction: "DESC",
};

export interface HistoryRequest {
  requestPage: number;
  size: number;
  sort: HistorySortColumn;
  sortType: "ASC" | "DESC";
  filterCriteria?: { ipRightTypes: string[] };
  search?: string;
}

export const HISTORY_PAGE_SIZE = 10;
/** The page the history tab opens with (no filter, default sort): its route loader reads it. */
export const FIRST_HISTORY_REQUEST: HistoryRequest = {
  requestPage: 0,
  size: HISTORY_PAGE_SIZE,
  sort: DEFAULT_HISTORY_SORT.column,
  sortType: DEFAULT_HISTORY_SORT.direction,
};

export const paymentsQueryKeys = {
  all: ["payments"] as const,
  cart: () => ["payments", "cart"] as const,
  cartSorted: (sort: SortState<CartSortColumn>) => ["payments", "cart", sort.column, sort.direction] as const,
  history: () => ["payments", "history"] as const,
  historyPage: (request: HistoryRequest) => ["payments", "history", request] as const,
};

export const paymentsQueries = {
  cart: (sort: SortState<CartSortColumn> = DEFAULT_CART_SORT) =>
    queryOptions({
      queryKey: paymentsQueryKeys.cartSorted(sort),
      queryFn: ({ signal }) =>
        apiRequest({
          method: "POST",
          path: "/payments/shoppingCart",
          json: { sort: sort.column, sortType: sort.direction },
          schema: CartSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  history: (request: HistoryRequest) =>
    queryOptions({
      queryKey: paymentsQueryKeys.historyPage(request),
      queryFn: ({ signal }) =>
        apiRequest({
          method: "POST",
          path: "/payments/history/search",
          json: request,
          schema: PaymentHistoryPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};
