/**
 * The device's full-text index of an account's letters: SQLite with an FTS5 trigram
 * index in a dedicated worker over OPFS (./index-worker.ts; why this engine: docs/architecture.md,
 * "The device index"). Persistent and updated by the changes the sync brings, never rebuilt at
 * start-up and never read whole into memory: a query reads only the index pages it needs.
 *
 * Never throws: where the worker, OPFS or the file fails (an old browser, a second tab holding
 * the files, a full disk), it logs once, writes are dropped and `searchMessages` answers null,
 * so the caller falls back to scanning its own copy.
 */
import { registerStateReset } from "@/lib/state/reset";
import type { IndexDoc, IndexPage } from "./index-sql";
import { POOL_DIRECTORY, type IndexCall, type IndexConnect, type IndexReply, type IndexRequest, type IndexResults } from "./protocol";

export type { IndexDoc, IndexPage };
export { TOTAL_CAP } from "./index-sql";

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
let warned = false;

/** No Worker here (the unit tests' DOM): the index is simply absent, nothing to report. */
const NO_WORKER = "no Worker in this context";

function warn(what: string, error: unknown): void {
  if (warned || (error instanceof Error && error.message === NO_WORKER)) return;
  warned = true;
  console.warn(`Device index unavailable (${what}); searching the stored copies instead.`, error);
}

function failAll(error: Error): void {
  for (const call of pending.values()) call.reject(error);
  pending.clear();
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}

function startWorker(): Worker {
  const started = new Worker(new URL("./index-worker.ts", import.meta.url), { type: "module", name: "device-index" });
  started.onmessage = (event: MessageEvent<IndexReply>) => {
    const reply = event.data;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.result);
    else call.reject(new Error(reply.error));
  };
  // The script or the wasm failed to load: every call waiting fails, the next one starts again.
  started.onerror = (event) => {
    event.preventDefault();
    if (worker === started) worker = null;
    started.terminate();
    failAll(new Error(`device index worker failed: ${event.message || "no message"}`));
  };
  return started;
}

/**
 * A reader gives up after this long (the answer still lands, unread): behind a long batch of
 * writes, or a worker that never answers (its files held elsewhere), the caller scans instead.
 */
const READ_TIMEOUT_MS = 4_000;

/** A read that got no answer within its time: the worker is busy (a long batch of writes) or held. */
class NoAnswerError extends Error {
  override readonly name = "NoAnswerError";
}

function call<K extends IndexRequest["op"]>(request: Extract<IndexRequest, { op: K }>, timeoutMs?: number): Promise<IndexResults[K]> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === "undefined") {
      reject(new Error(NO_WORKER));
      return;
    }
    worker ??= startWorker();
    const id = nextId++;
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => reject(new NoAnswerError(`device index: no answer within ${timeoutMs} ms`)), timeoutMs);
    const settle = () => clearTimeout(timer);
    pending.set(id, {
      resolve: (result) => {
        settle();
        resolve(result as IndexResults[K]);
      },
      reject: (error) => {
        settle();
        reject(error);
      },
    });
    worker.postMessage({ ...request, id } satisfies IndexCall);
  });
}

/**
 * A port on which another worker of the page (the archive's sync) sends its index writes
 * straight to the index's worker, as `IndexCall`s answered with `IndexReply`s on the same port:
 * the letters' texts never pass through the page's thread. Null where no worker can start (the
 * caller then sends them through `indexMessages`). Writes sent to a worker that a wipe or a
 * failure ended are lost, as a reload's are: the index then holds fewer letters than the device,
 * and search scans until it has caught up.
 */
export function writerPort(): MessagePort | null {
  if (typeof Worker === "undefined" || typeof MessageChannel === "undefined") return null;
  worker ??= startWorker();
  const channel = new MessageChannel();
  worker.postMessage({ op: "connect" } satisfies IndexConnect, [channel.port2]);
  return channel.port1;
}

/** Adds or replaces the letters by key (`text` already folded by `foldForSearch`). */
export async function indexMessages(userId: number, docs: IndexDoc[]): Promise<void> {
  if (docs.length === 0) return;
  await call({ op: "index", userId, docs }).catch((error: unknown) => warn("index", error));
}

export async function removeMessages(userId: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await call({ op: "remove", userId, keys }).catch((error: unknown) => warn("remove", error));
}

/**
 * One page of the keys of the account's letters holding every term (folded, as
 * `queryTerms` gives them), newest first (received date, then key, descending), with the count
 * of all up to TOTAL_CAP (`more` beyond it); null when no term has 3 characters or the index is
 * unavailable: the caller scans.
 */
export async function searchMessages(userId: number, terms: string[], offset: number, limit: number): Promise<IndexPage | null> {
  if (!terms.some((term) => [...term].length >= 3)) return null;
  return call({ op: "search", userId, terms, offset, limit }, READ_TIMEOUT_MS).catch((error: unknown) => {
    warn("search", error);
    return null;
  });
}

/** How many letters of the account the index holds (null when unavailable). */
export async function indexedCount(userId: number): Promise<number | null> {
  return call({ op: "count", userId }, READ_TIMEOUT_MS).catch((error: unknown) => {
    warn("count", error);
    return null;
  });
}

/**
 * The count for a screen that shows it: "busy" when the worker did not answer in time (behind a
 * long batch of writes: the index is there, only late), null when it is unavailable here.
 */
export async function indexedCountShown(userId: number): Promise<number | null | "busy"> {
  return call({ op: "count", userId }, READ_TIMEOUT_MS).catch((error: unknown) => {
    if (error instanceof NoAnswerError) return "busy" as const;
    warn("count", error);
    return null;
  });
}

/**
 * Merges the account's index into one segment now (otherwise done a step at a time while the
 * worker is idle): the bench calls it before measuring searches on a freshly filled index.
 */
export async function settleIndex(userId: number): Promise<number | null> {
  return call({ op: "settle", userId }).catch((error: unknown) => {
    warn("settle", error);
    return null;
  });
}

/** Removes the index's OPFS directory from the page (no worker of this page holds its files). */
async function removeDirectory(): Promise<void> {
  if (typeof navigator === "undefined" || !navigator.storage?.getDirectory) return;
  const root = await navigator.storage.getDirectory();
  try {
    await root.removeEntry(POOL_DIRECTORY, { recursive: true });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === "NotFoundError")) throw error;
  }
}

/**
 * Whether the device holds an index (its OPFS directory), asked from the page without starting
 * the worker or loading SQLite's wasm: the app opens the index at start only where there is one.
 */
export async function deviceIndexExists(): Promise<boolean> {
  if (typeof navigator === "undefined" || !navigator.storage?.getDirectory) return false;
  try {
    const root = await navigator.storage.getDirectory();
    await root.getDirectoryHandle(POOL_DIRECTORY);
    return true;
  } catch {
    // NotFoundError (no index yet), or OPFS refused (a private window): nothing to open.
    return false;
  }
}

/**
 * Removes every account's index, its OPFS files included (logout). Without a worker in this
 * page the directory is removed from here (no wasm loaded for it).
 */
export async function wipeDeviceIndex(): Promise<void> {
  try {
    if (worker) await call({ op: "wipe" });
    else await removeDirectory();
  } catch (error) {
    // The worker could not open the files (or is gone): remove their directory from here.
    try {
      stopWorker();
      await removeDirectory();
    } catch (removeError) {
      warn("wipe", [error, removeError]);
    }
  } finally {
    // After removeVfs the worker's SQLite cannot register the VFS again: a fresh one next time.
    stopWorker();
    failAll(new Error("device index wiped"));
  }
}

registerStateReset(() => {
  stopWorker();
  failAll(new Error("reset"));
  warned = false;
});
