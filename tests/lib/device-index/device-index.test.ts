/**
 * The device index's API (src/lib/device-index/index.ts) with its worker stood in by the same
 * request service (index-service.ts) on the node build of sqlite-wasm, in memory: one database
 * per account that outlives the worker (as its OPFS file does), removed by the wipe.
 */
import { describe, expect, it, vi } from "vitest";
import { indexedCount, indexedCountShown, indexMessages, removeMessages, searchMessages, wipeDeviceIndex } from "@/lib/device-index";
import { queryTerms } from "@/features/correspondence/offline-search/search-text";
import { foldForSearch } from "@/lib/search/fold";
import { standInIndexWorker } from "../../support/device-index-worker";

const standIn = standInIndexWorker(wipeDeviceIndex);


const letter = (key: string, receivedDate: string, text: string) => ({ key, receivedDate, text: foldForSearch(text) });

describe("device index", () => {
  it("keeps each account's letters apart", async () => {
    await indexMessages(1, [letter("m1", "2026-01-01", "Prekių ženklo ŽALGIRIS registracija")]);
    await indexMessages(2, [letter("m1", "2026-01-01", "Dizaino užsakymas grąžintas"), letter("m2", "2026-01-02", "Žalgirio dizainas")]);
    expect(await searchMessages(1, queryTerms("zalgir"), 0, 10)).toMatchObject({ keys: ["m1"], total: 1, more: false });
    expect(await searchMessages(2, queryTerms("zalgir"), 0, 10)).toMatchObject({ keys: ["m2"], total: 1, more: false });
    expect(await searchMessages(1, queryTerms("dizain"), 0, 10)).toMatchObject({ keys: [], total: 0, more: false });
    expect([await indexedCount(1), await indexedCount(2)]).toEqual([1, 2]);
    await removeMessages(2, ["m1"]);
    expect([await indexedCount(1), await indexedCount(2)]).toEqual([1, 1]);
  });

  it("answers null without asking the index when no term has 3 characters", async () => {
    await indexMessages(1, [letter("m1", "2026-01-01", "ab cd")]);
    expect(await searchMessages(1, ["ab", "cd"], 0, 10)).toBeNull();
    expect(await searchMessages(1, ["ab", "abc"], 0, 10)).toMatchObject({ keys: [], total: 0, more: false });
  });

  it("wipes every account's index; the next use starts a new worker on empty files", async () => {
    await indexMessages(1, [letter("m1", "2026-01-01", "sprendimas")]);
    await indexMessages(2, [letter("m1", "2026-01-01", "sprendimas")]);
    await wipeDeviceIndex();
    expect(standIn.current.fileCount()).toBe(0);
    expect(await searchMessages(1, ["sprendimas"], 0, 10)).toMatchObject({ keys: [], total: 0, more: false });
    expect([await indexedCount(1), await indexedCount(2)]).toEqual([0, 0]);
    expect(standIn.current.started).toBe(2);
  });

  it("never throws when the files cannot be opened: writes are dropped, search answers null", async () => {
    standIn.current.failing = true;
    await expect(indexMessages(1, [letter("m1", "2026-01-01", "sprendimas")])).resolves.toBeUndefined();
    await expect(removeMessages(1, ["m1"])).resolves.toBeUndefined();
    expect(await searchMessages(1, ["sprendimas"], 0, 10)).toBeNull();
    expect(await indexedCount(1)).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it("answers null when the worker itself fails to start", async () => {
    vi.stubGlobal(
      "Worker",
      class {
        onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
        postMessage() {
          queueMicrotask(() => this.onerror?.({ message: "wasm failed to load", preventDefault() {} }));
        }
        terminate() {}
      },
    );
    expect(await searchMessages(1, ["sprendimas"], 0, 10)).toBeNull();
  });

  it("shows a count that came too late as busy, not as unavailable", async () => {
    vi.useFakeTimers();
    try {
      // A worker that takes every message and answers none (behind a long batch of writes).
      type Failing = { onerror: ((event: { message: string; preventDefault(): void }) => void) | null };
      const started: Failing[] = [];
      vi.stubGlobal(
        "Worker",
        class {
          onerror = null;
          onmessage = null;
          constructor() {
            started.push(this);
          }
          postMessage() {}
          terminate() {}
        },
      );
      const shown = indexedCountShown(1);
      const counted = indexedCount(1);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(await shown).toBe("busy");
      expect(await counted).toBeNull();
      // It ends (the next test, and the wipe after this one, start another).
      started[0]?.onerror?.({ message: "ended", preventDefault() {} });
    } finally {
      vi.useRealTimers();
    }
  });
});
