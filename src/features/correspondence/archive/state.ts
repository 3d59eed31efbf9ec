/**
 * The synced archive's state in this page: the device's place in the changes feed as
 * the last run left it, whether a run is going on, and why the last one stopped. Written by the
 * keeper (./use-archive-sync.ts), read by the storage screen. `archiveSyncRequestAtom` is a
 * counter: the screen's "Sync now" and a new keep choice bump it, the keeper runs.
 */
import type { ArchiveSyncRecord } from "@/lib/db";
import { atom } from "jotai";
import { appAtom } from "@/lib/state";

export type ArchiveSyncProblem = "offline" | "failed" | null;

export interface ArchiveSyncState {
  record: ArchiveSyncRecord | null;
  running: boolean;
  problem: ArchiveSyncProblem;
}

export const archiveSyncAtom = appAtom<ArchiveSyncState>(() => ({ record: null, running: false, problem: null }));

/** Whether a run is going on: its readers re-render when a run starts or ends, not at its every page. */
export const archiveSyncRunningAtom = atom((get) => get(archiveSyncAtom).running);

export const archiveSyncRequestAtom = appAtom(() => 0);
