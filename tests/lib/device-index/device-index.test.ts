/**
 * The device index's API (src/lib/device-index/index.ts) with its worker stood in by the same
 * request service (index-service.ts) on the node build of sqlite-wasm, in memory: one database
 * per account that outlives the worker (as its OPFS file does), removed by the wipe.
 */
import sqlite3InitModule, { type Database, type Sqlite3Static } from "@sqlite.org/sqlite-wasm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { indexedCount, indexMessages, removeMessages, searchMessages, wipeDeviceIndex } from "@/lib/device-index";
import { createIndexService } from "@/lib/device-index/index-service";
import type { IndexCall, IndexReply } from "@/lib/device-index/protocol";
import { queryTerms } from "@/lib/offline/search-text";
import { foldForSearch } from "@/lib/search/fold";

let sqlite3: Sqlite3Static;
/** The "files": each account's database, kept across workers. */
const files = new Map<number, Database>();
let workersStarted = 0;
let failing = false;

class ServiceWorkerStandIn {
  onmessage: ((event: { data: IndexReply }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  private readonly serve = createIndexService({
    open: async (userId) => {
      if (failing) throw new Error("NoModificationAllowedError: the files are held by another tab");
      let db = files.get(userId);
      if (!db || !db.isOpen()) {
        db = new sqlite3.oo1.DB(":memory:");
        files.set(userId, db);
      }
      return db;
    },
    removeAll: async () => files.clear(),
  });
  constructor() {
    workersStarted++;
  }
  postMessage(call: IndexCall) {
    void this.serve(structuredClone(call)).then((reply) => this.onmessage?.({ data: reply }));
  }
  terminate() {}
}

beforeAll(async () => {
  sqlite3 = await sqlite3InitModule();
});

beforeEach(() => {
  vi.stubGlobal("Worker", ServiceWorkerStandIn);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  workersStarted = 0;
  failing = false;
});

afterEach(async () => {
  await wipeDeviceIndex();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const letter = (key: string, receivedDate: string, text: string) => ({ key, receivedDate, text: foldForSearch(text) });

describe("device index", () => {
  it("keeps each account's letters apart", async () => {
    await indexMessages(1, [letter("m1", "2026-01-01", "Prekių ženklo ŽALGIRIS registracija")]);
    await indexMessages(2, [letter("m1", "2026-01-01", "Dizaino užsakymas grąžintas"), letter("m2", "2026-01-02", "Žalgirio dizainas")]);
    expect(await searchMessages(1, queryTerms("zalgir"), 0, 10)).toEqual({ keys: ["m1"], total: 1 });
    expect(await searchMessages(2, queryTerms("zalgir"), 0, 10)).toEqual({ keys: ["m2"], total: 1 });
    expect(await searchMessages(1, queryTerms("dizain"), 0, 10)).toEqual({ keys: [], total: 0 });
    expect([await indexedCount(1), await indexedCount(2)]).toEqual([1, 2]);
    await removeMessages(2, ["m1"]);
    expect([await indexedCount(1), await indexedCount(2)]).toEqual([1, 1]);
  });

  it("answers null without asking the index when no term has 3 characters", async () => {
    await indexMessages(1, [letter("m1", "2026-01-01", "ab cd")]);
    expect(await searchMessages(1, ["ab", "cd"], 0, 10)).toBeNull();
    expect(await searchMessages(1, ["ab", "abc"], 0, 10)).toEqual({ keys: [], total: 0 });
  });

  it("wipes every account's index; the next use starts a new worker on empty files", async () => {
    await indexMessages(1, [letter("m1", "2026-01-01", "sprendimas")]);
    await indexMessages(2, [letter("m1", "2026-01-01", "sprendimas")]);
    await wipeDeviceIndex();
    expect(files.size).toBe(0);
    expect(await searchMessages(1, ["sprendimas"], 0, 10)).toEqual({ keys: [], total: 0 });
    expect([await indexedCount(1), await indexedCount(2)]).toEqual([0, 0]);
    expect(workersStarted).toBe(2);
  });

  it("never throws when the files cannot be opened: writes are dropped, search answers null", async () => {
    failing = true;
    await expect(indexMessages(1, [letter("m1", "2026-01-01", "sprendimas")])).resolves.toBeUndefined();
    await expect(removeMessages(1, ["m1"])).resolves.toBeUndefined();
    expect(await searchMessages(1, ["sprendimas"], 0, 10)).toBeNull();
    expect(await indexedCount(1)).toBe(0);
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
});
