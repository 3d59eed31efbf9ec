/** Messages between the page's device-index client (./index.ts) and its worker (./index-worker.ts). */
import type { IndexDoc, IndexPage } from "./index-sql";

/** The SQLite VFS's name; its files live in the OPFS directory `.ipo-device-index`. */
export const POOL_NAME = "ipo-device-index";

/** The OPFS directory of the index (the VFS's default: a dot and its name). */
export const POOL_DIRECTORY = `.${POOL_NAME}`;

export type IndexRequest =
  | { op: "index"; userId: number; docs: IndexDoc[] }
  | { op: "remove"; userId: number; keys: string[] }
  | { op: "search"; userId: number; terms: string[]; offset: number; limit: number }
  | { op: "count"; userId: number }
  | { op: "settle"; userId: number }
  | { op: "wipe" };

/** What each operation answers. */
export interface IndexResults {
  index: null;
  remove: null;
  search: IndexPage | null;
  count: number;
  /** Merge steps it took to leave one segment. */
  settle: number;
  wipe: null;
}

export type IndexCall = IndexRequest & { id: number };

/** Hands the worker a port (the message's one transferred port) on which calls come too. */
export type IndexConnect = { op: "connect" };

export type IndexReply = { id: number; ok: true; result: IndexResults[keyof IndexResults] } | { id: number; ok: false; error: string };
