import sqlite3InitModule from "@sqlite.org/sqlite-wasm";
import { foldForSearch } from "../../../src/lib/search/fold";
import { letter } from "./corpus";
const N = Number(process.env.N ?? 3000);
const sql = await import("../../../src/lib/device-index/index-sql");
const sqlite3 = await sqlite3InitModule();
for (const ps of (process.env.PS ?? "8192").split(",")) {
  const db = new sqlite3.oo1.DB(":memory:");
  db.exec(`PRAGMA page_size = ${ps}`);
  sql.prepareSchema(db);
  for (let s = 0; s < N; s += 200) sql.upsertDocs(db, Array.from({ length: 200 }, (_, n) => { const d = letter(s + n, 0); return { ...d, text: foldForSearch(d.text) }; }));
  while (sql.mergeStep(db));
  const pages = Number(db.selectValue("PRAGMA page_count")); const size = Number(db.selectValue("PRAGMA page_size"));
  const rows = db.exec({sql:"SELECT name, count(*) pages, sum(payload) payload, sum(unused) unused FROM dbstat GROUP BY name ORDER BY pages DESC LIMIT 2", rowMode:"array", returnValue:"resultRows"});
  console.log(size, "MB per 10k", (pages*size*10000/N/1048576).toFixed(1), "free", db.selectValue("PRAGMA freelist_count"), JSON.stringify(rows));
  db.close();
}
