/**
 * Work that can wait until the browser is idle: device copies written after a screen shows, the
 * service worker's registration, the persisted cache's garbage collection. Each runs as a task of
 * its own after the start-up work, so it neither delays the first screen nor joins its long tasks
 * (total blocking time of a cold start). Not for the outbox: queued work is made
 * consistent before the screens read it (a delayed start once showed an older copy of a draft).
 */

/** Fallback delay where the browser has no `requestIdleCallback` (Safari). */
const NO_IDLE_API_DELAY_MS = 200;

/**
 * Runs `work` in the browser's next idle period, at the latest after `timeoutMs`. Returns a
 * function that cancels it (nothing happens when it already ran).
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window === "undefined") {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  if (idle) {
    const handle = idle(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, Math.min(NO_IDLE_API_DELAY_MS, timeoutMs));
  return () => window.clearTimeout(timer);
}
