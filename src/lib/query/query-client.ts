/**
 * The app's QueryClient. Retries: a 4xx answer will not change by asking again and a
 * body that fails validation will not either; a network failure is retried twice and a
 * server error once. Cached data is kept for a day so the persister (./persister.ts)
 * can restore it.
 *
 * Screen data (./revalidation.ts `isScreenQueryKey`) goes through `screenQueryPersister`:
 * the device copy answers first (./device-persister.ts, loaded on first use so the sign-in
 * page does not carry it), a request the office leaves unanswered gives up after
 * REFRESH_GIVE_UP_MS, and every outcome tells the online status whether the office answers.
 */
import { onlineManager, QueryClient, type QueryFunctionContext, type QueryKey, type QueryPersister } from "@tanstack/react-query";
import { ApiError, isApiError, type SessionUser } from "@/lib/api";
import { isUnreachable } from "@/lib/offline/network-first";
import { reportServerReachable, reportServerUnreachable } from "@/lib/offline/online-status";
import { sessionQueryKeys } from "@/lib/session/session-queries";
import { REFRESH_GIVE_UP_MS, RETRY_FAILED_EVERY_MS, isDeviceCopy, isScreenQueryKey } from "./revalidation";

/** How long unused query data is kept, and how old a persisted cache may be. */
export const QUERY_CACHE_MAX_AGE = 24 * 60 * 60 * 1000;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  if (error.kind === "network") return failureCount < 2;
  if (error.kind === "validation") return false;
  return error.status >= 500 && failureCount < 1;
}

type QueryFn<T> = (context: QueryFunctionContext) => T | Promise<T>;

/**
 * The query function with a deadline: a silent office (a "connected" network that never
 * answers) fails the request after REFRESH_GIVE_UP_MS as a network error, so the screen says
 * it could not reach the office instead of "updating" forever.
 */
export function withGiveUp<T>(queryFn: QueryFn<T>, giveUpMs = REFRESH_GIVE_UP_MS): QueryFn<T> {
  return async (context) => {
    const deadline = AbortSignal.timeout(giveUpMs);
    const signal = AbortSignal.any([context.signal, deadline]);
    try {
      const value = await queryFn({ ...context, signal });
      reportServerReachable();
      return value;
    } catch (error) {
      if (deadline.aborted && !context.signal.aborted) {
        reportServerUnreachable();
        throw new ApiError({ kind: "network", status: 0, cause: error });
      }
      if (isUnreachable(error)) reportServerUnreachable();
      throw error;
    }
  };
}

function signedInUserId(client: QueryClient): number | null {
  return client.getQueryData<SessionUser | null>(sessionQueryKeys.me())?.userId ?? null;
}

/** The default `persister` of every query: screen data answers from the device first. */
const screenQueryPersister: QueryPersister<unknown, QueryKey> = (queryFn, context, query) => {
  if (!isScreenQueryKey(query.queryKey)) return queryFn(context);
  const run = withGiveUp(queryFn as QueryFn<unknown>);
  const userId = signedInUserId(context.client);
  if (userId === null) return run(context);
  return import("./device-persister").then(({ persistScreenQuery }) =>
    persistScreenQuery(userId, run, context as QueryFunctionContext, query),
  );
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        // At least the persister's maxAge, or restored data would be dropped at once.
        gcTime: QUERY_CACHE_MAX_AGE,
        // An answer just fetched (by a route loader) is not asked for again when its screen mounts
        // a moment later; older data is refreshed as usual.
        staleTime: 5_000,
        // Device copy first for screen data (see the header).
        persister: screenQueryPersister,
        // The query function runs offline too (the device copy answers); a failed attempt then
        // pauses until the connection returns instead of failing.
        networkMode: "offlineFirst",
      },
      mutations: {
        // Mutations are not repeated behind the user's back (the outbox replays them).
        retry: false,
      },
    },
  });
}

/**
 * Screens showing "could not reach the office" (a failed refresh, or data read from the
 * offline stores) ask again by themselves: when the connection
 * returns, and every RETRY_FAILED_EVERY_MS while a screen's refresh has failed (a silent
 * office may answer again without the browser noticing). Returns the stop function.
 */
export function retryFailedScreenQueries(client: QueryClient, everyMs = RETRY_FAILED_EVERY_MS): () => void {
  const retry = () =>
    void client
      .refetchQueries({
        type: "active",
        predicate: (query) => isScreenQueryKey(query.queryKey) && (query.state.status === "error" || isDeviceCopy(query.state.data)),
      })
      .catch(() => undefined);
  const stopOnline = onlineManager.subscribe((online) => {
    if (online) retry();
  });
  const timer = setInterval(retry, everyMs);
  return () => {
    stopOnline();
    clearInterval(timer);
  };
}
