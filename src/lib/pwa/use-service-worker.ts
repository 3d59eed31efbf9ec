/**
 * React access to the service worker's update state, for the update prompt:
 *   const { needRefresh, offlineReady, updateServiceWorker } = useServiceWorker();
 * `updateServiceWorker()` activates the waiting version; the page then reloads.
 * Registration itself happens once in main.tsx (`registerServiceWorker()`).
 */
import { useAtomValue } from "jotai";
import { serviceWorkerStateAtom, updateServiceWorker } from "./register";
import type { ServiceWorkerState } from "./register";

export interface UseServiceWorker extends ServiceWorkerState {
  updateServiceWorker: () => Promise<void>;
}

export function useServiceWorker(): UseServiceWorker {
  const state = useAtomValue(serviceWorkerStateAtom);
  return { ...state, updateServiceWorker };
}
