/**
 * Runs the archive's sync (./archive-sync.ts) in its own worker (./sync-worker.ts), so that
 * no feed page's parsing, checking or storing blocks the page; where no worker can start (the
 * unit tests' DOM, a browser without module workers, a worker script that failed to load) it
 * runs on the page's thread, with the same outcome. The page keeps what only it can do: the
 * progress on screen, the device index's writes and its in-memory search copies, the sign-in
 * handler of a 401. Cancelling the run (`signal`) or the logout's wipe ends the worker at once.
 */
import { ApiError, csrfHeader, reportUnauthorized } from "@/lib/api";
import { accountDataWiped, accountDataWipedAtom } from "@/lib/db/wipe";
import { writerPort } from "@/lib/device-index";
import { indexDocs, indexWriteElsewhere, unindexStored } from "../offline-search/index-feed";
import { invalidateSearchCache } from "../offline-search/stored-messages";
import { appStore } from "@/lib/state";
import type { SyncOptions, SyncOutcome } from "./archive-sync";
import type { SyncFailure, SyncWorkerMessage, SyncWorkerRequest } from "./sync-protocol";

/** The worker could not start: the run goes on the page's thread. */
class WorkerUnavailable extends Error {}

function errorOf(failure: SyncFailure): Error {
  return failure.api ? new ApiError(failure.init) : new Error(failure.message);
}

function inWorker(userId: number, options: Pick<SyncOptions, "signal" | "onProgress">): Promise<SyncOutcome> {
  return new Promise<SyncOutcome>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(options.signal.reason);
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(new URL("./sync-worker.ts", import.meta.url), { type: "module", name: "archive-sync" });
    } catch {
      reject(new WorkerUnavailable());
      return;
    }
    let answered = false;
    // The index's writes under way from the worker, by its call's id.
    const writes = new Map<number, () => void>();
    const end = (settle: () => void) => {
      worker.terminate();
      for (const done of writes.values()) done();
      unsubscribe();
      options.signal?.removeEventListener("abort", cancel);
      settle();
    };
    const cancel = () => end(() => reject(options.signal?.reason ?? new DOMException("cancelled", "AbortError")));
    // Logout: nothing more may be written for the account, not even the page under way.
    const unsubscribe = appStore.sub(accountDataWipedAtom, () => {
      if (appStore.get(accountDataWipedAtom)) cancel();
    });
    options.signal?.addEventListener("abort", cancel, { once: true });
    worker.onmessage = (event: MessageEvent<SyncWorkerMessage>) => {
      answered = true;
      const message = event.data;
      switch (message.type) {
        case "progress":
          // Every stored page ends with one: the page's in-memory search copies read again.
          invalidateSearchCache(message.record.userId);
          options.onProgress?.(message.record);
          break;
        case "indexed":
          indexDocs(message.userId, message.docs);
          break;
        case "unindexed":
          unindexStored(message.userId, message.keys);
          break;
        case "index-sent":
          writes.set(message.id, indexWriteElsewhere(message.userId));
          break;
        case "index-answered":
          writes.get(message.id)?.();
          writes.delete(message.id);
          break;
        case "unauthorized":
          reportUnauthorized(message.path);
          break;
        case "done":
          invalidateSearchCache(userId);
          end(() => resolve(message.outcome));
          break;
        case "failed":
          end(() => reject(errorOf(message.failure)));
          break;
      }
    };
    // The script failed to load or threw before answering: the page's thread takes the run.
    worker.onerror = (event) => {
      event.preventDefault();
      end(() => reject(answered ? new Error(event.message || "archive sync worker failed") : new WorkerUnavailable()));
    };
    const index = writerPort();
    const request: SyncWorkerRequest = { type: "run", userId, csrf: csrfHeader(), index };
    worker.postMessage(request, index ? [index] : []);
  });
}

/** One run of the sync for the account; rejects as `syncArchive` does (and on cancel). */
export async function runArchiveSync(userId: number, options: Pick<SyncOptions, "signal" | "onProgress">): Promise<SyncOutcome> {
  // After the logout's wipe a worker would not know it: nothing is started (as the page's run stores nothing).
  if (accountDataWiped()) return { changed: 0, removed: 0, news: false };
  if (typeof Worker === "function") {
    try {
      return await inWorker(userId, options);
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error;
    }
  }
  options.signal?.throwIfAborted();
  const { syncArchive } = await import("./archive-sync");
  return syncArchive(userId, options);
}
