/**
 * The app's QueryClient. Retries: a 4xx answer will not change by asking again and a
 * body that fails validation will not either; a network failure is retried twice and a
 * server error once. Cached data is kept for a day so the persister (./persister.ts)
 * can restore it.
 */
import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api";

/** How long unused query data is kept, and how old a persisted cache may be. */
export const QUERY_CACHE_MAX_AGE = 24 * 60 * 60 * 1000;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  if (error.kind === "network") return failureCount < 2;
  if (error.kind === "validation") return false;
  return error.status >= 500 && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        // At least the persister's maxAge, or restored data would be dropped at once.
        gcTime: QUERY_CACHE_MAX_AGE,
      },
      mutations: {
        // Mutations are not repeated behind the user's back (the outbox replays them).
        retry: false,
      },
    },
  });
}
