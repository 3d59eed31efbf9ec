/** A page of the previous version that cannot load one of its chunks reloads once, typing kept first. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { failedChunkUrl, listenForStaleChunks, RELOAD_GAP_MS, shouldReloadForStaleChunk, STALE_RELOAD_KEY } from "@/components/update-prompt/stale-chunks";

afterEach(() => vi.unstubAllGlobals());

/** The event Vite dispatches when a dynamic import fails, naming the chunk. */
function preloadError(url: string): Event {
  return Object.assign(new Event("vite:preloadError"), { payload: new TypeError(`Failed to fetch dynamically imported module: ${url}`) });
}

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe("stale chunks", () => {
  it("reloads at most once per gap", () => {
    expect(shouldReloadForStaleChunk(1_000, null)).toBe(true);
    expect(shouldReloadForStaleChunk(1_000 + RELOAD_GAP_MS - 1, 1_000)).toBe(false);
    expect(shouldReloadForStaleChunk(1_000 + RELOAD_GAP_MS, 1_000)).toBe(true);
  });

  it("keeps open work, then reloads once for a failed chunk load; a second failure soon after does not reload again", async () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const order: string[] = [];
    let now = 50_000;
    const options = {
      target: target as unknown as Window,
      storage,
      now: () => now,
      keepOpenWork: vi.fn(async () => void order.push("kept")),
      reload: vi.fn(() => void order.push("reload")),
    };
    const stop = listenForStaleChunks(options);
    target.dispatchEvent(new Event("vite:preloadError"));
    target.dispatchEvent(new Event("vite:preloadError"));
    await vi.waitFor(() => expect(order).toEqual(["kept", "reload"]));
    expect(storage.getItem(STALE_RELOAD_KEY)).toBe("50000");
    stop();

    // The reloaded page (same tab, same sessionStorage) fails again at once: no reload loop.
    now += 1_000;
    const again = { ...options, reload: vi.fn() };
    const stopAgain = listenForStaleChunks(again);
    target.dispatchEvent(new Event("vite:preloadError"));
    await Promise.resolve();
    expect(again.reload).not.toHaveBeenCalled();
    stopAgain();
  });

  it("offline in a page no worker controls, stays: a reload would only show the browser's offline page", async () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const options = { target: target as unknown as Window, storage, keepOpenWork: vi.fn(async () => undefined), reload: vi.fn() };
    let reachable = false;
    const stop = listenForStaleChunks({ ...options, canReload: () => reachable });
    target.dispatchEvent(new Event("vite:preloadError"));
    await Promise.resolve();
    expect(options.reload).not.toHaveBeenCalled();
    expect(storage.getItem(STALE_RELOAD_KEY)).toBeNull();

    reachable = true;
    target.dispatchEvent(new Event("vite:preloadError"));
    await vi.waitFor(() => expect(options.reload).toHaveBeenCalledTimes(1));
    stop();
  });

  it("online, asks for the chunk again: one the server still has (the connection was missing a moment ago) is not stale; a 404 is", async () => {
    const url = "http://localhost/assets/delivery-notices-AbCd1234.js";
    expect(failedChunkUrl(preloadError(url))).toBe(url);
    let status = 200;
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status })));
    vi.stubGlobal("fetch", fetch);
    const target = new EventTarget();
    const options = { target: target as unknown as Window, storage: memoryStorage(), keepOpenWork: vi.fn(async () => undefined), reload: vi.fn(), canReload: () => true };
    const stop = listenForStaleChunks(options);
    target.dispatchEvent(preloadError(url));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(url, { method: "HEAD", cache: "no-store" }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(options.reload).not.toHaveBeenCalled();

    status = 404;
    target.dispatchEvent(preloadError(url));
    await vi.waitFor(() => expect(options.reload).toHaveBeenCalledTimes(1));
    stop();
  });
});
