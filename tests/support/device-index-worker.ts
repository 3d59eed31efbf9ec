/**
 * The device index's worker stood in for unit tests: the same request service
 * (src/lib/device-index/index-service.ts) on the node build of sqlite-wasm, in memory, one
 * database per account that outlives the worker (as its OPFS file does). Install it with
 * `vi.stubGlobal("Worker", await indexWorkerStandIn())`, or around every test of a file with
 * `standInIndexWorker`. `memoryIndexDbPerTest` gives the index's SQL a new in-memory database per test.
 */
import sqlite3InitModule, { type Database, type Sqlite3Static } from "@sqlite.org/sqlite-wasm";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { createIndexService } from "@/lib/device-index/index-service";
import type { IndexCall, IndexReply } from "@/lib/device-index/protocol";

export interface IndexWorkerStandIn {
  new (): { postMessage(call: IndexCall): void; terminate(): void };
  /** Workers started since `reset`. */
  started: number;
  /** The requests' operations since `reset`, in the order the workers got them. */
  ops: string[];
  /** When set, opening a file fails (another tab holds the files). */
  failing: boolean;
  reset(): void;
  /** The accounts' databases that exist ("files"). */
  fileCount(): number;
}

export async function indexWorkerStandIn(): Promise<IndexWorkerStandIn> {
  const sqlite3 = await sqlite3InitModule();
  const files = new Map<number, Database>();
  const StandIn = class {
    static started = 0;
    static ops: string[] = [];
    static failing = false;
    static fileCount() {
      return files.size;
    }
    static reset() {
      StandIn.started = 0;
      StandIn.ops = [];
      StandIn.failing = false;
    }
    onmessage: ((event: { data: IndexReply }) => void) | null = null;
    onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
    private readonly serve = createIndexService({
      open: async (userId) => {
        if (StandIn.failing) throw new Error("NoModificationAllowedError: the files are held by another tab");
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
      StandIn.started++;
    }
    postMessage(call: IndexCall) {
      StandIn.ops.push(call.op);
      void this.serve(structuredClone(call)).then((reply) => this.onmessage?.({ data: reply }));
    }
    terminate() {}
  };
  return StandIn;
}

/**
 * The stand-in as `Worker` around every test of the file (console warnings of the fallbacks
 * muted), `wipe` after each; `current` is the stand-in's class, for its counters and switches.
 */
export function standInIndexWorker(wipe: () => Promise<unknown>): { current: IndexWorkerStandIn } {
  const standIn = {} as { current: IndexWorkerStandIn };
  beforeAll(async () => {
    standIn.current = await indexWorkerStandIn();
  });
  beforeEach(() => {
    vi.stubGlobal("Worker", standIn.current);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    standIn.current.reset();
  });
  afterEach(async () => {
    await wipe();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return standIn;
}

/** A new in-memory database per test, its schema prepared by `prepare` (the index's SQL). */
export function memoryIndexDbPerTest(prepare: (db: Database) => void): () => Database {
  let sqlite3: Sqlite3Static;
  let db: Database | undefined;
  beforeAll(async () => {
    sqlite3 = await sqlite3InitModule();
  });
  beforeEach(() => {
    db?.close();
    db = new sqlite3.oo1.DB(":memory:");
    prepare(db);
  });
  return () => db as Database;
}
