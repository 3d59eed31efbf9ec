/**
 * The device's full-text index at scale (the candidates measured before choosing), opt-in (`npm run bench -- --only
 * device-index`). By default the app's index against the scan it replaces, in one run
 * (./device-index-versus.mjs); IPO_BENCH_INDEX_ONLY=sqlite-fts5,flexsearch-forward,flexsearch-full
 * measures the candidates below instead. ./device-index/harness.ts built
 * with Vite (the app's src/lib/device-index, its worker and SQLite's wasm as the app bundles
 * them, and FlexSearch), served on 127.0.0.1 (a secure context: OPFS), each candidate in a
 * fresh browser context fed LETTERS synthetic letters (./device-index/corpus.ts, 1–3 kB,
 * Lithuanian and English) in batches of BATCH, as the changes feed brings them.
 *
 * Per candidate: the time to index them all (and the slowest batch); the storage the origin
 * then uses (navigator.storage.estimate); the first query after a fresh page load (cold: a new
 * page, the engine started by the query; and again in another page, split into the engine's
 * start and the query); the warm queries (median and slowest of QUERIES,
 * folded and split as the app does, newest-first page of 50 with the count, capped at 1,000); an update of 200
 * letters already indexed with other words; the JS heap after the first query (the page's, plus
 * the index worker's with its wasm memory, over CDP).
 * - `sqlite-fts5`: SQLite's official wasm build, FTS5 trigram (substring of 3+ characters,
 *   decision 82's rule), opfs-sahpool in a dedicated worker: the module the app ships.
 * - `flexsearch-forward`: FlexSearch 0.8 with its IndexedDB store, prefix tokenizer (finds word
 *   starts only: "algiris" misses "zalgiris"); its results are ranked, so newest first needs
 *   every match (ids are in date order, which spares it a date lookup).
 * - `flexsearch-full`: the tokenizer that matches inside words (every substring of every word),
 *   on FULL_LETTERS letters only: its figures are extrapolated linearly.
 * MiniSearch and Orama are not measured: their stored index is one serialised blob, loaded
 * whole into memory before the first query (the issue rules that out).
 */
/* global window, document -- used by the functions that run in the page */
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { ROOT } from "../lib/proc.mjs";
import { measureVersus } from "./device-index-versus.mjs";
import { formatMs, median } from "./stats.mjs";

const LETTERS = Number(process.env.IPO_BENCH_INDEX_LETTERS ?? 50_000);
const FULL_LETTERS = Number(process.env.IPO_BENCH_INDEX_FULL_LETTERS ?? 2_000);
/** Letters per write (IPO_BENCH_INDEX_BATCH): the changes feed's page by default. */
const BATCH = Number(process.env.IPO_BENCH_INDEX_BATCH ?? 200);
/** Letters per page.evaluate while indexing (progress, and the cap below checked between them). */
const CHUNK = 5_000;
/** A candidate still indexing after this long stops there; its figures say how far it got. */
const INDEX_CAP_MS = 12 * 60_000;
const TARGET_MS = 100;

const MIME = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm", ".css": "text/css" };

async function buildHarness(outDir) {
  const { build } = await import("vite");
  await build({
    configFile: false,
    root: join(ROOT, "scripts/bench/device-index"),
    logLevel: "warn",
    resolve: { alias: { "@": join(ROOT, "src") } },
    // As vite.config.ts: the index worker is a module worker.
    worker: { format: "es" },
    build: { outDir, emptyOutDir: true, target: "es2022" },
  });
}

function serve(dir) {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = resolve(dir, `.${pathname.endsWith("/") ? `${pathname}index.html` : pathname}`);
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error("not found");
      res.writeHead(200, { "Content-Type": MIME[extname(file)] ?? "application/octet-stream" });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

/**
 * Heap of the page and of its workers over CDP: Runtime.getHeapUsage in each (JS heap used, and
 * the ArrayBuffers' backing stores: SQLite's wasm memory is one).
 */
async function watchHeaps(page) {
  const cdp = await page.context().newCDPSession(page);
  const workers = new Map();
  let nextId = 1;
  const waiting = new Map();
  cdp.on("Target.attachedToTarget", (e) => {
    if (e.targetInfo.type === "worker") workers.set(e.sessionId, e.targetInfo.url);
  });
  cdp.on("Target.receivedMessageFromTarget", (e) => {
    const message = JSON.parse(e.message);
    waiting.get(message.id)?.(message.result);
  });
  // Not flattened: the worker sessions are reached through this one (Playwright keeps its own).
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const usage = (result) => (result ? (result.usedSize ?? 0) + (result.backingStorageSize ?? 0) : null);
  return async () => {
    const pageHeap = usage(await cdp.send("Runtime.getHeapUsage"));
    let workerHeap = 0;
    for (const sessionId of workers.keys()) {
      const id = nextId++;
      const answer = new Promise((done) => {
        waiting.set(id, done);
        setTimeout(() => done(null), 5_000);
      });
      await cdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method: "Runtime.getHeapUsage" }) });
      workerHeap += usage(await answer) ?? 0;
    }
    return { pageHeap, workerHeap };
  };
}

async function openHarness(context, url) {
  const page = await context.newPage();
  const heaps = await watchHeaps(page);
  await page.goto(url);
  await page.waitForFunction(() => document.title === "device-index bench ready");
  return { page, heaps };
}

/** Indexes letters [0, count) chunk by chunk, until done or INDEX_CAP_MS. */
async function indexAll(ctx, page, fn, count) {
  let ms = 0;
  let slowestBatchMs = 0;
  let indexed = 0;
  while (indexed < count && ms < INDEX_CAP_MS) {
    const to = Math.min(count, indexed + CHUNK);
    const r = await page.evaluate(([f, a, b, batch]) => window.bench[f](a, b, batch), [fn, indexed, to, BATCH]);
    ms += r.ms;
    slowestBatchMs = Math.max(slowestBatchMs, r.slowestBatchMs);
    indexed = to;
    ctx.log(`${fn}: ${indexed.toLocaleString("en")} letters in ${formatMs(ms)}`);
  }
  return { ms, slowestBatchMs, indexed };
}

async function measureCandidate(ctx, url, candidate) {
  const context = await ctx.browser.newContext();
  try {
    const first = await openHarness(context, url);
    if (candidate.open) await first.page.evaluate(candidate.open);
    const indexing = await indexAll(ctx, first.page, candidate.indexFn, candidate.letters);
    const storageBytes = await first.page.evaluate(() => window.bench.storageUsage());
    await first.page.close();

    const { page, heaps } = await openHarness(context, url);
    const queries = await page.evaluate(() => window.bench.queries);
    const cold = await page.evaluate(candidate.query, queries[0]);
    const heap = await heaps();
    const warm = [];
    for (const q of queries.slice(1)) warm.push({ query: q, ...(await page.evaluate(candidate.query, q)) });
    const update = await page.evaluate(([f, batch]) => window.bench[f](1000, 1000 + batch, batch, 1), [candidate.indexFn, BATCH]);
    await page.close();
    // Cold again, split: the engine started first (worker, wasm, files; or the mount), then the query.
    const again = await openHarness(context, url);
    const start = await again.page.evaluate(candidate.start);
    const firstAfterStart = await again.page.evaluate(candidate.query, queries[0]);
    const check = candidate.afterwards ? await again.page.evaluate(candidate.afterwards) : null;
    const scale = candidate.letters === indexing.indexed ? LETTERS / candidate.letters : LETTERS / indexing.indexed;
    return { indexing, scale, storageBytes, cold, start, firstAfterStart, heap, warm, update, check };
  } finally {
    await context.close();
  }
}

const CANDIDATES = [
  {
    name: "sqlite-fts5",
    letters: LETTERS,
    indexFn: "sqliteIndex",
    start: () => window.bench.timedCount(),
    query: (q) => window.bench.sqliteQuery(q),
    // The logout wipe leaves no OPFS directory and an empty index.
    afterwards: async () => {
      await window.bench.wipe();
      return { opfsAfterWipe: await window.bench.opfsEntries(), countAfterWipe: await window.bench.count() };
    },
  },
  {
    name: "flexsearch-full",
    letters: FULL_LETTERS,
    open: () => window.bench.flexOpen("full"),
    start: () => window.bench.timedOpen("full"),
    indexFn: "flexIndex",
    query: (q) => window.bench.flexQuery(q, "full"),
  },
  {
    name: "flexsearch-forward",
    letters: LETTERS,
    open: () => window.bench.flexOpen("forward"),
    start: () => window.bench.timedOpen("forward"),
    indexFn: "flexIndex",
    query: (q) => window.bench.flexQuery(q, "forward"),
  },
];

const mb = (n) => (n === null || n === undefined ? "–" : `${(n / 1024 / 1024).toFixed(1)} MB`);

export const deviceIndex = {
  name: "device-index",
  title: `Device full-text index of ${LETTERS.toLocaleString("en")} letters: the index against the scan, same run (opt-in)`,
  optIn: true,
  async run(ctx) {
    const outDir = mkdtempSync(join(tmpdir(), "ipo-bench-index-"));
    let server;
    try {
      await buildHarness(outDir);
      server = await serve(outDir);
      const url = `http://127.0.0.1:${server.address().port}/`;
      const only = (process.env.IPO_BENCH_INDEX_ONLY ?? "index-vs-scan").split(",");
      const rows = [];
      const data = { letters: LETTERS, batch: BATCH, loadAverage1m: loadavg()[0], candidates: {} };
      if (only.includes("index-vs-scan")) {
        ctx.log("index-vs-scan…");
        const versus = await measureVersus(ctx, url, { letters: LETTERS, indexAll, mb });
        data.versus = versus;
        ctx.log(`index-vs-scan: ${JSON.stringify({ disagreements: versus.disagreements, update: versus.update })}`);
        rows.push(...versus.rows);
      }
      for (const candidate of CANDIDATES.filter((c) => only.includes(c.name))) {
        ctx.log(`${candidate.name}…`);
        const r = await measureCandidate(ctx, url, candidate);
        data.candidates[candidate.name] = r;
        const warmMs = median(r.warm.map((w) => w.ms));
        const extrapolated = r.scale !== 1 ? ` (×${r.scale.toFixed(0)})` : "";
        ctx.log(`${candidate.name}: ${JSON.stringify({ cold: r.cold, heap: r.heap, update: r.update, check: r.check })}`);
        rows.push({
          candidate: `${candidate.name}, ${r.indexing.indexed.toLocaleString("en")} letters`,
          [`index ${LETTERS / 1000}k`]: `${formatMs(r.indexing.ms * r.scale)}${extrapolated}`,
          "slowest batch": formatMs(r.indexing.slowestBatchMs),
          storage: `${mb(r.storageBytes * r.scale)}${extrapolated}`,
          cold: `${formatMs(r.cold.ms)} (${r.cold.total})`,
          "start + first": `${formatMs(r.start.ms)} + ${formatMs(r.firstAfterStart.ms)}`,
          "warm median": formatMs(warmMs),
          "warm max": formatMs(Math.max(...r.warm.map((w) => w.ms))),
          "update 200": formatMs(r.update.ms),
          heap: `${mb(r.heap.pageHeap)} + ${mb(r.heap.workerHeap)}`,
          [`≤ ${TARGET_MS} ms`]: r.cold.ms <= TARGET_MS && warmMs <= TARGET_MS ? "yes" : "no",
        });
      }
      return { table: `Device index, ${LETTERS.toLocaleString("en")} letters (load average ${data.loadAverage1m.toFixed(1)})`, rows, data };
    } finally {
      server?.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  },
};
