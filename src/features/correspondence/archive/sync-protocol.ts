/**
 * Messages between the page and the archive's sync worker (./sync-worker.ts, started by
 * ./run-sync.ts). The worker runs `syncArchive` off the page's thread: each feed page's JSON,
 * its check against the contract and its IndexedDB writes cost tens of milliseconds and
 * megabytes of garbage per 200 letters, which on the page's thread were long tasks. The stored
 * texts go to the device index's worker on a port the page hands over (one index worker per page
 * holds the account's OPFS file), the page told only that a write is under way and when it was
 * answered; without that port they come to the page. What only the page can do comes back as
 * messages: the progress shown on screen and a 401 for the app's sign-in handler. An error
 * crosses as the fields of an `ApiError` (or a message).
 */
import type { ApiErrorInit } from "@/lib/api";
import type { ArchiveSyncRecord } from "@/lib/db";
import type { IndexDoc } from "@/lib/device-index";
import type { SyncOutcome } from "./archive-sync";

export type SyncWorkerRequest = {
  type: "run";
  userId: number;
  /** The page's CSRF token: the run's one POST (the office's letter count) carries it at once. */
  csrf: { name: string; value: string } | null;
  /** The device index's port for writes (src/lib/device-index `writerPort`); null: through the page. */
  index: MessagePort | null;
};

/** A failure as it crosses: an `ApiError`'s fields, or another error's message. */
export type SyncFailure = { api: true; init: ApiErrorInit } | { api: false; message: string };

export type SyncWorkerMessage =
  | { type: "progress"; record: ArchiveSyncRecord }
  | { type: "indexed"; userId: number; docs: IndexDoc[] }
  | { type: "unindexed"; userId: number; keys: string[] }
  /** A write sent to the index's port (`id`: its call's), and its answer there. */
  | { type: "index-sent"; userId: number; id: number }
  | { type: "index-answered"; id: number }
  | { type: "unauthorized"; path: string }
  | { type: "done"; outcome: SyncOutcome }
  | { type: "failed"; failure: SyncFailure };
