/**
 * Persistence of a few queries in localStorage, so the app shell (globals, literals) shows at
 * once and offline. Only queries whose key starts with an entry of `PERSISTED_QUERY_KEYS` are
 * written; the rest stays in memory. A new app version (`buster`) or a cache older than a day
 * is discarded on restore. The signed-in user is not here: a failed check, a day or an update
 * must never forget it (src/lib/session/device-session.ts keeps it).
 */
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import type { QueryKey } from "@tanstack/react-query";
import type { PersistQueryClientOptions, Persister } from "@tanstack/react-query-persist-client";
import { APP_VERSION, QUERY_CACHE_MAX_AGE } from "./cache-lifetimes";

export const PERSISTED_QUERY_KEYS: readonly QueryKey[] = [["content"]];
export const QUERY_STORAGE_KEY = "ipo.query-cache";
/** The account whose device copies this device holds (src/lib/offline/eviction.ts). */
export const DEVICE_COPIES_KEY = "ipo.device-copies";

export function isPersistedQueryKey(queryKey: QueryKey): boolean {
  return PERSISTED_QUERY_KEYS.some(
    (prefix) => prefix.length <= queryKey.length && prefix.every((part, index) => part === queryKey[index]),
  );
}

/**
 * The part of a query the decision needs. Typed structurally: the persister packages
 * bring their own copy of @tanstack/query-core, whose `Query` type differs nominally.
 */
export interface PersistableQuery {
  queryKey: QueryKey;
  state: { status: string };
}

/** Successful queries (TanStack's default rule) of the allowlist only. */
export function shouldPersistQuery(query: PersistableQuery): boolean {
  return query.state.status === "success" && isPersistedQueryKey(query.queryKey);
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export interface QueryPersisterOptions {
  /** Defaults to localStorage; without storage nothing is persisted. */
  storage?: Storage;
  /** Milliseconds between writes; defaults to PERSIST_THROTTLE_MS. */
  throttleTime?: number;
}

/**
 * Writes soon after a change: the allowlist is small (globals, literals, the user), and a
 * user who signs in and loses the connection at once must still find the shell offline.
 */
export const PERSIST_THROTTLE_MS = 100;

export function createQueryPersister({ storage = defaultStorage(), throttleTime = PERSIST_THROTTLE_MS }: QueryPersisterOptions = {}): Persister {
  return createSyncStoragePersister({ storage, key: QUERY_STORAGE_KEY, throttleTime });
}

export function persistOptionsFor(persister: Persister): Omit<PersistQueryClientOptions, "queryClient"> {
  return {
    persister,
    maxAge: QUERY_CACHE_MAX_AGE,
    buster: APP_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * Removes the persisted cache (logout: nothing of the user may stay behind), and the marker of
 * the device copies the logout wipes on purpose (src/lib/offline/eviction.ts).
 */
export function clearPersistedQueries(storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(QUERY_STORAGE_KEY);
    storage?.removeItem(DEVICE_COPIES_KEY);
  } catch {
    // Storage disabled: nothing was persisted.
  }
}
