/**
 * A page of the previous version asks for one of its chunks after a new version took over: the
 * new worker deleted the old chunks from its precache on activation and the server only has
 * the new ones, so the import fails (Vite reports it as `vite:preloadError`). The page then
 * reloads once, after handing open editors' typing to the outbox, and runs the new version
 * (from the new precache, offline too). At most one such reload per RELOAD_GAP_MS, so a chunk
 * that is really missing shows the error screen instead of reloading forever. Offline in a page
 * no worker controls (the worker not installed yet, or none), a chunk that fails is not stale
 * but unreachable, and a reload would only show the browser's offline page: the page stays.
 * Online, the chunk is asked for again (HEAD): only a chunk the server no longer has is stale.
 * A load that failed for want of the connection is reported a moment later, when the
 * connection may be back: judged by `navigator.onLine` alone, it reloaded the page under the
 * user (seen in the shared-inbox e2e, the page reloading as the connection returned).
 */

/** sessionStorage key: when this tab last reloaded for a stale chunk (ms since the epoch). */
export const STALE_RELOAD_KEY = "ipo.staleChunkReloadAt";
export const RELOAD_GAP_MS = 30_000;

/** Whether to reload now, given the time of the last such reload (pure; exported for tests). */
export function shouldReloadForStaleChunk(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < RELOAD_GAP_MS);
}

export interface StaleChunkOptions {
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  storage?: Pick<Storage, "getItem" | "setItem">;
  /** Hands open editors' typing to the device before the reload. */
  keepOpenWork: () => Promise<void>;
  reload: () => void;
  now?: () => number;
  /** Whether a reload can load the app now: online, or a worker controls the page (its precache). */
  canReload?: () => boolean;
  /** Whether the failed load was of a chunk that is gone (not one the network failed to bring). */
  isStale?: (event: Event) => Promise<boolean>;
}

function reloadWorks(): boolean {
  return navigator.onLine || ("serviceWorker" in navigator && navigator.serviceWorker.controller !== null);
}

/** The URL of the chunk a `vite:preloadError` names (its error's message), when it names one. */
export function failedChunkUrl(event: Event): string | null {
  const error = (event as Event & { payload?: unknown }).payload;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1] ?? null;
}

/**
 * Online: the chunk is gone when the server (or the worker) answers 404 for it now; a chunk it
 * still has failed for want of the connection. Offline, a worker's precache decides (see
 * `reloadWorks`). A failure that names no chunk counts as stale, as before.
 */
async function chunkIsGone(event: Event): Promise<boolean> {
  if (!navigator.onLine) return true;
  const url = failedChunkUrl(event);
  if (url === null) return true;
  try {
    return (await fetch(url, { method: "HEAD", cache: "no-store" })).status === 404;
  } catch {
    return false;
  }
}

/** Listens for failed chunk loads; answers the function that stops listening. */
export function listenForStaleChunks({
  target = window,
  storage = sessionStorage,
  keepOpenWork,
  reload,
  now = Date.now,
  canReload = reloadWorks,
  isStale = chunkIsGone,
}: StaleChunkOptions): () => void {
  let reloading = false;
  let checking = false;
  const onPreloadError = (event: Event) => {
    if (reloading || checking || !canReload()) return;
    checking = true;
    void isStale(event)
      .catch(() => false)
      .then((stale) => {
        checking = false;
        if (stale) reloadOnce();
      });
  };
  const reloadOnce = () => {
    const stored = Number(storage.getItem(STALE_RELOAD_KEY));
    if (!shouldReloadForStaleChunk(now(), Number.isFinite(stored) && stored > 0 ? stored : null)) return;
    reloading = true;
    storage.setItem(STALE_RELOAD_KEY, String(now()));
    // The error still reaches the screen that asked (its error view shows until the reload).
    void keepOpenWork()
      .catch(() => undefined)
      .then(reload);
  };
  target.addEventListener("vite:preloadError", onPreloadError);
  return () => target.removeEventListener("vite:preloadError", onPreloadError);
}
