/**
 * The device index's requests over a set of per-account databases: the worker gives it the
 * OPFS files (./index-worker.ts), the unit tests in-memory ones. One database per account, so
 * accounts never mix; requests run one at a time in arrival order.
 *
 * While no request waits, bounded steps of idle work (`idleLater`): the newest texts read into
 * the page cache after a file opens, the index's segments merged after writes, so a search
 * never queues behind more than one step; `settle` finishes the merge at once (the bench,
 * before it measures searches on a freshly filled index).
 */
import type { Database } from "@sqlite.org/sqlite-wasm";
import { countDocs, deleteDocs, mergeStep, prepareSchema, searchDocs, upsertDocs, warmStep } from "./index-sql";
import type { IndexCall, IndexReply, IndexRequest, IndexResults } from "./protocol";

export interface IndexStorage {
  /** Opens (creating if need be) the account's database. */
  open(userId: number, openCount: number): Promise<Database>;
  /** Removes every account's database; every one is closed before. */
  removeAll(): Promise<void>;
}

/**
 * Most letters one write takes when a sync's pages wait in a row: one transaction of 1,000
 * letters indexed 10,000 in two thirds of the time of 200 (the journal's flushes and FTS5's
 * segments per transaction; same storage after the merge), and a write never holds a search
 * for long (a search during a sync scans anyway: the counts differ).
 */
const MAX_WRITE_DOCS = 1_000;

/** Writes stop for this long before the segments are merged (between a sync's pages: never). */
const IDLE_MS = 2_000;

export function createIndexService(storage: IndexStorage): (call: IndexCall) => Promise<IndexReply> {
  const databases = new Map<number, Database>();
  /** Accounts whose segments may want merging. */
  const unmerged = new Set<number>();
  let waiting = 0;
  let merging = false;

  async function databaseOf(userId: number): Promise<Database> {
    const open = databases.get(userId);
    if (open) return open;
    const db = await storage.open(userId, databases.size + 1);
    prepareSchema(db);
    databases.set(userId, db);
    // Writes of an earlier session may have been left unmerged.
    unmerged.add(userId);
    warming.set(userId, Number.MAX_SAFE_INTEGER);
    return db;
  }

  let lastWrite = 0;
  /** Accounts whose newest texts are still being read into the page cache: the next id below. */
  const warming = new Map<number, number>();

  /** One step of idle work: the cache warmed first, then (writes quiet for IDLE_MS) a merge. */
  function idleStep(): boolean {
    const [warm] = warming;
    if (warm) {
      const [userId, below] = warm;
      const db = databases.get(userId);
      const next = db ? warmStep(db, below) : null;
      if (next === null) warming.delete(userId);
      else warming.set(userId, next);
      return true;
    }
    if (Date.now() < lastWrite + IDLE_MS) return false;
    const [userId] = unmerged;
    if (userId === undefined) return false;
    const db = databases.get(userId);
    if (!db || !mergeStep(db)) unmerged.delete(userId);
    return true;
  }

  /**
   * Idle work, a bounded step at a time while no request waits: the account's newest texts read
   * into the page cache after it opens (a search walks newest first: its first one then reads
   * no file), and its segments merged once writes stop for IDLE_MS (a sync's pages merge among
   * themselves by FTS5's own automerge; merging everything after each page would rewrite the
   * whole index every time).
   */
  function idleLater(): void {
    if (merging || (unmerged.size === 0 && warming.size === 0)) return;
    merging = true;
    const quiet = warming.size > 0 ? 0 : Math.max(0, lastWrite + IDLE_MS - Date.now());
    setTimeout(() => {
      merging = false;
      if (waiting > 0) return;
      try {
        idleStep();
      } catch {
        // A failed step (a full disk) is left: the index answers as it is, only slower.
        warming.clear();
        unmerged.clear();
      }
      idleLater();
    }, quiet);
  }

  async function handle(request: IndexRequest): Promise<IndexResults[keyof IndexResults]> {
    switch (request.op) {
      case "index":
        upsertDocs(await databaseOf(request.userId), request.docs);
        unmerged.add(request.userId);
        lastWrite = Date.now();
        return null;
      case "remove":
        deleteDocs(await databaseOf(request.userId), request.keys);
        unmerged.add(request.userId);
        lastWrite = Date.now();
        return null;
      case "settle": {
        const db = await databaseOf(request.userId);
        let steps = 0;
        while (mergeStep(db)) steps++;
        unmerged.delete(request.userId);
        return steps;
      }
      case "search":
        return searchDocs(await databaseOf(request.userId), request.terms, request.offset, request.limit);
      case "count":
        return countDocs(await databaseOf(request.userId));
      case "wipe":
        for (const db of databases.values()) db.close();
        databases.clear();
        unmerged.clear();
        warming.clear();
        await storage.removeAll();
        return null;
    }
  }

  /** Requests not yet handled, in arrival order. */
  const pending: Array<{ call: IndexCall; answer: (reply: IndexReply) => void }> = [];
  let pumping = false;

  /** The next request, or the index writes of one account waiting in a row, as one. */
  function takeNext(): { request: IndexRequest; calls: Array<(typeof pending)[number]> } {
    const first = pending.shift()!;
    const { id: _id, ...request } = first.call;
    if (request.op !== "index") return { request, calls: [first] };
    const calls = [first];
    const docs = [...request.docs];
    for (let next = pending[0]; next?.call.op === "index" && next.call.userId === request.userId && docs.length + next.call.docs.length <= MAX_WRITE_DOCS; next = pending[0]) {
      docs.push(...next.call.docs);
      calls.push(pending.shift()!);
    }
    return { request: { ...request, docs }, calls };
  }

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (pending.length > 0) {
        const { request, calls } = takeNext();
        let reply: { ok: true; result: IndexResults[keyof IndexResults] } | { ok: false; error: string };
        try {
          reply = { ok: true, result: await handle(request) };
        } catch (error) {
          reply = { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
        }
        waiting -= calls.length;
        for (const { call, answer } of calls) answer({ id: call.id, ...reply });
        // After a write, the messages that arrived meanwhile are taken in first (a task's turn):
        // a sync's pages queued behind it go to the file as one write.
        if (request.op === "index" && pending.length === 0) await new Promise((resume) => setTimeout(resume, 0));
      }
    } finally {
      pumping = false;
      idleLater();
    }
  }

  return (call) =>
    new Promise<IndexReply>((answer) => {
      waiting++;
      pending.push({ call, answer });
      void pump();
    });
}
