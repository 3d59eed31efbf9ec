/**
 * Logout on a shared device: nothing of the account may stay behind (issue 4 "Shared devices").
 *
 * - Every object store of the app database (`ipo-user-area`) is cleared, EXCEPT the allowlist
 *   of public content stores (`KEPT_STORES`: globals, literals, countries). A store added
 *   later is therefore wiped by default; only public content must be added to the allowlist.
 * - The account's entries of the outbox database (`ipo-outbox`); the logout dialog has already
 *   sent them or the user discarded them explicitly. Other accounts' queued work stays.
 * - The persisted TanStack queries (localStorage).
 * - Cache Storage, except the precache of the app shell (`workbox-precache-*`), so the app
 *   still starts offline.
 *
 * After the wipe, `accountDataWiped()` is true for the rest of the page's life: screens still
 * mounted (an open draft flushing on `pagehide`) write nothing more. The flag is an atom of
 * the app store (src/lib/state), so the tests' state reset serves an account again.
 */
import { appAtom, appStore } from "@/lib/state";
import { outboxStore } from "../outbox";
import { clearPersistedQueries } from "../query/persister";
import { openIpoDb } from "./database";

/** Stores of public content, kept at logout. Everything else is account data. */
export const KEPT_STORES: readonly string[] = ["content"];
/** Cache Storage names kept at logout (the service worker's precache of the shell). */
export const KEPT_CACHE_PREFIXES: readonly string[] = ["workbox-precache"];

/** The account's data was wiped from this page (logout): nothing more is written. */
export const accountDataWipedAtom = appAtom(() => false);

export function accountDataWiped(): boolean {
  return appStore.get(accountDataWipedAtom);
}

export interface WipeReport {
  clearedStores: string[];
  deletedCaches: string[];
}

/** Names of the app database's stores that hold account data. */
export function storesToWipe(storeNames: Iterable<string>): string[] {
  return [...storeNames].filter((name) => !KEPT_STORES.includes(name));
}

export function cachesToDelete(cacheNames: Iterable<string>): string[] {
  return [...cacheNames].filter((name) => !KEPT_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)));
}

async function clearAppStores(): Promise<string[]> {
  const db = await openIpoDb();
  const names = storesToWipe(Array.from(db.objectStoreNames as unknown as Iterable<string>));
  if (names.length === 0) return [];
  // The typed schema does not know stores added by later versions: plain IndexedDB here.
  const raw = db as unknown as { transaction(stores: string[], mode: "readwrite"): { objectStore(name: string): { clear(): Promise<void> }; done: Promise<void> } };
  const tx = raw.transaction(names, "readwrite");
  await Promise.all([...names.map((name) => tx.objectStore(name).clear()), tx.done]);
  return names;
}

async function deleteRuntimeCaches(): Promise<string[]> {
  if (typeof caches === "undefined") return [];
  const names = cachesToDelete(await caches.keys());
  await Promise.all(names.map((name) => caches.delete(name)));
  return names;
}

export async function wipeAccountData(userId: number): Promise<WipeReport> {
  appStore.set(accountDataWipedAtom, true);
  const [clearedStores, , deletedCaches] = await Promise.all([
    clearAppStores().catch((error: unknown) => {
      console.warn("account data not cleared from IndexedDB", error);
      return [] as string[];
    }),
    outboxStore().clearUser(userId).catch((error: unknown) => console.warn("outbox not cleared", error)),
    deleteRuntimeCaches().catch((error: unknown) => {
      console.warn("runtime caches not cleared", error);
      return [] as string[];
    }),
  ]);
  clearPersistedQueries();
  return { clearedStores, deletedCaches };
}
