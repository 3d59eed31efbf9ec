/**
 * The device index's requests over a set of per-account databases: the worker gives it the
 * OPFS files (./index-worker.ts), the unit tests in-memory ones. One database per account, so
 * accounts never mix; requests run one at a time in arrival order.
 */
import type { Database } from "@sqlite.org/sqlite-wasm";
import { countDocs, deleteDocs, prepareSchema, searchDocs, upsertDocs } from "./index-sql";
import type { IndexCall, IndexReply, IndexRequest, IndexResults } from "./protocol";

export interface IndexStorage {
  /** Opens (creating if need be) the account's database. */
  open(userId: number, openCount: number): Promise<Database>;
  /** Removes every account's database; every one is closed before. */
  removeAll(): Promise<void>;
}

export function createIndexService(storage: IndexStorage): (call: IndexCall) => Promise<IndexReply> {
  const databases = new Map<number, Database>();

  async function databaseOf(userId: number): Promise<Database> {
    const open = databases.get(userId);
    if (open) return open;
    const db = await storage.open(userId, databases.size + 1);
    prepareSchema(db);
    databases.set(userId, db);
    return db;
  }

  async function handle(request: IndexRequest): Promise<IndexResults[keyof IndexResults]> {
    switch (request.op) {
      case "index":
        upsertDocs(await databaseOf(request.userId), request.docs);
        return null;
      case "remove":
        deleteDocs(await databaseOf(request.userId), request.keys);
        return null;
      case "search":
        return searchDocs(await databaseOf(request.userId), request.terms, request.offset, request.limit);
      case "count":
        return countDocs(await databaseOf(request.userId));
      case "wipe":
        for (const db of databases.values()) db.close();
        databases.clear();
        await storage.removeAll();
        return null;
    }
  }

  let queue: Promise<unknown> = Promise.resolve();
  return (call) => {
    const { id, ...request } = call;
    const reply = queue.then(async (): Promise<IndexReply> => {
      try {
        return { id, ok: true, result: await handle(request) };
      } catch (error) {
        return { id, ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
      }
    });
    queue = reply;
    return reply;
  };
}
