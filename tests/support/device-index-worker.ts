/**
 * The device index's worker stood in for unit tests: the same request service
 * (src/lib/device-index/index-service.ts) on the node build of sqlite-wasm, in memory, one
 * database per account that outlives the worker (as its OPFS file does). Install it with
 * `vi.stubGlobal("Worker", await indexWorkerStandIn())`.
 */
import sqlite3InitModule, { type Database } from "@sqlite.org/sqlite-wasm";
import { createIndexService } from "@/lib/device-index/index-service";
import type { IndexCall, IndexReply } from "@/lib/device-index/protocol";

export interface IndexWorkerStandIn {
  new (): { postMessage(call: IndexCall): void; terminate(): void };
  /** Workers started since `reset`. */
  started: number;
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
    static failing = false;
    static fileCount() {
      return files.size;
    }
    static reset() {
      StandIn.started = 0;
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
      void this.serve(structuredClone(call)).then((reply) => this.onmessage?.({ data: reply }));
    }
    terminate() {}
  };
  return StandIn;
}
