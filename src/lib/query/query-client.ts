/**
 * The app's QueryClient. Retries and the give-up on a silent office: ./attempts.ts. Cached
 * data is kept for a day so the persister (./persister.ts) can restore it.
 *
 * Screen data (./revalidation.ts `isScreenQueryKey`) goes through `screenQueryPersister`:
 * the device copy answers first (./device-persister.ts, loaded on first use so the sign-in
 * page does not carry it), a request the office leaves unanswered gives up after
 * REFRESH_GIVE_UP_MS, and every outcome tells the online status whether the office answers.
 */
import { focusManager, onlineManager, QueryClient, type Query, type QueryFunctionContext, type QueryKey, type QueryPersister } from "@tanstack/react-query";
import type { SessionUser } from "@/lib/api";
import { sessionAccountOnceChecked, sessionQueries, sessionQueryKeys } from "@/lib/session/session-queries";
import { registerStateReset } from "@/lib/state/reset";
import { shouldRetryQuery, withGiveUp } from "./attempts";
import { QUERY_CACHE_MAX_AGE } from "./cache-lifetimes";
import { RETRY_FAILED_EVERY_MS, isDeviceCopy, isScreenQueryKey } from "./revalidation";

function signedInUserId(client: QueryClient): number | null {
  return client.getQueryData<SessionUser | null>(sessionQueryKeys.me())?.userId ?? null;
}

type QueryFn<T> = (context: QueryFunctionContext) => T | Promise<T>;

/**
 * A screen query started beside the session check (start-up without a last user on the device:
 * src/routes/-session-guard.ts) goes to the office at once, without a device copy (nobody is
 * known whose copy it could be); its answer is stored for the account the check then names.
 * The answer and the check come with the same session cookie, so they are the same account's.
 */
function storeOnceSignedIn(client: QueryClient, query: Query, answer: Promise<unknown>): void {
  if (client.getQueryState(sessionQueryKeys.me())?.fetchStatus !== "fetching") return;
  void Promise.all([answer, sessionAccountOnceChecked(client)])
    .then(([, userId]) => {
      if (userId === null) return;
      // After TanStack has set the answer as the query's data.
      setTimeout(() => void import("./device-persister").then(({ persistAnsweredQuery }) => persistAnsweredQuery(userId, query)).catch(() => undefined), 0);
    })
    .catch(() => undefined);
}

/** The default `persister` of every query: screen data answers from the device first. */
const screenQueryPersister: QueryPersister<unknown, QueryKey> = (queryFn, context, query) => {
  if (!isScreenQueryKey(query.queryKey)) return queryFn(context);
  const run = withGiveUp(queryFn as QueryFn<unknown>);
  const userId = signedInUserId(context.client);
  if (userId === null) {
    const answer = Promise.resolve(run(context));
    storeOnceSignedIn(context.client, query as Query, answer);
    return answer;
  }
  return import("./device-persister").then(({ persistScreenQuery }) =>
    persistScreenQuery(userId, run, context as QueryFunctionContext, query),
  );
};

/**
 * TanStack's online flag starts as "online" and follows only the browser's `online`/`offline`
 * events, so in a page loaded without a connection the `online` event on reconnect changed
 * nothing: no query noticed the connection coming back (refetch on reconnect, a paused retry,
 * `retryFailedScreenQueries`), and a screen waited for the next RETRY_FAILED_EVERY_MS tick (an
 * inbox opened offline whose session had ended stayed on "could not reach the office" for
 * 15 s). The flag starts from `navigator.onLine` when that says offline (a false there is
 * reliable; a true is not, so it is never forced on).
 */
function startFromBrowserConnection(): void {
  if (typeof navigator !== "undefined" && navigator.onLine === false) onlineManager.setOnline(false);
}
registerStateReset(() => onlineManager.setOnline(true));

export function createQueryClient(): QueryClient {
  startFromBrowserConnection();
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
 * Asks the office again whether the session of the device's last user holds: always on
 * reconnect (it may have ended while the device was offline), on focus and every
 * RETRY_FAILED_EVERY_MS only while the last check failed (no connection, or a silent office
 * that made it give up). A check already under way is not started twice. Nothing is asked
 * while nobody is signed in on the device.
 */
function askSessionAgain(client: QueryClient, always: boolean): void {
  const state = client.getQueryState<SessionUser | null>(sessionQueryKeys.me());
  if (!state?.data || state.fetchStatus !== "idle") return;
  if (!always && state.status !== "error") return;
  // `always`: the check runs even when the browser's online flag lies; a failure keeps the user.
  void client.fetchQuery({ ...sessionQueries.me(), staleTime: 0, networkMode: "always" }).catch(() => undefined);
}

/**
 * Screens showing "could not reach the office" (a failed refresh, or data read from the
 * offline stores) ask again by themselves: when the connection returns, and every
 * RETRY_FAILED_EVERY_MS while a screen's refresh has failed (a silent office may answer again
 * without the browser noticing). The session check does the same (`askSessionAgain`), also on
 * focus, so a session that ended meanwhile leads to sign-in. Returns the stop function.
 */
export function retryFailedScreenQueries(client: QueryClient, everyMs = RETRY_FAILED_EVERY_MS): () => void {
  const retryScreens = () =>
    void client
      .refetchQueries({
        type: "active",
        predicate: (query) => isScreenQueryKey(query.queryKey) && (query.state.status === "error" || isDeviceCopy(query.state.data)),
      })
      .catch(() => undefined);
  const stopOnline = onlineManager.subscribe((online) => {
    if (!online) return;
    askSessionAgain(client, true);
    retryScreens();
  });
  const stopFocus = focusManager.subscribe((focused) => {
    if (focused) askSessionAgain(client, false);
  });
  const timer = setInterval(() => {
    askSessionAgain(client, false);
    retryScreens();
  }, everyMs);
  return () => {
    stopOnline();
    stopFocus();
    clearInterval(timer);
  };
}
