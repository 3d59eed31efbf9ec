/**
 * Route loaders' access to screen data: they never block on fresh data when a copy exists.
 *
 * - A copy in memory: returned at once; a stale one is refreshed in the background
 *   (`ensureQueryData` with `revalidateIfStale`).
 * - No copy in memory: the query runs; its device copy (./device-persister.ts) answers
 *   within milliseconds when there is one, else the office is waited for — at most
 *   FIRST_ANSWER_WAIT_MS, and not at all once the attempt is paused offline. Then the
 *   loader throws `NeedsConnectionError` and the route shows "needs a connection" with Retry
 *   (src/components/offline/needs-connection-screen.tsx) while the request goes on.
 * - Other failures (a 4xx answer) are left to the screen, which shows them with the data.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { isUnreachable } from "@/lib/offline/network-first";
import { FIRST_ANSWER_WAIT_MS } from "./revalidation";

/** The screen has no copy on this device and the office does not answer. */
export class NeedsConnectionError extends Error {
  override readonly name = "NeedsConnectionError";
  constructor() {
    super("needs a connection");
  }
}

export function isNeedsConnectionError(error: unknown): error is NeedsConnectionError {
  return error instanceof Error && error.name === "NeedsConnectionError";
}

// Loose on purpose: each feature's `queryOptions(...)` result has its own data and key types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

function firstAnswer(client: QueryClient, options: AnyQueryOptions, waitMs: number): Promise<void> {
  const queryKey: QueryKey = options.queryKey;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new NeedsConnectionError()), waitMs);
    // Offline, the attempt pauses until the connection returns: no use waiting for it.
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash !== client.getQueryCache().find({ queryKey, exact: true })?.queryHash) return;
      if (event.query.state.fetchStatus === "paused" && event.query.state.data === undefined) finish(new NeedsConnectionError());
    });
    client.fetchQuery(options).then(
      () => finish(),
      (error: unknown) => finish(isUnreachable(error) ? new NeedsConnectionError() : undefined),
    );
  });
}

/** Makes the screen's queries ready without waiting for the office when a copy exists. */
export async function loadScreenData(client: QueryClient, options: readonly AnyQueryOptions[], waitMs = FIRST_ANSWER_WAIT_MS): Promise<void> {
  await Promise.all(
    options.map((one) => {
      if (client.getQueryData(one.queryKey) !== undefined) {
        void client.ensureQueryData({ ...one, revalidateIfStale: true }).catch(() => undefined);
        return undefined;
      }
      return firstAnswer(client, one, waitMs);
    }),
  );
}
