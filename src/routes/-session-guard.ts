/**
 * Resolves the signed-in user for guarded routes. The device answers first: the last user of
 * this device (src/lib/session/device-session.ts) opens the shell at once, and the
 * office confirms the session in the background; when it answers 401 the session query turns
 * to null and `watchSessionEnd` (src/lib/session, wired in src/main.tsx) sends the user to sign-in, queued work kept.
 * When the office cannot be reached, the last user stays signed in on this device, however
 * many checks failed and however long ago the office last answered; a user the app changed is
 * confirmed within CHANGED_USER_WAIT_MS or shown as the app knows it. Without a
 * last user the office is asked and waited for, and the screen's first data is asked for
 * beside it (a route's `staticData.startEarly`): it needs the session cookie, not the user.
 */
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { isApiError, type Role, type SessionUser } from "@/lib/api";
import type { RefusedSection } from "@/lib/navigation/history-state";
import { NETWORK_TIMEOUT_MS } from "@/lib/offline/network-first";
import { hasAnyRole, restoreDeviceSession, sessionQueries } from "@/lib/session";

/**
 * Starts a screen's first request before the session check answers (the route's loader then
 * finds it under way). Only for queries whose key and request do not depend on the user: the
 * answer is stored on the device for the account the check names (src/lib/query/query-client.ts).
 */
export type StartEarly = (queryClient: QueryClient, search: Record<string, unknown>) => void;

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The screen's first data, asked for beside a start-up's session check. */
    startEarly?: StartEarly;
  }
}

/** The route matches of a load, as far as `startScreensEarly` reads them. */
interface MatchWithStaticData {
  search: unknown;
  staticData?: { startEarly?: StartEarly };
}

/** Starts the early requests of every route of the load that declares them. */
export function startScreensEarly(queryClient: QueryClient, matches: readonly MatchWithStaticData[]): void {
  for (const match of matches) {
    try {
      match.staticData?.startEarly?.(queryClient, (match.search ?? {}) as Record<string, unknown>);
    } catch (error) {
      // Only a head start: the route's loader asks again.
      console.warn("a screen's early request failed to start", error);
    }
  }
}

/** Clients whose session the office has been asked about since this page loaded. */
const askedThisPage = new WeakSet<QueryClient>();

/**
 * Asks the office who is signed in (a check already under way is joined, not repeated). The
 * first question of the page is always sent (a restored user may be days old); later ones at
 * most once per the query's staleTime. The router loads the first route twice (once from
 * src/main.tsx, once when it mounts): the second load joins the question of the first.
 */
function askOffice(queryClient: QueryClient): Promise<SessionUser | null> {
  const first = !askedThisPage.has(queryClient);
  askedThisPage.add(queryClient);
  const options = sessionQueries.me();
  // A question under way is joined (staleTime 0 makes fetchQuery wait for it instead of
  // answering with the stored copy: a "signed out" of an earlier page would send a user who has
  // signed in since to sign-in, and the sign-in page straight back, in a loop).
  const underWay = queryClient.getQueryState(options.queryKey)?.fetchStatus === "fetching";
  // `always`: run even if the browser's online flag lies. The query gives up on a silent office.
  return queryClient.fetchQuery({ ...options, networkMode: "always", ...(first || underWay ? { staleTime: 0 } : {}) });
}

/**
 * `coldStart`: called once the office is being asked and waited for (nobody known on the
 * device), to start the screen's first requests beside that question.
 */
export async function loadSessionUser(queryClient: QueryClient, coldStart?: () => void): Promise<SessionUser | null> {
  const { startQueryPersistence } = await import("@/lib/query/persist");
  await startQueryPersistence(queryClient);
  restoreDeviceSession(queryClient);
  const options = sessionQueries.me();
  const lastKnown = queryClient.getQueryData(options.queryKey) ?? null;
  // Invalidated: the app changed the user (a profile, language or user name change); the office's
  // confirmation is waited for briefly (below).
  const invalidated = queryClient.getQueryState(options.queryKey)?.isInvalidated === true;
  if (lastKnown && !invalidated) {
    // Confirmed in the background; failures keep the last user.
    void askOffice(queryClient).catch(() => undefined);
    return lastKnown;
  }
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  // Known offline and nobody known: nothing to wait for.
  if (!lastKnown && offline) return null;
  if (invalidated) {
    askedThisPage.delete(queryClient);
    // A question already under way was asked before the change (the page's start-up check while
    // a username change was redeemed): its answer predates the change, so it is dropped and
    // the office asked again, instead of being joined.
    await queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
  }
  const asking = askOffice(queryClient);
  if (!lastKnown) coldStart?.();
  // A changed user already known (the app wrote what it changed into it) is waited for only
  // briefly, and not at all offline: the mark stays until the office answers, so otherwise
  // every screen change of a page offline, or reopened from the device with the mark restored,
  // would wait for the check's retries or its give-up first.
  const wait = lastKnown ? (offline ? 0 : CHANGED_USER_WAIT_MS) : null;
  try {
    return await (wait === null ? asking : answeredWithin(asking, wait, lastKnown));
  } catch (error) {
    // The office cannot be reached (or gave up): the device's last user stays signed in.
    if (isApiError(error) && error.kind === "network") return lastKnown;
    throw error;
  }
}

/** How long a guard waits for the office to confirm a user the app changed (the device's own read budget). */
export const CHANGED_USER_WAIT_MS = NETWORK_TIMEOUT_MS;

/** The answer if it comes within `ms`, else `meanwhile` (the question goes on; its failure is left). */
function answeredWithin<T>(answer: Promise<T>, ms: number, meanwhile: T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      answer.catch(() => undefined);
      resolve(meanwhile);
    }, ms);
    answer.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The section a route's roles open, named to the user when they lack them. */
function sectionOf(roles: readonly Role[]): RefusedSection {
  if (roles.includes("ROLE_PAYMENTS")) return "payments";
  if (roles.some((role) => role.startsWith("ROLE_CORRESPONDENCE"))) return "correspondence";
  return "applications";
}

/**
 * Sends users without any of the roles to `/` (spec 1 §2), saying why there: the
 * history entry names the section (`sectionRefused`, shown by the shell's `SectionRefusedNotice`).
 */
export function requireAnyRole(user: SessionUser, roles: Role[]): void {
  if (!hasAnyRole(user, roles)) throw refuseSection(sectionOf(roles));
}

/** The redirect to `/` that names the section the user's roles do not open (thrown by route guards). */
export function refuseSection(section: RefusedSection) {
  return redirect({ to: "/", replace: true, state: { sectionRefused: section } });
}
