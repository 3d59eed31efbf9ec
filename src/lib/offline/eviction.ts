/**
 * Noticing that the browser removed the device copies: browsers may delete a site's
 * IndexedDB without asking (Safari after 7 days without use, any browser short of space, unless
 * persistent storage was granted, ./storage.ts). Screens then find no copy; without this
 * they could not tell "the office has nothing" from "the device lost what it had".
 *
 * A marker in localStorage names the account whose copies this device holds (written with the
 * first copy a page stores). At the first screen query of a page the stored copies written
 * before the page loaded are counted: the marker naming the account and none left means they
 * were removed behind the app's back. The app then says so (`deviceCopiesEvictedAtom`, shown by
 * the layout's freshness status) while every screen asks the office again. Logout removes the
 * marker with the copies (src/lib/query/persister.ts `clearPersistedQueries`).
 *
 * The page's start time and the accounts already checked are module state on purpose (nothing
 * on screen reads them; reset with the app state for tests); the answer is an atom.
 */
import { useAtomValue } from "jotai";
import { appAtom, appStore } from "@/lib/state";
import { registerStateReset } from "@/lib/state/reset";
// The key's one definition lives with the logout's removal of it.
import { DEVICE_COPIES_KEY } from "@/lib/query/persister";

/** The device copies were removed by the browser since the account last used this device. */
export const deviceCopiesEvictedAtom = appAtom(() => false);

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** When this page started: copies written since are this page's own. */
let pageStartedAt = Date.now();
/** Accounts already checked (or noted) in this page. */
const checked = new Set<number>();
const noted = new Set<number>();
/**
 * The marker as this page found it, read before the page's own first copy rewrites it: a check
 * that runs after the page stored its first copy must not take that copy's marker for an
 * earlier page's (a fresh device would otherwise report its own first start as an eviction).
 */
let markerAtStart: string | null | undefined;
registerStateReset(() => {
  pageStartedAt = Date.now();
  checked.clear();
  noted.clear();
  markerAtStart = undefined;
});

function startMarker(): string | null {
  if (markerAtStart === undefined) markerAtStart = storage()?.getItem(DEVICE_COPIES_KEY) ?? null;
  return markerAtStart;
}

/** Called when a copy of the account was stored: the device holds its copies. */
export function noteDeviceCopies(userId: number): void {
  if (noted.has(userId)) return;
  noted.add(userId);
  startMarker();
  try {
    storage()?.setItem(DEVICE_COPIES_KEY, String(userId));
  } catch {
    // Storage full or disabled: eviction then goes unnoticed, nothing else depends on it.
  }
}

/**
 * Once per account and page: `savedBefore(time)` counts the account's stored copies written
 * before `time`. Resolves to whether the copies were found removed.
 */
export async function checkEvictionOnce(userId: number, savedBefore: (time: number) => Promise<number>): Promise<boolean> {
  if (checked.has(userId)) return false;
  checked.add(userId);
  if (startMarker() !== String(userId)) return false;
  const left = await savedBefore(pageStartedAt).catch(() => null);
  if (left !== 0) return false;
  appStore.set(deviceCopiesEvictedAtom, true);
  return true;
}

export function useDeviceCopiesEvicted(): boolean {
  return useAtomValue(deviceCopiesEvictedAtom);
}
