/**
 * Applications waiting for payment or for signature (`POST /applications/{state}/count`),
 * polled every globals `applications.pending-action.counter` seconds for the app badge.
 * Failures are only logged (spec 2 §7); TanStack Query pauses the poll in hidden tabs and
 * refetches on focus.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { settingMs, useGlobals } from "@/lib/content";
import { CountResponseSchema } from "./new-correspondence";

export type PendingState = "WAITING_FOR_PAYMENT" | "WAITING_FOR_SIGNATURE";

export const pendingCountKey = (userId: number, state: PendingState) => ["counts", "pending", userId, state] as const;

export function pendingCountQuery(userId: number, state: PendingState, intervalMs: number) {
  return queryOptions({
    queryKey: pendingCountKey(userId, state),
    queryFn: async ({ signal }) => {
      try {
        const { count } = await apiRequest({ method: "POST", path: `/applications/${state}/count`, json: { userId }, schema: CountResponseSchema, signal });
        return count;
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
