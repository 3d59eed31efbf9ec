/**
 * Query client and persistence. Import the persistence parts lazily
 * (`import("@/lib/query/persist")` or `import("@/lib/query/persisted-query-provider")`)
 * to keep them off the sign-in path; `./query-client` alone is small, and the device copies of
 * screen data (./device-persister.ts) load on a screen query's first run.
 */
export { APP_VERSION, QUERY_CACHE_MAX_AGE } from "./cache-lifetimes";
export { createQueryClient, retryFailedScreenQueries } from "./query-client";
export { isGivenUp, shouldRetryQuery, shouldRetryUnlessGivenUp, withGiveUp } from "./attempts";
export * from "./revalidation";
export { NeedsConnectionError, isNeedsConnectionError, loadScreenData } from "./screen-data";
export {
  PERSISTED_QUERY_KEYS,
  QUERY_STORAGE_KEY,
  clearPersistedQueries,
  createQueryPersister,
  isPersistedQueryKey,
  persistOptionsFor,
  shouldPersistQuery,
  type PersistableQuery,
  type QueryPersisterOptions,
} from "./persister";
export { startQueryPersistence, stopQueryPersistence } from "./persist";
export { PersistedQueryProvider, type PersistedQueryProviderProps } from "./persisted-query-provider";
