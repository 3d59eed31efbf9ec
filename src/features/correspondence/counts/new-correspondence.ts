/**
 * The new-correspondence count (`GET /correspondences/message/incoming/new`, decision 51),
 * polled every globals `correspondence.new.messages.counter` seconds (spec 1 §9). TanStack
 * Query pauses the poll while the tab is hidden and refetches when it is shown again.
 * Shown by the menu, the tab's title and the icon badge through the count registry
 * (./register-page.ts); the correspondence screens refresh it after opening a message or
 * marking one unread.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { CountResponseSchema } from "@/lib/api/contract";
import { settingMs, useGlobals } from "@/lib/content";
import { NEW_CORRESPONDENCE_PATH } from "./register";

export const countQueryKeys = {
  newCorrespondence: () => ["counts", "correspondence", "new"] as const,
};

export const countQueries = {
  newCorrespondence: (intervalMs: number) =>
    queryOptions({
      queryKey: countQueryKeys.newCorrespondence(),
      queryFn: ({ signal }) =>
        apiRequest({ path: NEW_CORRESPONDENCE_PATH, schema: CountResponseSchema, signal }).then(
          (r) => r.count,
          (error: unknown) => {
            // Poll failures are only logged (spec 2 §7); the next poll tries again.
            if (!signal.aborted) console.warn("new-correspondence count failed", error);
            throw error;
          },
        ),
      refetchInterval: intervalMs,
      refetchIntervalInBackground: false,
      staleTime: Math.min(intervalMs, 30_000),
    }),
};

/** The count, polled while `enabled` (the user holds a correspondence role); undefined until known. */
export function useNewCorrespondenceCount(enabled: boolean): number | undefined {
  const { data: globals } = useGlobals();
  const interval = settingMs(globals, "correspondence.new.messages.counter");
  const { data } = useQuery({ ...countQueries.newCorrespondence(interval), enabled });
  return data;
}
