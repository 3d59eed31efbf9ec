/**
 * Applications waiting for payment or for signature (./index.ts `pendingCount`), polled every
 * globals `applications.pending-action.counter` seconds: the counts the cart and the
 * signatures register (src/lib/counts), shown by the dashboard and the icon badge.
 * Failures are only logged (spec 2 §7); TanStack Query pauses the poll in hidden tabs and
 * refetches on focus.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { settingMs, useGlobals } from "@/lib/content";
import { pendingCount, type PendingState } from "./index";

export const pendingCountKey = (userId: number, state: PendingState) => ["counts", "pending", userId, state] as const;

export function pendingCountQuery(userId: number, state: PendingState, intervalMs: number) {
  return queryOptions({
    queryKey: pendingCountKey(userId, state),
    queryFn: async ({ signal }) => {
      try {
        return await pendingCount(userId, state, { signal });
      } catch (error) {
        if (!signal.aborted) console.warn(`count of ${state} failed`, error);
        throw error;
      }
    },
    refetchInterval: intervalMs > 0 ? intervalMs : false,
    // Hidden tabs do not poll; focus refetches (TanStack's refetchOnWindowFocus).
    refetchIntervalInBackground: false,
    // A failed poll waits for the next one.
    retry: false,
  });
}

/** The count (undefined until known, or when `enabled` is false). */
export function usePendingCount(userId: number, state: PendingState, enabled: boolean): number | undefined {
  const { data: globals } = useGlobals();
  const interval = settingMs(globals, "applications.pending-action.counter");
  return useQuery({ ...pendingCountQuery(userId, state, interval), enabled }).data;
}
