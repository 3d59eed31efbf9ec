/**
 * How one attempt of a query ends, for screen queries and the session check alike: the retry
 * rule, and the give-up on a silent office (a "connected" network whose office never answers).
 * Its own module, free of the session, so that the session query (src/lib/session) uses the
 * same give-up as the screens without an import cycle through ./query-client.ts.
 */
import type { QueryFunctionContext } from "@tanstack/react-query";
import { ApiError, isApiError } from "@/lib/api";
import { isUnreachable } from "@/lib/offline/network-first";
import { reportServerReachable, reportServerUnreachable } from "@/lib/offline/online-status";
import { OFFICE_SILENT_AFTER_MS, REFRESH_GIVE_UP_MS } from "./revalidation";

/**
 * Retries: a 4xx answer will not change by asking again and a body that fails validation will
 * not either; a network failure is retried twice and a server error once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  if (error.kind === "network") return failureCount < 2;
  if (error.kind === "validation") return false;
  return error.status >= 500 && failureCount < 1;
}

type QueryFn<T> = (context: QueryFunctionContext) => T | Promise<T>;

/** The reason an attempt that gave up carries as its error's `cause`. */
const GAVE_UP = "gave-up";

/** An attempt that failed because the office did not answer within the give-up time. */
export function isGivenUp(error: unknown): boolean {
  return isApiError(error) && error.kind === "network" && error.cause === GAVE_UP;
}

/**
 * The query function with a deadline: a silent office fails the request after
 * REFRESH_GIVE_UP_MS as a network error (`isGivenUp`), so the screen says it could not reach
 * the office instead of "updating" forever, and the browser's connection is freed. Every
 * outcome tells the online status whether the office answers, and so does an attempt still
 * unanswered after OFFICE_SILENT_AFTER_MS (lie-fi: the header says "the office is not
 * answering" at once, not after the give-up; the answer, when it comes, says otherwise).
 */
export function withGiveUp<T>(queryFn: QueryFn<T>, giveUpMs = REFRESH_GIVE_UP_MS, silentAfterMs = OFFICE_SILENT_AFTER_MS): QueryFn<T> {
  return async (context) => {
    // A timer of the page's own (not AbortSignal.timeout): ended with the attempt, and
    // driven by the test clock in unit tests.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), giveUpMs);
    const silent = setTimeout(reportServerUnreachable, silentAfterMs);
    const signal = AbortSignal.any([context.signal, deadline.signal]);
    try {
      const value = await queryFn({ ...context, signal });
      reportServerReachable();
      return value;
    } catch (error) {
      if (deadline.signal.aborted && !context.signal.aborted) {
        reportServerUnreachable();
        throw new ApiError({ kind: "network", status: 0, cause: GAVE_UP });
      }
      if (isUnreachable(error)) reportServerUnreachable();
      throw error;
    } finally {
      clearTimeout(timer);
      clearTimeout(silent);
    }
  };
}

/**
 * The retry rule of the session check: as `shouldRetryQuery`, but an attempt that gave up is
 * not repeated at once (that would hold a connection for another give-up time); the check is
 * asked again on reconnect, focus and every RETRY_FAILED_EVERY_MS (./query-client.ts).
 */
export function shouldRetryUnlessGivenUp(failureCount: number, error: unknown): boolean {
  return !isGivenUp(error) && shouldRetryQuery(failureCount, error);
}
