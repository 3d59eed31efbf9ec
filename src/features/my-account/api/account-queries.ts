/** Account details query (`GET /account/details?userName=`, decision 27). */
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { AccountDetailsSchema } from "./schemas";

export const accountQueryKeys = {
  all: ["account"] as const,
  details: (userName: string) => ["account", "details", userName] as const,
};

export const accountQueries = {
  details: (userName: string) =>
    queryOptions({
      queryKey: accountQueryKeys.details(userName),
      queryFn: ({ signal }) =>
        apiRequest({ path: "/account/details", query: { userName }, schema: AccountDetailsSchema, signal }),
    }),
};
