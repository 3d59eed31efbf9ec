/**
 * Whether the app can reach the office: the browser's online flag, and whether the last
 * network-first read (./network-first.ts) got an answer. The shell's indicator and the
 * actions that need the network read it through `useOnlineStatus()`.
 */
import { useSyncExternalStore } from "react";

export interface OnlineStatus {
  /** The browser reports a connection. */
  browserOnline: boolean;
  /** The last request to the office failed to reach it (set back by the next success). */
  serverUnreachable: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let status: OnlineStatus = { browserOnline: readBrowserOnline(), serverUnreachable: false };
let listening = false;

function readBrowserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

function set(patch: Partial<OnlineStatus>): void {
  const next = { ...status, ...patch };
  if (next.browserOnline === status.browserOnline && next.serverUnreachable === status.serverUnreachable) return;
  status = next;
  for (const listener of listeners) listener();
}

function listen(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  // A connection coming or going says nothing yet of the office: the next request will tell
  // (and the screens whose refresh failed ask again at once, src/lib/query/query-client.ts).
  const update = () => set({ browserOnline: readBrowserOnline(), serverUnreachable: false });
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
}

export function getOnlineStatus(): OnlineStatus {
  listen();
  return status;
}

/** True when the app works from the device (no connection, or the office not answering). */
export function isWorkingOffline(current: OnlineStatus = getOnlineStatus()): boolean {
  return !current.browserOnline || current.serverUnreachable;
}

export function subscribeOnlineStatus(listener: Listener): () => void {
  listen();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportServerReachable(): void {
  set({ serverUnreachable: false, browserOnline: readBrowserOnline() });
}

export function reportServerUnreachable(): void {
  set({ serverUnreachable: true });
}

/** `{ offline }` for components: re-renders on every change. */
export function useOnlineStatus(): OnlineStatus & { offline: boolean } {
  const current = useSyncExternalStore(subscribeOnlineStatus, getOnlineStatus, getOnlineStatus);
  return { ...current, offline: isWorkingOffline(current) };
}

/** Resets the state (tests only). */
export function resetOnlineStatusForTests(): void {
  status = { browserOnline: readBrowserOnline(), serverUnreachable: false };
}
