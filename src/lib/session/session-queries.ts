/**
 * The session user query. `GET /auth/me` answers 401 when signed out (and spec 1 treats a
 * 404 there the same way), so the query resolves to `null` then instead of failing:
 * route guards read "signed out" from the data, and no redirect is triggered from here.
 *
 * A silent office (connected, never answering) does not hold the check, and one of the
 * browser's six connections, until the page is left: it gives up after REFRESH_GIVE_UP_MS as
 * the screens' queries do (src/lib/query/attempts.ts), is not retried at once, and the
 * device's last user stays signed in meanwhile (src/routes/-session-guard.ts). The check is
 * asked again on reconnect, focus and every RETRY_FAILED_EVERY_MS
 * (`retryFailedScreenQueries`, src/lib/query/query-client.ts).
 */
import { hashKey, queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError, SessionUserSchema, type ApiError, type SessionUser } from "@/lib/api";
import { shouldRetryUnlessGivenUp, withGiveUp } from "@/lib/query/attempts";

export const sessionQueryKeys = {
  all: ["session"] as const,
  me: () => ["session", "me"] as const,
};

export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await apiRequest({ path: "/auth/me", schema: SessionUserSchema, signal, redirectOn401: false });
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export const sessionQueries = {
  me: () =>
    queryOptions<SessionUser | null, ApiError>({
      queryKey: sessionQueryKeys.me(),
      queryFn: withGiveUp(({ signal }) => fetchSessionUser(signal)),
      // A check that gave up is asked again later, not at once (see the header).
      retry: shouldRetryUnlessGivenUp,
      // Roles and profile flags change rarely within a session; a minute avoids a call
      // on every navigation while still noticing an ended session soon.
      staleTime: 60 * 1000,
      // Never collected: the device's user stays for as long as the page (./device-session.ts).
      gcTime: Infinity,
    }),
};

/**
 * The user id the session check under way answers with (null: nobody, or the check failed);
 * at once when no check is under way. A request sent beside a start-up's check, with the same
 * session cookie, answered for this account (src/lib/query/query-client.ts,
 * src/lib/offline/account.ts).
 */
export function sessionAccountOnceChecked(client: QueryClient): Promise<number | null> {
  const cache = client.getQueryCache();
  const hash = hashKey(sessionQueryKeys.me());
  return new Promise((resolve) => {
    const settled = () => {
      const state = cache.get(hash)?.state;
      if (state?.fetchStatus === "fetching") return false;
      resolve(state?.status === "success" ? ((state.data as SessionUser | null)?.userId ?? null) : null);
      return true;
    };
    if (settled()) return;
    const unsubscribe = cache.subscribe((event) => {
      if (event.query.queryHash === hash && settled()) unsubscribe();
    });
  });
}

/**
 * Calls `onEnded` when the office says the session is over: the session query answers null
 * after having held a user (the guard's background confirmation met a 401); `onChanged` when a
 * new answer replaces a known user (the routes then read it again). Returns the unsubscribe
 * function.
 */
export function watchSessionEnd(queryClient: QueryClient, onEnded: () => void, onChanged?: () => void): () => void {
  const hash = hashKey(sessionQueryKeys.me());
  const initial = queryClient.getQueryData(sessionQueryKeys.me());
  let known = initial != null;
  let previous = initial == null ? "" : JSON.stringify(initial);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hash) return;
    // "added": the user restored from the persisted cache; "success": an answer of the office.
    if (event.type !== "added" && !(event.type === "updated" && event.action.type === "success")) return;
    const user: unknown = event.query.state.data;
    if (user) {
      // The office's answer differs from the user the shell opened with (the device's copy).
      const json = JSON.stringify(user);
      if (known && previous !== json) onChanged?.();
      previous = json;
      known = true;
    } else if (user === null && known) {
      known = false;
      onEnded();
    }
  });
}

/**
 * After the app changed the user at the office (a user name change redeemed or cancelled, the
 * account's language saved): a session check asked before the change is dropped first, as its
 * answer would bring the old user back (a successful answer also clears the mark below); then
 * `known` (what the app already knows of the change) is written to the cached user, the user is
 * marked, and the route guards ask the office again (src/routes/-session-guard.ts).
 */
export async function refreshSessionUser(queryClient: QueryClient, known?: (user: SessionUser) => SessionUser): Promise<void> {
  await queryClient.cancelQueries({ queryKey: sessionQueryKeys.me(), exact: true });
  if (known) queryClient.setQueryData<SessionUser | null>(sessionQueryKeys.me(), (user) => (user ? known(user) : user));
  await queryClient.invalidateQueries({ queryKey: sessionQueryKeys.me(), exact: true });
}
