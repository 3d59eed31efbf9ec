/**
 * Whether the app can reach the office: the browser's online flag, and whether the last
 * network-first read (./network-first.ts) got an answer. One atom of the app store
 * (src/lib/state): the shell's indicator and the actions that need the network read it through
 * `useOnlineStatus()`, code outside React through `getOnlineStatus()`.
 */
import { useAtomValue } from "jotai";
import { appAtom, appStore } from "@/lib/state";

export interface OnlineStatus {
  /** The browser reports a connection. */
  browserOnline: boolean;
  /** The last request to the office failed to reach it (set back by the next success). */
  serverUnreachable: boolean;
}

function readBrowserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

export const onlineStatusAtom = appAtom<OnlineStatus>(() => ({ browserOnline: readBrowserOnline(), serverUnreachable: false }));

function set(patch: Partial<OnlineStatus>): void {
  const status = appStore.get(onlineStatusAtom);
  const next = { ...status, ...patch };
  // The same object while nothing changed: no re-render.
  if (next.browserOnline === status.browserOnline && next.serverUnreachable === status.serverUnreachable) return;
  appStore.set(onlineStatusAtom, next);
}

if (typeof window !== "undefined") {
  // A connection coming or going says nothing yet of the office: the next request will tell
  // (and the screens whose refresh failed ask again at once, src/lib/query/query-client.ts).
  const update = () => set({ browserOnline: readBrowserOnline(), serverUnreachable: false });
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
}

export function getOnlineStatus(): OnlineStatus {
  return appStore.get(onlineStatusAtom);
}

/** True when the app works from the device (no connection, or the office not answering). */
export function isWorkingOffline(current: OnlineStatus = getOnlineStatus()): boolean {
  return !current.browserOnline || current.serverUnreachable;
}

export function reportServerReachable(): void {
  set({ serverUnreachable: false, browserOnline: readBrowserOnline() });
}

export function reportServerUnreachable(): void {
  set({ serverUnreachable: true });
}

/** `{ offline }` for components: re-renders on every change. */
export function useOnlineStatus(): OnlineStatus & { offline: boolean } {
  const current = useAtomValue(onlineStatusAtom);
  return { ...current, offline: isWorkingOffline(current) };
}
