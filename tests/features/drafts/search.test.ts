import { describe, expect, it } from "vitest";
import { activeDraftTab, draftSortOf, draftsRequest, draftTabsFor, validateDraftsSearch, withDraftSort, withDraftTab } from "@/features/drafts/search";
import { demoChild, demoParent } from "../../lib/fixtures";

describe("draft tabs", () => {
  it("follow the IP rights held", () => {
    expect(draftTabsFor(demoParent)).toEqual(["trademark", "design", "eservice"]);
    expect(draftTabsFor(demoChild)).toEqual(["trademark", "eservice"]);
    expect(activeDraftTab({ tab: "design" }, draftTabsFor(demoChild))).toBe("trademark");
  });
});

describe("draft sorting and resets", () => {
  it("defaults to lastModifiedDate DESC and toggles", () => {
    expect(draftSortOf({})).toEqual({ column: "lastModifiedDate", direction: "DESC" });
    const asc = withDraftSort({ page: 2 }, "denomination");
    expect(asc).toEqual({ sort: "denomination", dir: "ASC", page: undefined });
    expect(withDraftSort(asc, "denomination")).toMatchObject({ dir: "DESC" });
  });

  it("a tab change resets page and sort", () => {
    expect(withDraftTab({ tab: "trademark", page: 3, sort: "number", dir: "ASC", size: 20 }, "eservice")).toEqual({ tab: "eservice", size: 20 });
  });

  it("builds a draft list request of the main account", () => {
    expect(draftsRequest({ page: 1 }, demoChild)).toEqual({
      paginationData: { page: 1, size: 10 },
      sortingData: { sortColumn: "lastModifiedDate", sortType: "DESC" },
      isDraft: true,
      userId: 1,
    });
  });

  it("drops malformed URL values", () => {
    expect(validateDraftsSearch({ tab: "x", page: "-1", dir: "down" })).toEqual({});
  });
});
