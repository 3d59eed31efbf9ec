/**
 * The device copy of every screen query: TanStack Query's per-query persister
 * (`experimental_createQueryPersister`) over the account-scoped `queryCache` store of the app
 * database (src/lib/db). A query without data in memory is first answered from its stored
 * copy (keeping the copy's `dataUpdatedAt`, so its age shows) and refetched right after when
 * stale; every fresh answer is stored again. Storage keys start with the user id, so accounts
 * never see each other's copies and logout wipes them with the rest of the account's data.
 *
 * A query may say what of its data the device keeps: `meta.deviceCopy` (a `DeviceCopyForm`) is
 * applied to the data before it is written (e.g. the correspondence queries take out draft
 * text, which the device stores once elsewhere); the data in memory keeps everything.
 *
 * Content and the session user are not here: they live in the small localStorage cache
 * (./persister.ts) that is restored before the first render.
 */
import type { Query, QueryFunctionContext } from "@tanstack/react-query";
import { experimental_createQueryPersister, type AsyncStorage, type PersistedQuery } from "@tanstack/react-query-persist-client";
import type { IpoDb } from "@/lib/db";
import { whenIdle } from "@/lib/idle";
import { checkEvictionOnce, noteDeviceCopies } from "@/lib/offline/eviction";
import { registerStateReset } from "@/lib/state/reset";
import { APP_VERSION } from "./cache-lifetimes";
import { isScreenQueryKey } from "./revalidation";

/**
 * How long a device copy is kept and shown (with its age and the too-old warning) before it is
 * discarded: 30 days, so a week or more away from the office still opens every screen the user
 * saw ("after 8 days offline"), while copies of screens never opened again go.
 */
export const DEVICE_COPY_MAX_AGE = 30 * 24 * 60 * 60 * 1000;

// The database module (idb) stays off the sign-in page: loaded on first use.
const loadDb = () => import("@/lib/db");

function userOfStorageKey(key: string): number | null {
  const id = Number(key.slice(0, key.indexOf("-")));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The `queryCache` store as the persister's storage; `entries` lists the given account's only.
 * Storage failures (private mode, quota, a wiped database) read as "no copy" and are not
 * rethrown: the query then simply asks the office.
 */
export function queryCacheStorage(userId: number): AsyncStorage {
  const quietly = async <T>(work: (db: IpoDb) => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work(await (await loadDb()).openIpoDb());
    } catch (error) {
      console.warn("device copy of a query unavailable", error);
      return fallback;
    }
  };
  return {
    getItem: (key) => quietly(async (db) => (await db.get("queryCache", key))?.value ?? null, null),
    setItem: (key, value) =>
      quietly(async (db) => {
        const owner = userOfStorageKey(key);
        if (owner === null) return;
        // After a logout's wipe nothing of the account is written again: a query answered or
        // refetched while the logout finishes (the office's logout call) would leave its copy.
        if ((await import("@/lib/db/wipe")).accountDataWiped()) return;
        await db.put("queryCache", { key, userId: owner, savedAt: Date.now(), value });
        noteDeviceCopies(owner);
      }, undefined),
    removeItem: (key) => quietly((db) => db.delete("queryCache", key), undefined),
    entries: () =>
      quietly(async (db) => {
        const records = await db.getAllFromIndex("queryCache", "byUser", userId);
        return records.map((record): [string, string] => [record.key, record.value]);
      }, []),
  };
}

/** The form of a query's data the device keeps (`meta.deviceCopy` of the query's options). */
export type DeviceCopyForm = (data: unknown) => unknown;

/** The device forms of the queries run through a persister, by query hash. */
const deviceForms = new Map<string, DeviceCopyForm>();

/** The persisted query as written: its data in the query's device form, when it has one. */
export function storedForm(persisted: PersistedQuery): PersistedQuery {
  const form = deviceForms.get(persisted.queryHash);
  if (!form || persisted.state.data === undefined) return persisted;
  return { ...persisted, state: { ...persisted.state, data: form(persisted.state.data) } };
}

function rememberDeviceForm(query: Query): void {
  const form = query.meta?.deviceCopy;
  if (typeof form === "function") deviceForms.set(query.queryHash, form as DeviceCopyForm);
}

type DevicePersister = ReturnType<typeof experimental_createQueryPersister>;
const persisters = new Map<number, DevicePersister>();

/** The persister of one account (its storage keys start with `${userId}-`). */
export function devicePersisterOf(userId: number): DevicePersister {
  let persister = persisters.get(userId);
  if (!persister) {
    persister = experimental_createQueryPersister({
      storage: queryCacheStorage(userId),
      prefix: String(userId),
      // A new app version may read its data differently: its copies start afresh.
      buster: APP_VERSION,
      maxAge: DEVICE_COPY_MAX_AGE,
      // A restored copy is refetched at once when stale (the queries' own staleTime decides).
      refetchOnRestore: true,
      // A query's device form (draft text stored once, elsewhere) before JSON.
      serialize: (persisted) => JSON.stringify(storedForm(persisted)),
    });
    persisters.set(userId, persister);
  }
  return persister;
}

const collected = new Set<number>();

/**
 * Once per account and page, when the browser is idle: removes the account's copies older than
 * DEVICE_COPY_MAX_AGE or written by another app version (screens never opened again would
 * otherwise keep theirs until logout).
 */
function collectOldCopiesOnce(userId: number): void {
  if (collected.has(userId)) return;
  collected.add(userId);
  const collect = () => void devicePersisterOf(userId).persisterGc().catch(() => undefined);
  whenIdle(collect, 10_000);
}

/** The account's copies stored before `time` (the eviction check, src/lib/offline/eviction.ts). */
async function copiesSavedBefore(userId: number, time: number): Promise<number> {
  const db = await (await loadDb()).openIpoDb();
  const records = await db.getAllFromIndex("queryCache", "byUser", userId);
  return records.filter((record) => record.savedAt < time).length;
}

/**
 * A copy restored from the device comes from an earlier page (the user may have paid or signed
 * elsewhere in between, seconds ago): it is always asked for again, whatever its age and the
 * query's staleTime.
 */
function refreshRestoredCopy(query: Query, startedAt: number): void {
  const restored = query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < startedAt;
  if (!restored || query.state.fetchStatus !== "idle") return;
  void query.fetch().catch(() => undefined);
}

/**
 * Runs a query through the signed-in account's persister, or straight to the network when
 * nobody is signed in or the query is not screen data. A device that cannot store (private
 * mode, quota) still answers from the network.
 */
export async function persistScreenQuery<T>(
  userId: number | null,
  queryFn: (context: QueryFunctionContext) => T | Promise<T>,
  context: QueryFunctionContext,
  query: Query,
): Promise<T> {
  if (userId === null || !isScreenQueryKey(query.queryKey)) return queryFn(context);
  // Before the first restore of the page: were the account's copies removed by the browser?
  await checkEvictionOnce(userId, (time) => copiesSavedBefore(userId, time));
  collectOldCopiesOnce(userId);
  rememberDeviceForm(query);
  const restoring = query.state.data === undefined;
  const startedAt = Date.now();
  const value = await devicePersisterOf(userId).persisterFn(queryFn, context, query);
  // After the persister's own after-restore step (which sets the copy's real age and refetches
  // only a copy older than the staleTime): every restored copy is refreshed now.
  if (restoring) setTimeout(() => refreshRestoredCopy(query, startedAt), 0);
  return value;
}

/**
 * Stores a query's answer for the account that turned out to be signed in: a screen query
 * started before the session check answered (start-up, ./query-client.ts) ran without a
 * persister; its answer, given by the same session cookie, is the account's.
 */
export async function persistAnsweredQuery(userId: number, query: Query): Promise<void> {
  if (!isScreenQueryKey(query.queryKey) || query.state.status !== "success") return;
  collectOldCopiesOnce(userId);
  rememberDeviceForm(query);
  await devicePersisterOf(userId).persistQuery(query);
}

/** Forgets the persisters (tests; logout wipes the store itself). */
export function resetDevicePersisters(): void {
  persisters.clear();
  deviceForms.clear();
  collected.clear();
}
registerStateReset(resetDevicePersisters);
