/**
 * The device index's SQL (src/lib/device-index/index-sql.ts) on the node build of sqlite-wasm,
 * in memory: the same statements the index worker runs over OPFS in the browser. Matching is
 * checked against the in-memory scan's `matchesQuery` (decision 82's shared cases and more).
 */
import { describe, expect, it } from "vitest";
import { countDocs, deleteDocs, prepareSchema, searchDocs, TOTAL_CAP, upsertDocs, type IndexDoc } from "@/lib/device-index/index-sql";
import { matchesQuery, queryTerms, searchTextOf } from "@/features/correspondence/offline-search/search-text";
import { htmlToText } from "@/lib/html/text";
import { foldForSearch } from "@/lib/search/fold";
import { SEARCH_CASES } from "../search/fold-cases";
import { memoryIndexDbPerTest } from "../../support/device-index-worker";

const db = memoryIndexDbPerTest(prepareSchema);

const doc = (key: string, receivedDate: string, text: string): IndexDoc => ({ key, receivedDate, text: foldForSearch(text) });

describe("device index SQL", () => {
  it("finds what the in-memory scan finds, for decision 82's shared cases", () => {
    SEARCH_CASES.forEach((c, i) => upsertDocs(db(), [doc(`k${i}`, "2026-01-01T00:00:00", htmlToText(c.text))]));
    SEARCH_CASES.forEach((c, i) => {
      const terms = queryTerms(c.query);
      const keys = searchDocs(db(), terms, 0, 100)?.keys ?? [];
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
    upsertDocs(db(), [{ key: "m1", receivedDate: message.receivedDate, text }]);
    const queries = ["zalgiris 12", "\"zalgiris\"", "mokestis eu", "12 eur", "vpb 2026", "r-2026-77", "juodrastis atsakymas",
      "atsakymas i rasta", "ruta@example", "😀ab", "a😀 mokes", "zuk zz", "zenklo zalgiris", "12 ab", "\"z"];
    for (const query of queries) {
      const terms = queryTerms(query);
      const found = searchDocs(db(), terms, 0, 10);
      if (terms.every((term) => [...term].length < 3)) expect(found, query).toBeNull();
      else expect(found?.total === 1, query).toBe(matchesQuery(text, terms));
    }
  });

  it("answers null when no term has 3 characters, so the caller scans", () => {
    upsertDocs(db(), [doc("a", "2026-01-01", "ab cd")]);
    expect(searchDocs(db(), ["ab", "cd"], 0, 10)).toBeNull();
    expect(searchDocs(db(), [], 0, 10)).toBeNull();
  });

  it("replaces a letter's text and date on upsert by key, and removes by key", () => {
    upsertDocs(db(), [doc("a", "2026-01-01", "pirmas tekstas"), doc("b", "2026-01-02", "kitas tekstas")]);
    upsertDocs(db(), [doc("a", "2026-02-01", "naujas turinys")]);
    expect(countDocs(db())).toBe(2);
    expect(searchDocs(db(), ["pirmas"], 0, 10)).toMatchObject({ keys: [], total: 0, more: false });
    expect(searchDocs(db(), ["naujas"], 0, 10)).toMatchObject({ keys: ["a"], total: 1, more: false });
    expect(searchDocs(db(), ["tekstas"], 0, 10)).toMatchObject({ keys: ["b"], total: 1, more: false });
    deleteDocs(db(), ["b", "missing"]);
    expect(countDocs(db())).toBe(1);
    expect(searchDocs(db(), ["tekstas"], 0, 10)).toMatchObject({ keys: [], total: 0, more: false });
    // The index's own check: its trigrams agree with the docs table after updates and deletes.
    expect(() => db().exec("INSERT INTO docs_fts (docs_fts, rank) VALUES ('integrity-check', 1)")).not.toThrow();
  });

  it("orders newest first by received date, then key descending, and pages with the total", () => {
    upsertDocs(db(), [
      doc("m1", "2026-01-01T08:00:00", "sprendimas"),
      doc("m3", "2026-03-01T08:00:00", "sprendimas"),
      doc("m2", "2026-03-01T08:00:00", "sprendimas"),
      doc("m4", "2025-12-31T23:59:59", "sprendimas"),
      doc("m5", "2026-02-01T08:00:00", "kita"),
    ]);
    expect(searchDocs(db(), ["sprend"], 0, 2)).toMatchObject({ keys: ["m3", "m2"], total: 4, more: false });
    expect(searchDocs(db(), ["sprend"], 2, 2)).toMatchObject({ keys: ["m1", "m4"], total: 4, more: false });
    expect(searchDocs(db(), ["sprend"], 4, 2)).toMatchObject({ keys: [], total: 4, more: false });
  });

  it("keeps the scan's order among letters of the same millisecond, whatever order they come in", () => {
    const keys = ["k5", "k1", "k9", "k3", "k7", "k2"];
    upsertDocs(db(), keys.map((key) => doc(key, "2026-05-05T10:00:00", "bendras žodis")));
    upsertDocs(db(), [doc("k0", "2026-05-05T10:00:00.001", "bendras"), doc("k8", "2026-05-05T09:59:59.999Z", "bendras")]);
    const records = [...keys.map((key) => ({ key, receivedDate: "2026-05-05T10:00:00" })), { key: "k0", receivedDate: "2026-05-05T10:00:00.001" }, { key: "k8", receivedDate: "2026-05-05T09:59:59.999Z" }];
    const expected = records.sort((a, b) => (a.receivedDate !== b.receivedDate ? (a.receivedDate < b.receivedDate ? 1 : -1) : b.key < a.key ? -1 : 1)).map((record) => record.key);
    expect(searchDocs(db(), ["bendr"], 0, 20)?.keys).toEqual(expected);
    // A letter moved to another date leaves its old place.
    upsertDocs(db(), [doc("k3", "2027-01-01", "bendras")]);
    expect(searchDocs(db(), ["bendr"], 0, 1)?.keys).toEqual(["k3"]);
    expect(countDocs(db())).toBe(8);
    expect(() => db().exec("INSERT INTO docs_fts (docs_fts, rank) VALUES ('integrity-check', 1)")).not.toThrow();
  });

  it("caps the count at TOTAL_CAP and says there are more, the page still newest first", () => {
    const many = Array.from({ length: TOTAL_CAP + 5 }, (_, n) => doc(`m${String(n).padStart(5, "0")}`, new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString(), `raštas ${n}`));
    upsertDocs(db(), many);
    const page = searchDocs(db(), ["rastas"], 0, 3);
    expect(page).toMatchObject({ keys: ["m01004", "m01003", "m01002"], total: TOTAL_CAP, more: true });
    // A term in fewer letters than the cap: the exact count.
    expect(searchDocs(db(), ["rastas", "100"], 0, 50)?.total).toBe(many.filter((d) => d.text.includes("100")).length);
    expect(searchDocs(db(), ["rastas", "100"], 0, 50)?.more).toBe(false);
  });
});
