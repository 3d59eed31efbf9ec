/**
 * The archive's sync in a worker of its own (./sync-protocol.ts says why and what crosses):
 * one run per worker. The page ends the worker when the run is cancelled or the account's data
 * is wiped (logout): an IndexedDB transaction under way is then aborted, so a page of the feed
 * is stored whole or not at all, as on the page's thread.
 */
/// <reference lib="webworker" />
import { isApiError, setUnauthorizedHandler } from "@/lib/api";
import { rememberCsrf } from "@/lib/api/csrf";
import type { IndexCall, IndexReply, IndexRequest } from "@/lib/device-index/protocol";
import { forwardIndexWrites } from "../offline-search/index-feed";
import { syncArchive } from "./archive-sync";
import type { SyncFailure, SyncWorkerMessage, SyncWorkerRequest } from "./sync-protocol";

declare const self: DedicatedWorkerGlobalScope;

function post(message: SyncWorkerMessage): void {
  self.postMessage(message);
}

function failureOf(error: unknown): SyncFailure {
  if (isApiError(error)) {
    const { status, code, description, details, extraInfo, kind, path } = error;
    return { api: true, init: { status, code, description, details, extraInfo, kind, path } };
  }
  return { api: false, message: error instanceof Error ? error.message : String(error) };
}

/** The device index's port (the page's `writerPort`), when the page could give one. */
let index: MessagePort | null = null;
let nextCall = 1;

function toIndex(request: IndexRequest & { op: "index" | "remove" }): void {
  const id = nextCall++;
  post({ type: "index-sent", userId: request.userId, id });
  index?.postMessage({ ...request, id } satisfies IndexCall);
}

forwardIndexWrites({
  stored: (userId, docs) => (index ? toIndex({ op: "index", userId, docs }) : post({ type: "indexed", userId, docs })),
  removed: (userId, keys) => (index ? toIndex({ op: "remove", userId, keys }) : post({ type: "unindexed", userId, keys })),
});
setUnauthorizedHandler((path) => post({ type: "unauthorized", path }));

let started = false;

self.onmessage = (event: MessageEvent<SyncWorkerRequest>) => {
  const request = event.data;
  if (request.type !== "run" || started) return;
  started = true;
  index = request.index;
  if (index) index.onmessage = (event: MessageEvent<IndexReply>) => post({ type: "index-answered", id: event.data.id });
  if (request.csrf) rememberCsrf(new Headers({ "X-CSRF-HEADER-NAME": request.csrf.name, [request.csrf.name]: request.csrf.value }));
  syncArchive(request.userId, { onProgress: (record) => post({ type: "progress", record }) }).then(
    (outcome) => post({ type: "done", outcome }),
    (error: unknown) => post({ type: "failed", failure: failureOf(error) }),
  );
};
