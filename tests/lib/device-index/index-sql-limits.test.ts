/**
 * The device index's SQL at its limits (src/lib/device-index/index-sql.ts, ./doc-order.ts): the
 * letters of one second, the walk's candidate budget (null: the caller scans), the count kept
 * in `meta`, merging the segments, which changes no answer, and the file's page size and
 * journal (an older schema's file emptied and given the page size).
 */
import sqlite3InitModule from "@sqlite.org/sqlite-wasm";
import { describe, expect, it } from "vitest";
import { SLOTS } from "@/lib/device-index/doc-order";
import { CANDIDATE_BUDGET, countDocs, deleteDocs, mergeStep, PAGE_SIZE, prepareSchema, searchDocs, upsertDocs, WARM_LETTERS, warmStep } from "@/lib/device-index/index-sql";
import { memoryIndexDbPerTest } from "../../support/device-index-worker";

const db = memoryIndexDbPerTest(prepareSchema);

const at = (second: number) => new Date(Date.UTC(2026, 0, 1) + second * 1000).toISOString().slice(0, 19);

describe("device index SQL limits", () => {
  it("makes its pages PAGE_SIZE and keeps at most 1 MB of journal, an older schema's file emptied and given that page size", async () => {
    expect(db().selectValue("PRAGMA page_size")).toBe(PAGE_SIZE);
    expect(db().selectValue("PRAGMA journal_size_limit")).toBe(1_048_576);
    // A file of the schema before (the default pages, a letter of its own): a file (in the wasm's
    // memory, new each run), as an in-memory database keeps its page size.
    const sqlite3 = await sqlite3InitModule();
    const file = new sqlite3.oo1.DB(`/older-schema-${Date.now()}.sqlite3`, "c");
    try {
      file.exec("PRAGMA page_size = 8192; CREATE TABLE docs (id INTEGER PRIMARY KEY, key TEXT, received TEXT, text TEXT); INSERT INTO docs VALUES (1, 'm1', '2026-01-01', 'senas'); PRAGMA user_version = 7;");
      expect(file.selectValue("PRAGMA page_size")).toBe(8192);
      prepareSchema(file);
      expect(file.selectValue("PRAGMA page_size")).toBe(PAGE_SIZE);
      expect(countDocs(file)).toBe(0);
      upsertDocs(file, [{ key: "m2", receivedDate: at(1), text: "naujas raštas" }]);
      expect(searchDocs(file, ["naujas"], 0, 10)).toMatchObject({ keys: ["m2"], total: 1, letters: 1 });
    } finally {
      file.close();
    }
  });

  it("orders the letters of one second by received text, then key, and refuses one past SLOTS", () => {
    const letters = Array.from({ length: SLOTS }, (_, i) => ({ key: `k${String(SLOTS - i).padStart(3, "0")}`, receivedDate: `2026-01-01T00:00:00.${String(i % 10)}00`, text: "sprendimas" }));
    upsertDocs(db(), letters);
    const newest = [...letters].sort((a, b) => (a.receivedDate === b.receivedDate ? (a.key < b.key ? 1 : -1) : a.receivedDate < b.receivedDate ? 1 : -1));
    expect(searchDocs(db(), ["sprendimas"], 0, 100)?.keys).toEqual(newest.map((l) => l.key));
    upsertDocs(db(), [{ key: "k999", receivedDate: "2026-01-01T00:00:00", text: "sprendimas" }]);
    expect(countDocs(db())).toBe(SLOTS);
  });

  it("keeps the count in meta through inserts, replacements and removals", () => {
    upsertDocs(db(), [0, 1, 2].map((i) => ({ key: `k${i}`, receivedDate: at(i), text: "abc" })));
    upsertDocs(db(), [{ key: "k1", receivedDate: at(9), text: "abd" }]);
    deleteDocs(db(), ["k0", "nope"]);
    expect(countDocs(db())).toBe(2);
    expect(Number(db().selectValue("SELECT count(*) FROM docs"))).toBe(2);
  });

  it("gives up (null) past the candidate budget, where few candidates hold the whole term", () => {
    // Every letter holds the trigrams of "abcd" ("abc", "bcd"), none the term itself.
    const many = Array.from({ length: CANDIDATE_BUDGET + 1 }, (_, i) => ({ key: `k${i}`, receivedDate: at(i), text: "abc bcd" }));
    upsertDocs(db(), many);
    expect(searchDocs(db(), ["abcd"], 0, 50)).toBeNull();
    expect(searchDocs(db(), ["abc"], 0, 50)).toMatchObject({ total: 1000, more: true });
  });

  it("past the budget, a number fragment is found through the letters' digit tokens: the rule's answer, newest first", () => {
    // Every letter holds the trigrams of "r-2016-01" (its own number r-2016-02…, a date 6-01);
    // three hold the fragment itself, one of them only in its body.
    const special: Record<number, string> = { 7: "pranesimas r-2016-0123 zenklo", 2500: "r-2016-0199 \n ir zenklo", 3999: "kita \n tekstas su nuoroda (r-2016-01)." };
    const many = Array.from({ length: CANDIDATE_BUDGET + 1 }, (_, i) => ({ key: `k${i}`, receivedDate: at(i), text: special[i] ?? `r-2016-02${i} 6-01 zenklo` }));
    upsertDocs(db(), many);
    const found = searchDocs(db(), ["r-2016-01"], 0, 2);
    // Three letters read (the tokens' matches), not the budget's 4,000.
    expect(found).toMatchObject({ keys: ["k3999", "k2500"], total: 3, more: false, candidates: 3 });
    expect(searchDocs(db(), ["r-2016-01"], 2, 2)?.keys).toEqual(["k7"]);
    // The other terms are checked on the texts, short ones included.
    expect(searchDocs(db(), ["r-2016-01", "zenklo"], 0, 10)?.keys).toEqual(["k2500", "k7"]);
    expect(searchDocs(db(), ["r-2016-01", "ir"], 0, 10)?.keys).toEqual(["k2500"]);
    // A letter replaced or removed leaves its tokens with it.
    upsertDocs(db(), [{ key: "k2500", receivedDate: at(2500), text: "r-2016-0299 ir zenklo" }]);
    deleteDocs(db(), ["k3999"]);
    expect(searchDocs(db(), ["r-2016-01"], 0, 10)?.keys).toEqual(["k7"]);
    expect(Number(db().selectValue("SELECT count(*) FROM nums"))).toBe(CANDIDATE_BUDGET);
  });

  it("answers the same after the segments are merged", () => {
    for (let batch = 0; batch < 20; batch++) {
      upsertDocs(db(), Array.from({ length: 10 }, (_, i) => ({ key: `k${batch}-${i}`, receivedDate: at(batch * 10 + i), text: `laiškas ${batch % 3 === 0 ? "sprendimas" : "prašymas"} ${i}` })));
    }
    const before = searchDocs(db(), ["sprendim"], 0, 20);
    const segments = () => Number(db().selectValue("SELECT count(*) FROM docs_fts_data"));
    const unmerged = segments();
    let steps = 0;
    while (mergeStep(db())) steps++;
    expect(steps).toBeGreaterThan(0);
    expect(segments()).toBeLessThan(unmerged);
    expect(before?.total).toBe(70);
    expect(searchDocs(db(), ["sprendim"], 0, 20)).toMatchObject({ keys: before?.keys, total: 70, more: false });
  });

  it("warms the newest letters a step at a time and stops at WARM_LETTERS or the oldest", () => {
    upsertDocs(db(), Array.from({ length: 250 }, (_, i) => ({ key: `k${i}`, receivedDate: at(i), text: "abc" })));
    const steps: (number | null)[] = [];
    let below: number | null = Number.MAX_SAFE_INTEGER;
    while (below !== null && steps.length < 10) steps.push((below = warmStep(db(), below)));
    // Two full steps of 100 letters, then the last 50 and done; every step goes further back.
    expect(steps).toHaveLength(3);
    expect(steps[2]).toBeNull();
    expect((steps[0] ?? 0) > (steps[1] ?? 0)).toBe(true);
    expect(WARM_LETTERS).toBeGreaterThan(250);
  });
});
