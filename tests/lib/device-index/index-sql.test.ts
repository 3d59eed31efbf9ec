/**
 * The device index's SQL (src/lib/device-index/index-sql.ts) on the node build of sqlite-wasm,
 * in memory: the same statements the index worker runs over OPFS in the browser. Matching is
 * checked against the in-memory scan's `matchesQuery` (decision 82's shared cases and more).
 */
import sqlite3InitModule, { type Database, type Sqlite3Static } from "@sqlite.org/sqlite-wasm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countDocs, deleteDocs, prepareSchema, searchDocs, upsertDocs, type IndexDoc } from "@/lib/device-index/index-sql";
import { matchesQuery, queryTerms, searchTextOf } from "@/lib/offline/search-text";
import { htmlToText } from "@/lib/html/text";
import { foldForSearch } from "@/lib/search/fold";
import { SEARCH_CASES } from "../search/fold-cases";

let sqlite3: Sqlite3Static;
let db: Database;

beforeAll(async () => {
  sqlite3 = await sqlite3InitModule();
});

beforeEach(() => {
  db?.close();
  db = new sqlite3.oo1.DB(":memory:");
  prepareSchema(db);
});

const doc = (key: string, receivedDate: string, text: string): IndexDoc => ({ key, receivedDate, text: foldForSearch(text) });

describe("device index SQL", () => {
  it("finds what the in-memory scan finds, for decision 82's shared cases", () => {
    SEARCH_CASES.forEach((c, i) => upsertDocs(db, [doc(`k${i}`, "2026-01-01T00:00:00", htmlToText(c.text))]));
    SEARCH_CASES.forEach((c, i) => {
      const terms = queryTerms(c.query);
      const keys = searchDocs(db, terms, 0, 100)?.keys ?? [];
      expect(keys.includes(`k${i}`), `${c.query} in ${c.text}`).toBe(c.found);
      // Parity over every stored text, not only the case's own.
      const scanned = SEARCH_CASES.map((other, j) => ({ key: `k${j}`, text: foldForSearch(htmlToText(other.text)) }))
        .filter((record) => matchesQuery(record.text, terms))
        .map((record) => record.key);
      expect(new Set(keys)).toEqual(new Set(scanned));
    });
  });

  it("matches like matchesQuery for short terms, quotes, parts joined by U+0000 and code points", () => {
    const message = {
      id: 1,
      subject: "Ženklo \"ŽALGIRIS\" atsisakymas",
      senderFullNameAndEmail: "Rūta Žukauskaitė <ruta@example.lt>",
      body: "<p>Mokestis 12 EUR; terminas iki 2026-03-01. 😀ab</p>",
      receivedDate: "2026-03-01T10:00:00",
      applicationNumber: "VPB-2026-004711",
      registrationNumber: null,
      boCorrespondenceNumber: "R-2026-77",
    };
    const text = searchTextOf({ message, subRows: [{ body: "<p>Atsakymas į raštą</p>" }, { body: "juodraštis", draftStatus: "DRAFT" }] });
    upsertDocs(db, [{ key: "m1", receivedDate: message.receivedDate, text }]);
    const queries = ["zalgiris 12", "\"zalgiris\"", "mokestis eu", "12 eur", "vpb 2026", "r-2026-77", "juodrastis atsakymas",
      "atsakymas i rasta", "ruta@example", "😀ab", "a😀 mokes", "zuk zz", "zenklo zalgiris", "12 ab", "\"z"];
    for (const query of queries) {
      const terms = queryTerms(query);
      const found = searchDocs(db, terms, 0, 10);
      if (terms.every((term) => [...term].length < 3)) expect(found, query).toBeNull();
      else expect(found?.total === 1, query).toBe(matchesQuery(text, terms));
    }
  });

  it("answers null when no term has 3 characters, so the caller scans", () => {
    upsertDocs(db, [doc("a", "2026-01-01", "ab cd")]);
    expect(searchDocs(db, ["ab", "cd"], 0, 10)).toBeNull();
    expect(searchDocs(db, [], 0, 10)).toBeNull();
  });

  it("replaces a letter's text and date on upsert by key, and removes by key", () => {
    upsertDocs(db, [doc("a", "2026-01-01", "pirmas tekstas"), doc("b", "2026-01-02", "kitas tekstas")]);
    upsertDocs(db, [doc("a", "2026-02-01", "naujas turinys")]);
    expect(countDocs(db)).toBe(2);
    expect(searchDocs(db, ["pirmas"], 0, 10)).toEqual({ keys: [], total: 0 });
    expect(searchDocs(db, ["naujas"], 0, 10)).toEqual({ keys: ["a"], total: 1 });
    expect(searchDocs(db, ["tekstas"], 0, 10)).toEqual({ keys: ["b"], total: 1 });
    deleteDocs(db, ["b", "missing"]);
    expect(countDocs(db)).toBe(1);
    expect(searchDocs(db, ["tekstas"], 0, 10)).toEqual({ keys: [], total: 0 });
    // The index's own check: its trigrams agree with the docs table after updates and deletes.
    expect(() => db.exec("INSERT INTO docs_fts (docs_fts, rank) VALUES ('integrity-check', 1)")).not.toThrow();
  });

  it("orders newest first by received date, then key descending, and pages with the total", () => {
    upsertDocs(db, [
      doc("m1", "2026-01-01T08:00:00", "sprendimas"),
      doc("m3", "2026-03-01T08:00:00", "sprendimas"),
      doc("m2", "2026-03-01T08:00:00", "sprendimas"),
      doc("m4", "2025-12-31T23:59:59", "sprendimas"),
      doc("m5", "2026-02-01T08:00:00", "kita"),
    ]);
    expect(searchDocs(db, ["sprend"], 0, 2)).toEqual({ keys: ["m3", "m2"], total: 4 });
    expect(searchDocs(db, ["sprend"], 2, 2)).toEqual({ keys: ["m1", "m4"], total: 4 });
    expect(searchDocs(db, ["sprend"], 4, 2)).toEqual({ keys: [], total: 4 });
  });
});
