/**
 * Logout on a shared device: nothing of the account may stay behind.
 * The device part of it; the whole logout, in order, is src/lib/session/leave-account.ts (which
 * also clears the account's outbox entries, the persisted queries and the device's user).
 *
 * - Every object store of the app database (`ipo-user-area`) is cleared, EXCEPT the allowlist
 *   of public content stores (`KEPT_STORES`: globals, literals, countries). A store added
 *   later is therefore wiped by default; only public content must be added to the allowlist.
 * - The files shared to the app (`ipo-shared-files`), whoever they were meant for.
 * - Cache Storage, except the precache of the app shell (`workbox-precache-*`), so the app
 *   still starts offline.
 * - The device's full-text index (src/lib/device-index: its OPFS directory, every account's).
 *
 * After the wipe, `accountDataWiped()` is true for the rest of the page's life: screens still
 * mounted (an open draft flushing on `pagehide`) write nothing more. The flag is an atom of
 * the app store (src/lib/state), so the tests' state reset serves an account again. This module
 * depends on nothing but the database and the state: the outbox and the offline copies read
 * the flag from here (the device index depends on nothing of the app's).
 */
import { wipeDeviceIndex } from "@/lib/device-index";
import { appAtom, appStore } from "@/lib/state";
import { openIpoDb } from "./database";
import { databaseHandle } from "./open";
import { SHARED_FILES_DB } from "./schema";

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

async function clearSharedFiles(): Promise<void> {
  const handle = databaseHandle(SHARED_FILES_DB);
  try {
    await (await handle.open()).clear("shares");
  } finally {
    await handle.close();
  }
}

export async function wipeAccountData(): Promise<WipeReport> {
  appStore.set(accountDataWipedAtom, true);
  const [clearedStores, , , deletedCaches] = await Promise.all([
    clearAppStores().catch((error: unknown) => {
      console.warn("account data not cleared from IndexedDB", error);
      return [] as string[];
    }),
    clearSharedFiles().catch((error: unknown) => console.warn("shared files not cleared", error)),
    // Never throws (it reports a failure itself).
    wipeDeviceIndex(),
    deleteRuntimeCaches().catch((error: unknown) => {
      console.warn("runtime caches not cleared", error);
      return [] as string[];
    }),
  ]);
  return { clearedStores, deletedCaches };
}
