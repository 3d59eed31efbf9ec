/**
 * Query client and persistence. Import `PersistedQueryProvider` lazily
 * (`import("@/lib/query/persisted-query-provider")`) to keep it off the sign-in path.
 */
export { QUERY_CACHE_MAX_AGE, createQueryClient, shouldRetryQuery } from "./query-client";
export {
  APP_VERSION,
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
export { PersistedQueryProvider, type PersistedQueryProviderProps } from "./persisted-query-provider";
