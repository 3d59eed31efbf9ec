/**
 * The account whose device copies a query reads and writes: the signed-in user of the
 * session query (restored from the persisted cache when offline). Null before sign-in.
 */
import type { QueryClient } from "@tanstack/react-query";
import { sessionQueries } from "@/lib/session";

export function offlineAccountOf(client: QueryClient): number | null {
  return client.getQueryData(sessionQueries.me().queryKey)?.userId ?? null;
}
