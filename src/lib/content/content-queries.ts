/**
 * Queries of the public content (globals, literals, countries) and of the filter options.
 *
 * Globals, literals and countries are network first: a fresh answer is stored in
 * IndexedDB; when the network (or the server) fails, the stored copy is used, so the app
 * starts offline. With neither, the query fails with spec 1 §8's fallback errors
 * ('Could not fetch globals' / 'literals' / 'countries', code 500).
 *
 * They run even while the browser reports offline (`networkMode: "always"`): the query
 * function itself knows how to answer from IndexedDB.
 *
 * Filter options depend on the user's roles, so they are not stored in IndexedDB (the
 * query persister keeps them for a while, and logout clears them with the query cache).
 */
import { queryOptions } from "@tanstack/react-query";
import { mask, type Struct } from "superstruct";
import {
  ApiError,
  apiRequest,
  CountryListSchema,
  FilterOptionsSchema,
  GlobalsSchema,
  isApiError,
  LiteralsSchema,
  type Country,
  type Globals,
  type Literals,
} from "@/lib/api";
import type { ContentKey, contentKeys } from "@/lib/db";

/** Content rarely changes; an hour keeps navigation free of refetches. */
export const CONTENT_STALE_TIME = 60 * 60 * 1000;
const FILTERS_STALE_TIME = 10 * 60 * 1000;

export const contentQueryKeys = {
  all: ["content"] as const,
  globals: () => ["content", "globals"] as const,
  literals: (language: string) => ["content", "literals", language] as const,
  countries: (language: string) => ["content", "countries", language] as const,
  filters: () => ["content", "filters"] as const,
};

/** Picks a store key; the IndexedDB module itself is loaded only when needed. */
type KeyOf<T> = (keys: typeof contentKeys) => ContentKey<T>;

// IndexedDB (idb) is not needed to show a page that the network answered: load it lazily.
const loadDb = () => import("@/lib/db");

/** Runs background work when the browser is idle (soon after, where there is no idle API). */
function whenIdle(work: () => void): void {
  const idle = typeof window === "undefined" ? undefined : (window.requestIdleCallback as typeof window.requestIdleCallback | undefined);
  if (idle) idle(work, { timeout: 3000 });
  else setTimeout(work, 200);
}

interface NetworkFirst<T> {
  load: (signal: AbortSignal) => Promise<T>;
  storeKey: KeyOf<T>;
  schema: Struct<T, unknown>;
  failure: string;
  signal: AbortSignal;
}

async function readStored<T>(storeKey: KeyOf<T>, schema: Struct<T, unknown>): Promise<T | undefined> {
  try {
    const db = await loadDb();
    const record = await db.getContent(storeKey(db.contentKeys));
    // A copy stored by an older app version may no longer match.
    return record === undefined ? undefined : mask(record.value, schema);
  } catch {
    return undefined;
  }
}

async function networkFirst<T>({ load, storeKey, schema, failure, signal }: NetworkFirst<T>): Promise<T> {
  let value: T;
  try {
    value = await load(signal);
  } catch (error) {
    if (signal.aborted) throw error;
    const stored = await readStored(storeKey, schema);
    if (stored !== undefined) return stored;
    const source = isApiError(error) ? error : undefined;
    throw new ApiError({ description: failure, code: 500, kind: source?.kind, status: source?.status, cause: error });
  }
  // Kept for offline use when the browser is idle: the caller never waits for the write.
  whenIdle(() =>
    loadDb()
      .then((db) => db.putContent(storeKey(db.contentKeys), value))
      .catch((error: unknown) => {
        // Without IndexedDB (private mode, quota) the app still works online.
        console.warn("could not store content", error);
      }),
  );
  return value;
}

export const contentQueries = {
  globals: () =>
    queryOptions<Globals, ApiError>({
      queryKey: contentQueryKeys.globals(),
      queryFn: ({ signal }) =>
        networkFirst({
          load: (s) => apiRequest({ path: "/content/global", schema: GlobalsSchema, signal: s }),
          storeKey: (keys) => keys.globals(),
          schema: GlobalsSchema,
          failure: "Could not fetch globals",
          signal,
        }),
      staleTime: CONTENT_STALE_TIME,
      // The query function answers from IndexedDB when offline.
      networkMode: "always",
    }),
  literals: (language: string) =>
    queryOptions<Literals, ApiError>({
      queryKey: contentQueryKeys.literals(language),
      queryFn: ({ signal }) =>
        networkFirst({
          load: (s) =>
            apiRequest({ path: `/content/literal/${encodeURIComponent(language)}`, schema: LiteralsSchema, signal: s }),
          storeKey: (keys) => keys.literals(language),
          schema: LiteralsSchema,
          failure: "Could not fetch literals",
          signal,
        }),
      staleTime: CONTENT_STALE_TIME,
      // The query function answers from IndexedDB when offline.
      networkMode: "always",
    }),
  countries: (language: string) =>
    queryOptions<Country[], ApiError>({
      queryKey: contentQueryKeys.countries(language),
      queryFn: ({ signal }) =>
        networkFirst({
          load: (s) => apiRequest({ path: "/content/country", query: { language }, schema: CountryListSchema, signal: s }),
          storeKey: (keys) => keys.countries(language),
          schema: CountryListSchema,
          failure: "Could not fetch countries",
          signal,
        }),
      staleTime: CONTENT_STALE_TIME,
      // The query function answers from IndexedDB when offline.
      networkMode: "always",
    }),
  filters: () =>
    queryOptions({
      queryKey: contentQueryKeys.filters(),
      queryFn: ({ signal }) => apiRequest({ path: "/content/filters", schema: FilterOptionsSchema, signal }),
      staleTime: FILTERS_STALE_TIME,
    }),
};
