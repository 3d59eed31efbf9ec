/**
 * The counts in the page: each feature registers its count's polled query (a hook) with its
 * source (./registry.ts), and the shell, the dashboard and the tab's title read it by name.
 * Registered once before the first signed-in screen renders (src/routes/-counts.ts) and never
 * removed, so `useCount` runs the same hooks on every render.
 */
import type { QueryKey } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import type { SessionUser } from "@/lib/api";
import { registerCount, type CountName, type CountSource } from "./registry";

export interface PageCount extends CountSource {
  /** The count polled in the page (a hook): undefined until known, or while `enabled` is false. */
  usePolled(user: SessionUser, enabled: boolean): number | undefined;
  /** Where the query cache keeps the count, when it does not depend on the user (the tab's title reads it there). */
  cacheKey?: QueryKey;
}

const pageCounts = new Map<CountName, PageCount>();

/** Registers a count's source and its polled query. */
export function registerPageCount(count: PageCount): void {
  registerCount(count);
  pageCounts.set(count.name, count);
}

/** The named count for the user, polled while `enabled` and the count applies to them; undefined until known. */
export function useCount(name: CountName, user: SessionUser, enabled = true): number | undefined {
  const count = pageCounts.get(name);
  return count ? count.usePolled(user, enabled && count.appliesTo(user)) : undefined;
}

/**
 * The named count as the query cache holds it, never asking the office. Read through a cache
 * subscription, not a query observer: an observer's options (a `skipToken` query function)
 * would replace the polled query's own, and its refetches would then fail.
 */
export function useCachedCount(name: CountName): number | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = useCallback(() => {
    const key = pageCounts.get(name)?.cacheKey;
    return key ? client.getQueryData<number>(key) : undefined;
  }, [client, name]);
  return useSyncExternalStore(subscribe, read, read);
}
