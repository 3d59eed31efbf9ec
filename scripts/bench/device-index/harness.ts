/**
 * The device-index bench's page (built by ../device-index.mjs with Vite, served on 127.0.0.1):
 * the app's own device index (src/lib/device-index: SQLite FTS5 in a worker over OPFS) and
 * FlexSearch with its IndexedDB persistence, fed the same synthetic letters (./corpus.ts). Each
 * call answers the milliseconds it took; the bench runs each candidate in a fresh context.
 */
import { Index, IndexedDB } from "flexsearch";
import { openIpoDb } from "@/lib/db";
import { indexedCount, indexMessages, searchMessages, settleIndex, wipeDeviceIndex } from "@/lib/device-index";
import { indexCaughtUp, startDeviceIndex } from "@/features/correspondence/offline-search/index-feed";
import { searchIndexed } from "@/features/correspondence/offline-search/indexed-search";
import { pageOfRecords } from "@/features/correspondence/offline-search/offline-search";
import { queryTerms } from "@/features/correspondence/offline-search/search-text";
import { loadMessages } from "@/features/correspondence/offline-search/stored-messages";
import { foldForSearch } from "@/lib/search/fold";
import { letter, QUERIES } from "./corpus";

const USER = 7;

/** The app's key of letter i (`offlineKey`: "<userId>:<id>"), shared by the index and the stored texts. */
const keyOf = (i: number) => `${USER}:${i}`;

function batchOf(start: number, count: number, version = 0) {
  return Array.from({ length: count }, (_, n) => {
    const doc = letter(start + n, version);
    return { ...doc, key: keyOf(start + n), text: foldForSearch(doc.text) };
  });
}

/**
 * Stores letters [from, to) in the app's `offlineMessages` as the inbox and
 * the sync do (the scan makes their texts from the messages): each letter's text as its body.
 */
async function storeTexts(from: number, to: number) {
  const db = await openIpoDb();
  const t0 = performance.now();
  for (let start = from; start < to; start += 1000) {
    const tx = db.transaction("offlineMessages", "readwrite");
    batchOf(start, Math.min(1000, to - start)).forEach((doc, n) => {
      const savedAt = Date.now();
      const message = { id: start + n, subject: "", senderFullNameAndEmail: "", body: doc.text, receivedDate: doc.receivedDate, applicationNumber: null, registrationNumber: null, boCorrespondenceNumber: null };
      void tx.objectStore("offlineMessages").put({ key: doc.key, userId: USER, savedAt, receivedDate: doc.receivedDate, value: { message, subRows: [] } });
    });
    await tx.done;
  }
  return { ms: performance.now() - t0 };
}

/**
 * The inbox opened from the device (`prepareDeviceSearch`): the index engine starts the worker
 * and checks the counts; the scan engine reads the stored texts into memory. Not awaited, as
 * in the app: the user types meanwhile.
 */
let prepared: Promise<unknown> | null = null;
function prepare(engine: "index" | "scan") {
  const t0 = performance.now();
  prepared = (engine === "index" ? indexCaughtUp(USER) : loadMessages(USER)).then(() => performance.now() - t0);
}

/** The app's start (`startDeviceIndex`, once its first screen rendered and the browser is idle). */
function appStart() {
  const t0 = performance.now();
  prepared = startDeviceIndex(USER).then(() => performance.now() - t0);
}

/** A search as `searchDevice` runs it with one engine: the page's keys and the count. */
async function appSearch(engine: "index" | "scan", query: string) {
  const terms = queryTerms(query);
  const { ms, result } = await timed(async () => {
    if (engine === "index") return searchIndexed(USER, terms, 0, 50);
    return pageOfRecords(await loadMessages(USER), query, 0, 50);
  });
  // The index's split: the walk's candidates and time in SQLite; the counts check timed again alone.
  const walk = result && "sqlMs" in result ? (result as { candidates: number; sqlMs: number }) : null;
  const split = engine === "index" ? { checkMs: (await timed(() => indexCaughtUp(USER))).ms, candidates: walk?.candidates ?? null, sqlMs: walk?.sqlMs ?? null } : null;
  return { ms, total: result?.total ?? null, first: result?.keys[0] ?? null, readyMs: prepared ? await prepared : null, split };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const t0 = performance.now();
  const result = await work();
  return { ms: performance.now() - t0, result };
}

/** Indexes letters [from, to) in batches; answers the total time and the slowest batch. */
async function sqliteIndex(from: number, to: number, batch: number, version = 0) {
  let slowest = 0;
  const t0 = performance.now();
  for (let start = from; start < to; start += batch) {
    const docs = batchOf(start, Math.min(batch, to - start), version);
    const { ms } = await timed(() => indexMessages(USER, docs));
    slowest = Math.max(slowest, ms);
  }
  return { ms: performance.now() - t0, slowestBatchMs: slowest, count: await indexedCount(USER) };
}

async function sqliteQuery(query: string, offset = 0, limit = 50) {
  const { ms, result } = await timed(() => searchMessages(USER, queryTerms(query), offset, limit));
  return { ms, total: result?.total ?? null, first: result?.keys[0] ?? null };
}

let flex: Index<false, IndexedDB> | null = null;
let flexTokenize: "forward" | "full" = "forward";

async function flexOpen(tokenize: "forward" | "full") {
  flexTokenize = tokenize;
  const index = new Index<false, IndexedDB>({
    tokenize,
    // Texts and queries are folded already: only split them, change nothing.
    encoder: { normalize: false, dedupe: false },
    // One result per match (no relevance ranks to keep).
    resolution: 1,
  });
  await index.mount(new IndexedDB(`bench-flex-${tokenize}`));
  flex = index;
}

async function flexIndex(from: number, to: number, batch: number, version = 0) {
  if (!flex) await flexOpen(flexTokenize);
  const index = flex as Index<false, IndexedDB>;
  let slowest = 0;
  const t0 = performance.now();
  for (let start = from; start < to; start += batch) {
    const docs = batchOf(start, Math.min(batch, to - start), version);
    const { ms } = await timed(async () => {
      for (const [n, doc] of docs.entries()) {
        const id = start + n;
        if (version > 0) index.update(id, doc.text);
        else index.add(id, doc.text);
      }
      await index.commit();
    });
    slowest = Math.max(slowest, ms);
  }
  return { ms: performance.now() - t0, slowestBatchMs: slowest };
}

/** All matches (FlexSearch ranks by relevance: newest first needs every id; ids are in date order). */
async function flexQuery(query: string, tokenize: "forward" | "full") {
  return timed(async () => {
    if (!flex) await flexOpen(tokenize);
    const ids = (await (flex as Index<false, IndexedDB>).search(foldForSearch(query), { limit: 100_000 })) as number[];
    const newest = ids.slice().sort((a, b) => b - a).slice(0, 50);
    return { total: ids.length, first: newest[0] ?? null };
  }).then(({ ms, result }) => ({ ms, ...result }));
}

async function storageUsage() {
  const estimate = await navigator.storage.estimate();
  return estimate.usage ?? 0;
}

async function opfsEntries() {
  const root = await navigator.storage.getDirectory();
  const names: string[] = [];
  for await (const name of (root as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
  return names;
}

/** The sizes of the files under the index's OPFS directory, largest first (the database, its journal, the pool's spares). */
async function opfsFileSizes() {
  const sizes: number[] = [];
  async function walk(directory: FileSystemDirectoryHandle) {
    for await (const entry of (directory as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
      if (entry.kind === "directory") await walk(entry as FileSystemDirectoryHandle);
      else sizes.push((await (entry as FileSystemFileHandle).getFile()).size);
    }
  }
  const root = await navigator.storage.getDirectory();
  await walk(await root.getDirectoryHandle(".ipo-device-index"));
  return sizes.sort((a, b) => b - a);
}

function heap() {
  const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
  return memory?.usedJSHeapSize ?? null;
}

/** The engine's start alone: the worker, SQLite's wasm and the account's file (a count). */
const timedCount = () => timed(() => indexedCount(USER)).then(({ ms, result }) => ({ ms, count: result }));
/** FlexSearch's start alone: the index mounted on its IndexedDB store. */
const timedOpen = (tokenize: "forward" | "full") => timed(() => flexOpen(tokenize)).then(({ ms }) => ({ ms }));

Object.assign(window, {
  bench: { appStart, opfsFileSizes, settle: () => timed(() => settleIndex(USER)).then(({ ms, result }) => ({ ms, steps: result })), storeTexts, prepare, appSearch, timedCount, timedOpen, sqliteIndex, sqliteQuery, wipe: wipeDeviceIndex, count: () => indexedCount(USER), flexOpen, flexIndex, flexQuery, storageUsage, opfsEntries, heap, queries: QUERIES },
});
document.title = "device-index bench ready";
