import { describe, expect, it } from "vitest";
import {
  buildFilteringData,
  buildListRequest,
  changeIpRightType,
  dateRange,
  exportColumns,
  isExportType,
  isValidNiceClass,
  parseNiceClass,
  splitStatuses,
} from "@/lib/lists";

describe("date ranges", () => {
  it("are sent from 00:00:00 to 23:59:59", () => {
    expect(dateRange("APPLICATION_DATE", "2026-01-01", "2026-01-31")).toEqual({
      date: "APPLICATION_DATE",
      dateFrom: "2026-01-01T00:00:00",
      dateTo: "2026-01-31T23:59:59",
    });
  });

  it("need the type, the start and the end", () => {
    expect(dateRange(undefined, "2026-01-01", "2026-01-31")).toBeUndefined();
    expect(dateRange("APPLICATION_DATE", undefined, "2026-01-31")).toBeUndefined();
    expect(dateRange("APPLICATION_DATE", "2026-01-01", "")).toBeUndefined();
    expect(dateRange("APPLICATION_DATE", "2026/01/01", "2026-01-31")).toBeUndefined();
  });
});

describe("status filter", () => {
  it("splits comma-separated option keys and drops empties and repeats", () => {
    expect(splitStatuses(["WAITING_FOR_PAYMENT,WAITING_FOR_SIGNATURE", "REGISTERED", " WAITING_FOR_PAYMENT ", ""])).toEqual([
      "WAITING_FOR_PAYMENT",
      "WAITING_FOR_SIGNATURE",
      "REGISTERED",
    ]);
    expect(splitStatuses(undefined)).toEqual([]);
  });
});

describe("Nice class", () => {
  it("is an integer from 1 to 45", () => {
    expect([1, 9, 45].every(isValidNiceClass)).toBe(true);
    expect([0, 46, 1.5, -3, Number.NaN].some(isValidNiceClass)).toBe(false);
    expect(isValidNiceClass("9")).toBe(false);
  });

  it("parses only whole numbers in range", () => {
    expect(parseNiceClass(" 12 ")).toBe(12);
    expect(parseNiceClass("46")).toBeUndefined();
    expect(parseNiceClass("0")).toBeUndefined();
    expect(parseNiceClass("1e1")).toBeUndefined();
    expect(parseNiceClass("")).toBeUndefined();
  });
});

describe("changing the IP right", () => {
  it("removes the form types", () => {
    const filters = { ipRightType: "trademark", formTypes: ["TM_NATIONAL"], status: ["REGISTERED"] };
    expect(changeIpRightType(filters, "design")).toEqual({ ipRightType: "design", status: ["REGISTERED"] });
    expect(changeIpRightType(filters, "")).toEqual({ ipRightType: undefined, status: ["REGISTERED"] });
  });

  it("keeps them when the IP right stays", () => {
    const filters = { ipRightType: "trademark", formTypes: ["TM_NATIONAL"] };
    expect(changeIpRightType(filters, "trademark")).toBe(filters);
  });
});

describe("filteringData", () => {
  it("leaves empty values out", () => {
    expect(buildFilteringData({})).toBeUndefined();
    expect(buildFilteringData({ ipRightType: "", formTypes: [], status: [], dateType: "STATUS_DATE" })).toBeUndefined();
  });

  it("builds every filter by the contract's keys", () => {
    expect(
      buildFilteringData({
        ipRightType: "trademark",
        formTypes: ["TM_NATIONAL"],
        status: ["WAITING_FOR_PAYMENT,WAITING_FOR_SIGNATURE"],
        niceClass: 9,
        dateType: "REGISTRATION_DATE",
        dateFrom: "2025-02-01",
        dateTo: "2025-02-28",
      }),
    ).toEqual({
      ipRightType: "trademark",
      formTypes: ["TM_NATIONAL"],
      status: ["WAITING_FOR_PAYMENT", "WAITING_FOR_SIGNATURE"],
      niceClass: [9],
      dates: { date: "REGISTRATION_DATE", dateFrom: "2025-02-01T00:00:00", dateTo: "2025-02-28T23:59:59" },
    });
  });

  it("drops a Nice class out of range", () => {
    expect(buildFilteringData({ niceClass: 46 })).toBeUndefined();
  });
});

describe("list request", () => {
  it("carries paging, sorting, the trimmed search and the user", () => {
    expect(
      buildListRequest({ page: 2, size: 10, sort: { column: "applicationDate", direction: "DESC" }, search: "  TM 2026 ", isDraft: false, userId: 1 }),
    ).toEqual({
      paginationData: { page: 2, size: 10 },
      sortingData: { sortColumn: "applicationDate", sortType: "DESC" },
      searchingData: { search: "TM 2026" },
      isDraft: false,
      userId: 1,
    });
  });

  it("adds export columns with upper-cased headers", () => {
    const columns = exportColumns([{ field: "number", header: "Filing number" }, { field: "status", header: "Būsena" }]);
    expect(columns).toEqual([
      { field: "number", header: "FILING NUMBER" },
      { field: "status", header: "BŪSENA" },
    ]);
    expect(buildListRequest({ page: 0, size: 10, sort: { column: "id", direction: "DESC" }, columns, userId: 1 }).columns).toEqual(columns);
  });
});

describe("export type guard", () => {
  it("accepts only excel and pdf", () => {
    expect(isExportType("excel")).toBe(true);
    expect(isExportType("pdf")).toBe(true);
    for (const other of ["EXCEL", "PDF", "csv", "", undefined, null, 1]) expect(isExportType(other)).toBe(false);
  });
});
