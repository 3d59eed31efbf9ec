/**
 * The device index's SQL alone, in node (the node build of sqlite-wasm, in memory or a FILE): N
 * synthetic letters (./corpus.ts) indexed in batches of 200, then the bench's queries twice
 * (page of 50 with the capped count), before and after the segments are merged. The CPU's
 * share of a query without OPFS or the worker.
 *   N=10000 npx tsx scripts/bench/device-index/node-queries.mts
 */
import sqlite3InitModule from "@sqlite.org/sqlite-wasm";
import { foldForSearch } from "../../../src/lib/search/fold";
import { queryTerms } from "../../../src/features/correspondence/offline-search/search-text";
import { letter, QUERIES } from "./corpus";

const N = Number(process.env.N ?? 10000);
const sql = await import("../../../src/lib/device-index/index-sql");
const sqlite3 = await sqlite3InitModule();
const db = new sqlite3.oo1.DB(process.env.FILE ?? ":memory:");
sql.prepareSchema(db);
let t0 = performance.now();
for (let s = 0; s < N; s += 200) sql.upsertDocs(db, Array.from({ length: 200 }, (_, n) => { const d = letter(s + n, 0); return { ...d, text: foldForSearch(d.text) }; }));
console.log("index", ((performance.now() - t0) / N).toFixed(2), "ms/letter", "pages", db.selectValue("PRAGMA page_count"), "x", db.selectValue("PRAGMA page_size"));
for (let round = 0; round < 3; round++) {
  if (round === 2) while (sql.mergeStep(db));
  const out: string[] = [];
  for (const q of QUERIES) { t0 = performance.now(); const r = sql.searchDocs(db, queryTerms(q), 0, 50); out.push(`${q}:${(performance.now() - t0).toFixed(1)}(${r?.total}${r?.more ? "+" : ""}/${r?.candidates})`); }
  console.log(round === 2 ? "merged:" : "", out.join(" "));
}
