/**
 * The device index against the scan it replaces, in one run (the measure the choice was made on): the same
 * LETTERS synthetic letters (./device-index/corpus.ts) indexed by the app's device index
 * (SQLite FTS5 in its worker over OPFS) and stored in the app's `offlineMessages` (what the scan
 * reads), then ROUNDS rounds of fresh pages per engine, alternating, each with the machine's
 * 1-minute load average:
 * - first search after the inbox opened from the device (`prepareDeviceSearch`: the index's
 *   worker, wasm, file and counts; for the scan, the texts read into memory) and TYPING_MS of
 *   typing; a first search typed at once (nothing started before it); and, for the index, a
 *   first search APP_START_MS after the app's start opened it (`startDeviceIndex`), then the
 *   later ones in that page;
 * - later searches (the bench's 14 other queries), each as `searchDevice` runs it with that
 *   engine: the page of 50 newest keys and the count (the index's capped at 1,000); the page's
 *   letters read from IndexedDB afterwards are the same for both and left out.
 * Also the OPFS storage per 10,000 letters (measured before the texts are stored for the
 * scan), the time to index, and an update of 200 indexed letters.
 */
/* global window, document -- used by the functions that run in the page */
import { loadavg } from "node:os";
import { formatMs, median } from "./stats.mjs";

const ROUNDS = Number(process.env.IPO_BENCH_INDEX_ROUNDS ?? 3);
const TYPING_MS = 1_000;
/**
 * From the app's start offline (the index opened once its first screen rendered, as the app
 * does: `startDeviceIndex`) to the first search: opening the inbox, the search field, a word.
 */
const APP_START_MS = 3_000;
/** The queries that are number fragments (./device-index/corpus.ts QUERIES). */
const NUMBER_QUERIES = new Set(["VPB-2019-0", "R-2016-01", "12 eur"]);

async function fresh(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.title === "device-index bench ready");
  return page;
}

const search = (page, engine, query) => page.evaluate(([e, q]) => window.bench.appSearch(e, q), [engine, query]);

async function oneRound(context, url, engine, queries) {
  const load = loadavg()[0];
  let page = await fresh(context, url);
  const atOnce = await search(page, engine, queries[0]);
  await page.close();
  page = await fresh(context, url);
  await page.evaluate((e) => window.bench.prepare(e), engine);
  await page.waitForTimeout(TYPING_MS);
  const first = await search(page, engine, queries[1]);
  const later = [];
  for (const query of [queries[0], ...queries.slice(2)]) later.push({ query, ...(await search(page, engine, query)) });
  await page.close();
  // The index only (the scan reads no texts at the app's start): the first search and the later
  // ones in a page whose app started APP_START_MS before the first.
  let afterStart = null;
  const laterAfterStart = [];
  if (engine === "index") {
    page = await fresh(context, url);
    await page.evaluate(() => window.bench.appStart());
    await page.waitForTimeout(APP_START_MS);
    afterStart = await search(page, engine, queries[1]);
    for (const query of [queries[0], ...queries.slice(2)]) laterAfterStart.push({ query, ...(await search(page, engine, query)) });
    await page.close();
  }
  return { engine, load, atOnce, first, afterStart, later, laterAfterStart };
}

const ms = (values) => formatMs(median(values));

/** Rows of the table: per engine the medians over the rounds; and scan ÷ index. */
function rowsOf(rounds, letters) {
  const by = (engine) => rounds.filter((r) => r.engine === engine);
  const figures = (engine) => {
    const rs = by(engine);
    const later = rs.flatMap((r) => r.later);
    return {
      atOnce: median(rs.map((r) => r.atOnce.ms)),
      first: median(rs.map((r) => r.first.ms)),
      afterStart: engine === "index" ? median(rs.map((r) => r.afterStart.ms)) : null,
      laterAfterStart: engine === "index" ? median(rs.flatMap((r) => r.laterAfterStart.map((l) => l.ms))) : null,
      ready: median(rs.map((r) => r.first.readyMs)),
      later: median(later.map((l) => l.ms)),
      words: median(later.filter((l) => !NUMBER_QUERIES.has(l.query)).map((l) => l.ms)),
      numbers: median(later.filter((l) => NUMBER_QUERIES.has(l.query)).map((l) => l.ms)),
      max: Math.max(...later.map((l) => l.ms)),
      loads: rs.map((r) => r.load.toFixed(1)).join(", "),
    };
  };
  const index = figures("index");
  const scan = figures("scan");
  const row = (name, f) => ({
    engine: `${name}, ${letters.toLocaleString("en")} letters`,
    load: f.loads,
    "first, at once": formatMs(f.atOnce),
    "ready after open": formatMs(f.ready),
    "first after typing": formatMs(f.first),
    "first after app start": f.afterStart === null ? "–" : formatMs(f.afterStart),
    "later after app start": f.laterAfterStart === null ? "–" : formatMs(f.laterAfterStart),
    "later, median": formatMs(f.later),
    words: formatMs(f.words),
    "number fragments": formatMs(f.numbers),
    "later, max": formatMs(f.max),
  });
  const ratio = (a, b) => (a && b ? `${(a / b).toFixed(1)}×` : "–");
  return {
    index,
    scan,
    rows: [
      row("index", index),
      row("scan", scan),
      {
        engine: "scan ÷ index",
        "first, at once": ratio(scan.atOnce, index.atOnce),
        "ready after open": ratio(scan.ready, index.ready),
        "first after typing": ratio(scan.first, index.first),
        "later, median": ratio(scan.later, index.later),
        words: ratio(scan.words, index.words),
        "number fragments": ratio(scan.numbers, index.numbers),
        "later, max": ratio(scan.max, index.max),
      },
    ],
  };
}

/** Answers where the index and the scan disagree (capped counts compared up to the cap). */
function disagreements(rounds) {
  const out = [];
  const scan = new Map(rounds.filter((r) => r.engine === "scan").flatMap((r) => r.later.map((l) => [l.query, l])));
  for (const l of rounds.filter((r) => r.engine === "index").flatMap((r) => r.later)) {
    const s = scan.get(l.query);
    if (!s || l.total === null) continue;
    if (l.total !== Math.min(s.total, 1000) || l.first !== s.first) out.push({ query: l.query, index: [l.total, l.first], scan: [s.total, s.first] });
  }
  return out;
}

export async function measureVersus(ctx, url, { letters, indexAll, mb }) {
  const context = await ctx.browser.newContext();
  try {
    const page = await fresh(context, url);
    const indexing = await indexAll(ctx, page, "sqliteIndex", letters);
    // What the worker does while idle after a sync, finished before the searches are measured.
    const merge = await page.evaluate(() => window.bench.settle());
    ctx.log(`index merged into one segment in ${formatMs(merge.ms)} (${merge.steps} steps)`);
    const opfsBytes = await page.evaluate(() => window.bench.storageUsage());
    const opfsFiles = await page.evaluate(() => window.bench.opfsFileSizes());
    ctx.log(`OPFS files of the index: ${opfsFiles.map((n) => mb(n)).join(", ")}`);
    const stored = await page.evaluate((n) => window.bench.storeTexts(0, n), indexing.indexed);
    ctx.log(`texts stored for the scan in ${formatMs(stored.ms)}`);
    const queries = await page.evaluate(() => window.bench.queries);
    await page.close();
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const engine of r % 2 ? ["scan", "index"] : ["index", "scan"]) {
        rounds.push(await oneRound(context, url, engine, queries));
        const last = rounds.at(-1);
        const started = last.afterStart ? `, after app start: first ${formatMs(last.afterStart.ms)}, later ${ms(last.laterAfterStart.map((l) => l.ms))}` : "";
        ctx.log(`round ${r + 1} ${engine} (load ${last.load.toFixed(1)}): at once ${formatMs(last.atOnce.ms)}, first ${formatMs(last.first.ms)}${started}, later ${ms(last.later.map((l) => l.ms))}`);
      }
    }
    const updatePage = await fresh(context, url);
    const update = await updatePage.evaluate(() => window.bench.sqliteIndex(1000, 1200, 200, 1));
    await updatePage.close();
    const result = rowsOf(rounds, indexing.indexed);
    const per10k = (opfsBytes * 10_000) / indexing.indexed;
    result.rows[0]["storage / 10k"] = mb(per10k);
    result.rows[0]["index a letter"] = `${(indexing.ms / indexing.indexed).toFixed(1)} ms`;
    result.rows[0]["update 200"] = formatMs(update.ms);
    result.rows[0]["merge after"] = formatMs(merge.ms);
    return { ...result, indexing, merge, opfsBytes, opfsFiles, per10k, update, rounds, disagreements: disagreements(rounds) };
  } finally {
    await context.close();
  }
}
