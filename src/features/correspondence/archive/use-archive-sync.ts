/**
 * Keeps the device's archive in step with the office, in the background of every
 * signed-in screen: a first run once the screen has settled (10 s after the page loads, never
 * beside its start-up requests), then every few minutes while the page is visible, when the browser comes back
 * online or to the front, and when the storage screen asks. One tab of the account runs at a
 * time (Web Locks: another tab holding the lock is syncing already). A run that fails leaves the
 * cursor where the last stored page put it; the next run resumes there. When a run brought
 * news (changes after the device was up to date), the inbox lists and counts read again.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { isApiError } from "@/lib/api";
import { contentQueries } from "@/lib/content";
import { countQueryKeys } from "../counts/new-correspondence";
import { isUnreachable } from "@/lib/offline";
import { appStore } from "@/lib/state";
import { correspondenceKeys } from "../api/correspondence-queries";
import { archiveSyncAtom, archiveSyncRequestAtom, type ArchiveSyncState } from "./state";

/**
 * The first run waits this long after the page loads (and then for the browser to be idle): a
 * first listing is a few hundred kilobytes per 200 letters, never to compete with the screens the
 * user opens right after signing in. What they open is stored as they read it meanwhile.
 */
export const FIRST_SYNC_DELAY_MS = 10_000;
/** How long the first run waits for the browser's idle time at most. */
const IDLE_WAIT_MS = 3000;
/** Later runs while the page is visible. */
export const SYNC_INTERVAL_MS = 5 * 60 * 1000;
/** Coming online or to the front runs again only when the last run is at least this old. */
const RESYNC_AFTER_MS = 30 * 1000;

interface LockManagerLike {
  request(name: string, options: { ifAvailable: true }, task: (lock: unknown) => Promise<void>): Promise<void>;
}

function withTabLock(userId: number, task: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (!locks || typeof locks.request !== "function") return task();
  // Not available: another tab of this account is syncing; this one waits for the next turn.
  return locks.request(`ipo-archive-sync-${userId}`, { ifAvailable: true }, (lock) => (lock ? task() : Promise.resolve()));
}

function patch(update: Partial<ArchiveSyncState>): void {
  appStore.set(archiveSyncAtom, { ...appStore.get(archiveSyncAtom), ...update });
}

export function useArchiveSync(userId: number): void {
  const queryClient = useQueryClient();
  const requested = useAtomValue(archiveSyncRequestAtom);
  const runRef = useRef<(() => void) | null>(null);
  const firstRequest = useRef(requested);

  useEffect(() => {
    const controller = new AbortController();
    let running = false;
    // Asked while a run was going on (a new keep choice): one more run after it.
    let pending = false;
    let lastRun = 0;
    const run = () => {
      if (controller.signal.aborted || !navigator.onLine) return;
      if (running) {
        pending = true;
        return;
      }
      running = true;
      lastRun = Date.now();
      void withTabLock(userId, async () => {
        patch({ running: true, problem: null });
        try {
          // Loaded on the first run: no screen's start-up waits for the sync's code. The run
          // itself goes in a worker of its own (./run-sync.ts).
          const { runArchiveSync } = await import("./run-sync");
          const outcome = await runArchiveSync(userId, { signal: controller.signal, onProgress: (record) => patch({ record }) });
          // News from the office: the lists and counts read again (an open thread is left alone: its
          // reader may be typing or answering a dialog, and it refreshes when opened again).
          if (outcome.news && outcome.changed + outcome.removed > 0) {
            void queryClient.invalidateQueries({ queryKey: correspondenceKeys.lists() });
            void queryClient.invalidateQueries({ queryKey: correspondenceKeys.expirings() });
            void queryClient.invalidateQueries({ queryKey: countQueryKeys.newCorrespondence() });
          }
          // The inbox opens offline from the synced letters only with its filter options on the device too.
          void queryClient.prefetchQuery(contentQueries.filters());
        } catch (error) {
          if (controller.signal.aborted) return;
          const offline = isUnreachable(error) || (isApiError(error) && error.status === 401);
          if (!offline) console.warn("archive sync failed", error);
          patch({ problem: offline ? "offline" : "failed" });
        } finally {
          patch({ running: false });
        }
      }).finally(() => {
        running = false;
        if (pending) {
          pending = false;
          run();
        }
      });
    };
    runRef.current = run;
    const again = () => {
      if (document.visibilityState === "visible" && Date.now() - lastRun >= RESYNC_AFTER_MS) run();
    };
    let idle: number | undefined;
    const first = window.setTimeout(() => {
      // The browser's idle time, at most a few seconds later.
      idle = typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: IDLE_WAIT_MS }) : window.setTimeout(run, 0);
    }, FIRST_SYNC_DELAY_MS);
    const interval = window.setInterval(() => document.visibilityState === "visible" && run(), SYNC_INTERVAL_MS);
    window.addEventListener("online", again);
    document.addEventListener("visibilitychange", again);
    return () => {
      controller.abort();
      runRef.current = null;
      window.clearTimeout(first);
      if (idle !== undefined) (typeof cancelIdleCallback === "function" ? cancelIdleCallback : window.clearTimeout)(idle);
      window.clearInterval(interval);
      window.removeEventListener("online", again);
      document.removeEventListener("visibilitychange", again);
    };
  }, [userId, queryClient]);

  // A request of the storage screen (not the counter's first value, read at mount).
  useEffect(() => {
    if (requested !== firstRequest.current) runRef.current?.();
  }, [requested]);
}
