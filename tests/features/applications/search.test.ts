import { describe, expect, it } from "vitest";
import {
  activeTab,
  applicationsRequest,
  gridAllowed,
  presetSearch,
  sortOf,
  tabsFor,
  validateApplicationsSearch,
  viewOf,
  withFilters,
  withIpRightType,
  withPage,
  withSort,
  withTab,
} from "@/features/applications/search";
import { demoChild, demoNoRole, demoParent } from "../../lib/fixtures";

describe("tabs by role", () => {
  it("offers all, trademark, design and eservice by the IP rights held", () => {
    expect(tabsFor(demoParent)).toEqual(["all", "trademark", "design", "eservice"]);
    expect(tabsFor(demoChild)).toEqual(["all", "trademark", "eservice"]);
    expect(tabsFor(demoNoRole)).toEqual([]);
  });

  it("falls back to the first tab for a tab the user may not open", () => {
    expect(activeTab({ tab: "design" }, tabsFor(demoChild))).toBe("all");
    expect(activeTab({ tab: "eservice" }, tabsFor(demoChild))).toBe("eservice");
  });

  it("takes a preset from navigation state", () => {
    expect(presetSearch({ tab: "design", search: " DS 2026 0001 " }, tabsFor(demoParent))).toEqual({ tab: "design", q: "DS 2026 0001" });
    expect(presetSearch({ tab: "design", search: "X" }, tabsFor(demoChild))).toEqual({ tab: "all", q: "X" });
  });
});

describe("grid/table switch", () => {
  it("works only on the trademark and design tabs", () => {
    expect(gridAllowed("all")).toBe(false);
    expect(gridAllowed("eservice")).toBe(false);
    expect(viewOf({ view: "grid" }, "eservice")).toBe("table");
    expect(viewOf({ view: "grid" }, "design")).toBe("grid");
  });
});

describe("sorting", () => {
  it("defaults to applicationDate DESC", () => {
    expect(sortOf({})).toEqual({ column: "applicationDate", direction: "DESC" });
  });

  it("sorts a new column ascending, toggles the same column, and returns to page 0", () => {
    const first = withSort({ page: 3 }, "number");
    expect(first).toMatchObject({ sort: "number", dir: "ASC" });
    expect(first.page).toBeUndefined();
    expect(withSort(first, "number")).toMatchObject({ sort: "number", dir: "DESC" });
    expect(withSort(withSort(first, "number"), "number")).toMatchObject({ sort: "number", dir: "ASC" });
    expect(withSort(first, "status")).toMatchObject({ sort: "status", dir: "ASC" });
    // The default column toggles from its default direction.
    expect(withSort({}, "applicationDate")).toMatchObject({ sort: "applicationDate", dir: "ASC" });
  });
});

describe("resets", () => {
  const busy = { tab: "trademark" as const, page: 4, sort: "number", dir: "ASC" as const, status: ["REGISTERED"], q: "luna", view: "grid" as const };

  it("a tab change resets page, sort and filters, keeping search and view", () => {
    expect(withTab(busy, "design")).toEqual({ tab: "design", q: "luna", view: "grid", size: undefined });
  });

  it("a filter change resets page and sort", () => {
    const next = withFilters(busy, { status: ["REFUSED"] });
    expect(next).toMatchObject({ tab: "trademark", q: "luna", status: ["REFUSED"] });
    expect(next.page).toBeUndefined();
    expect(next.sort).toBeUndefined();
    expect(sortOf(next)).toEqual({ column: "applicationDate", direction: "DESC" });
  });

  it("the IP right change of the filter form drops its form types", () => {
    expect(withIpRightType({ ipRightType: "trademark", formTypes: ["TM_NATIONAL"] }, "design")).toEqual({ ipRightType: "design" });
  });

  it("page 0 is left out of the URL", () => {
    expect(withPage(busy, 0).page).toBeUndefined();
    expect(withPage(busy, 2).page).toBe(2);
  });
});

describe("URL search", () => {
  it("drops malformed values", () => {
    expect(
      validateApplicationsSearch({ tab: "patents", page: -1, size: 1000, view: "cards", niceClass: 46, dateFrom: "yesterday", dir: "UP" }),
    ).toEqual({});
  });

  it("keeps valid ones, a single status as a list", () => {
    expect(validateApplicationsSearch({ tab: "design", page: "2", status: "REGISTERED", niceClass: "9", dateFrom: "2026-01-01" })).toEqual({
      tab: "design",
      page: 2,
      status: ["REGISTERED"],
      niceClass: 9,
      dateFrom: "2026-01-01",
    });
  });
});

describe("list request of a search", () => {
  it("uses the main account and the filter rules", () => {
    expect(applicationsRequest({ page: 1, status: ["WAITING_FOR_PAYMENT,WAITING_FOR_SIGNATURE"] }, demoChild)).toEqual({
      paginationData: { page: 1, size: 10 },
      sortingData: { sortColumn: "applicationDate", sortType: "DESC" },
      filteringData: { status: ["WAITING_FOR_PAYMENT", "WAITING_FOR_SIGNATURE"] },
      isDraft: false,
      userId: 1,
    });
  });
});
