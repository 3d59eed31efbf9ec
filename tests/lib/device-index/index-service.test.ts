/**
 * The index's request service (src/lib/device-index/index-service.ts): requests answered in
 * arrival order, each with its own id; the index writes of one account waiting in a row go to
 * the file as one transaction, up to 1,000 letters.
 */
import sqlite3InitModule, { type Database } from "@sqlite.org/sqlite-wasm";
import { describe, expect, it, vi } from "vitest";
import { createIndexService } from "@/lib/device-index/index-service";
import type { IndexDoc } from "@/lib/device-index/index-sql";
import { foldForSearch } from "@/lib/search/fold";

const docs = (from: number, count: number, word = "registracija"): IndexDoc[] =>
  Array.from({ length: count }, (_, n) => ({ key: `m${from + n}`, receivedDate: new Date(Date.UTC(2026, 0, 1, 0, 0, from + n)).toISOString().slice(0, 19), text: foldForSearch(`Prekių ženklo ${word} ${from + n}`) }));

/** The service over an in-memory database per account, counting the transactions of all. */
async function service() {
  const sqlite3 = await sqlite3InitModule();
  const files = new Map<number, Database>();
  const transactions = vi.fn();
  const open = async (userId: number) => {
    let db = files.get(userId);
    if (!db) {
      const created = new sqlite3.oo1.DB(":memory:");
      const transaction = created.transaction.bind(created);
      created.transaction = ((...args: Parameters<Database["transaction"]>) => {
        transactions(userId);
        return transaction(...args);
      }) as Database["transaction"];
      files.set(userId, created);
      db = created;
    }
    return db;
  };
  const serve = createIndexService({ open, removeAll: async () => undefined });
  return { serve, transactions };
}

describe("index service", () => {
  it("writes the index calls waiting in a row as one, answering each in order", async () => {
    const { serve, transactions } = await service();
    const answers = await Promise.all([
      serve({ id: 1, op: "index", userId: 7, docs: docs(0, 10) }),
      serve({ id: 2, op: "index", userId: 7, docs: docs(10, 10) }),
      serve({ id: 3, op: "index", userId: 7, docs: docs(20, 10) }),
      serve({ id: 4, op: "count", userId: 7 }),
    ]);
    expect(answers).toEqual([
      { id: 1, ok: true, result: null },
      { id: 2, ok: true, result: null },
      { id: 3, ok: true, result: null },
      { id: 4, ok: true, result: 30 },
    ]);
    // The first went alone (nothing waited yet); the two waiting behind it, together.
    expect(transactions).toHaveBeenCalledTimes(2);
  });

  it("keeps a write to 1,000 letters and never joins another account's or another kind of request", async () => {
    const { serve, transactions } = await service();
    await Promise.all([
      serve({ id: 1, op: "index", userId: 7, docs: docs(0, 10) }),
      serve({ id: 2, op: "index", userId: 7, docs: docs(10, 600) }),
      serve({ id: 3, op: "index", userId: 7, docs: docs(610, 600) }),
      serve({ id: 4, op: "remove", userId: 7, keys: ["m0"] }),
      serve({ id: 5, op: "index", userId: 7, docs: docs(1210, 5) }),
      serve({ id: 6, op: "index", userId: 8, docs: docs(0, 5) }),
    ]);
    // 10 | 600 | 600 | remove | 5 (user 7) | 5 (user 8): six transactions.
    expect(transactions).toHaveBeenCalledTimes(6);
    expect(await serve({ id: 7, op: "count", userId: 7 })).toEqual({ id: 7, ok: true, result: 1214 });
  });
});
