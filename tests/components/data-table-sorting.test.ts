import { describe, expect, it } from "vitest";
import { ariaSort, nextSort } from "@/components/data-table/sorting";
import { visiblePages } from "@/components/data-table/pagination";

describe("list sorting rule", () => {
  it("sorts a new column ascending first, then toggles", () => {
    const first = nextSort(undefined, "SUBJECT");
    expect(first).toEqual({ column: "SUBJECT", direction: "ASC" });
    const second = nextSort(first, "SUBJECT");
    expect(second).toEqual({ column: "SUBJECT", direction: "DESC" });
    expect(nextSort(second, "SUBJECT")).toEqual({ column: "SUBJECT", direction: "ASC" });
    expect(nextSort(second, "DUE_DATE")).toEqual({ column: "DUE_DATE", direction: "ASC" });
  });

  it("reports aria-sort for the sorted column only", () => {
    const state = { column: "SUBJECT", direction: "DESC" as const };
    expect(ariaSort(state, "SUBJECT")).toBe("descending");
    expect(ariaSort(state, "DUE_DATE")).toBe("none");
    expect(ariaSort(undefined, "SUBJECT")).toBe("none");
  });
});

describe("pager", () => {
  it("offers first, last and two pages either side of the current one", () => {
    expect(visiblePages(0, 1)).toEqual([0]);
    expect(visiblePages(5, 30)).toEqual([0, 3, 4, 5, 6, 7, 29]);
    expect(visiblePages(0, 4)).toEqual([0, 1, 2, 3]);
    expect(visiblePages(29, 30)).toEqual([0, 27, 28, 29]);
  });
});
