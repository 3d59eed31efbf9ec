/**
 * Queries of the public content (globals, literals, countries) and of the filter options.
 *
 * Globals, literals and countries: the device answers first (src/lib/offline/device-first.ts).
 * Without a copy in memory (the shell cache of src/lib/query/persister.ts) the copy stored in
 * IndexedDB is shown at once and the office is asked right after; every fresh answer is stored
 * again. With no copy anywhere and no answer, the query fails with spec 1 §8's fallback errors
 * ('Could not fetch globals' / 'literals' / 'countries', code 500).
 *
 * They run even while the browser reports offline (`networkMode: "always"`): the query
 * function itself knows how to answer from IndexedDB.
 *
 * Filter options depend on the user's roles: they are screen data of the account (their key
 * is not under "content"), kept on the device with the account's other copies as long as
 * they are (src/lib/query/device-persister.ts, 30 days) and wiped at logout. In the shell's
 * day-long localStorage cache, an inbox opened after a day offline found its rows on the
 * device but not its filters, and said it needed a connection.
 */
import { queryOptions, type QueryFunctionContext } from "@tanstack/react-query";
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
// The module itself, not the offline index: the sign-in page must not load the offline stores.
import { whenIdle } from "@/lib/idle";
import { deviceFirst, refreshLater, screenCopyOf } from "@/lib/offline/device-first";
import { withFilterLabels } from "./filter-labels";

/** Content rarely changes; an hour keeps navigation free of refetches. */
export const CONTENT_STALE_TIME = 60 * 60 * 1000;
const FILTERS_STALE_TIME = 10 * 60 * 1000;

export const contentQueryKeys = {
  all: ["content"] as const,
  globals: () => ["content", "globals"] as const,
  literals: (language: string) => ["content", "literals", language] as const,
  countries: (language: string) => ["content", "countries", language] as const,
  // Not under "content": the account's screen data (see the header).
  filters: () => ["filter-options"] as const,
};

/** Picks a store key; the IndexedDB module itself is loaded only when needed. */
type KeyOf<T> = (keys: typeof contentKeys) => ContentKey<T>;

// IndexedDB (idb) is not needed to show a page that the network answered: load it lazily.
const loadDb = () => import("@/lib/db");

/** The latest a device copy waits for an idle moment before it is written. */
const STORE_WHEN_IDLE_MS = 3000;

interface DeviceFirstContent<T> {
  load: (signal: AbortSignal) => Promise<T>;
  storeKey: KeyOf<T>;
  schema: Struct<T, unknown>;
  failure: string;
  context: QueryFunctionContext;
}

async function readStored<T>(storeKey: KeyOf<T>, schema: Struct<T, unknown>): Promise<{ value: T; savedAt: number } | undefined> {
  try {
    const db = await loadDb();
    const record = await db.getContent(storeKey(db.contentKeys));
    // A copy stored by an older app version may no longer match.
    return record === undefined ? undefined : { value: mask(record.value, schema), savedAt: record.savedAt };
  } catch {
    return undefined;
  }
}

async function contentFirst<T>({ load, storeKey, schema, failure, context }: DeviceFirstContent<T>): Promise<T> {
  const { signal, client, queryKey } = context;
  try {
    return await deviceFirst({
      network: () => load(signal),
      device: () => readStored(storeKey, schema),
      // Kept for offline use when the browser is idle: the caller never waits for the write.
      save: (value) => {
        whenIdle(
          () =>
            void loadDb()
              .then((db) => db.putContent(storeKey(db.contentKeys), value))
              .catch((error: unknown) => {
                // Without IndexedDB (private mode, quota) the app still works online.
                console.warn("could not store content", error);
              }),
          STORE_WHEN_IDLE_MS,
        );
      },
      current: screenCopyOf(client, queryKey),
      revalidate: refreshLater(client, queryKey),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    const source = isApiError(error) ? error : undefined;
    throw new ApiError({ description: failure, code: 500, kind: source?.kind, status: source?.status, cause: error });
  }
}

export const contentQueries = {
  globals: () =>
    queryOptions<Globals, ApiError>({
      queryKey: contentQueryKeys.globals(),
      queryFn: (context) =>
        contentFirst({
          load: (s) => apiRequest({ path: "/content/global", schema: GlobalsSchema, signal: s }),
          storeKey: (keys) => keys.globals(),
          schema: GlobalsSchema,
          failure: "Could not fetch globals",
          context,
        }),
      staleTime: CONTENT_STALE_TIME,
      // The query function answers from IndexedDB when offline.
      networkMode: "always",
    }),
  literals: (language: string) =>
    queryOptions<Literals, ApiError>({
      queryKey: contentQueryKeys.literals(language),
      queryFn: (context) =>
        contentFirst({
          load: (s) =>
            apiRequest({ path: `/content/literal/${encodeURIComponent(language)}`, schema: LiteralsSchema, signal: s }),
          storeKey: (keys) => keys.literals(language),
          schema: LiteralsSchema,
          failure: "Could not fetch literals",
          context,
        }),
      staleTime: CONTENT_STALE_TIME,
      // The query function answers from IndexedDB when offline.
      networkMode: "always",
    }),
  countries: (language: string) =>
    queryOptions<Country[], ApiError>({
      queryKey: contentQueryKeys.countries(language),
      queryFn: (context) =>
        contentFirst({
          load: (s) => apiRequest({ path: "/content/country", query: { language }, schema: CountryListSchema, signal: s }),
          storeKey: (keys) => keys.countries(language),
          schema: CountryListSchema,
          failure: "Could not fetch countries",
          context,
        }),
      staleTime: CONTENT_STALE_TIME,
      // The query function answers from IndexedDB when offline.
      networkMode: "always",
    }),
  filters: () =>
    queryOptions({
      queryKey: contentQueryKeys.filters(),
      queryFn: ({ signal }) => apiRequest({ path: "/content/filters", schema: FilterOptionsSchema, signal }),
      // Not a transformation: hands the option labels to the literal lookup (decision 39).
      select: withFilterLabels,
      staleTime: FILTERS_STALE_TIME,
    }),
};
