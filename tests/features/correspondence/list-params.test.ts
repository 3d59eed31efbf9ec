import { describe, expect, it } from "vitest";
import {
  buildFilterCriteria,
  effectiveSearch,
  hasFilters,
  splitStatuses,
  toSearchRequest,
  validateInboxSearch,
  withFilters,
} from "@/features/correspondence/list-params";

describe("inbox request building", () => {
  it("asks for the first page of 10, newest first, by default", () => {
    expect(toSearchRequest({})).toEqual({ requestPage: 0, size: 10, sort: "RECEIVED_DATE", sortType: "DESC", searchType: null });
    expect(toSearchRequest({}, "ALLS").searchType).toBe("ALLS");
  });

  it("maps the URL's 1-based page and keeps size and sort", () => {
    expect(toSearchRequest({ page: 3, size: 20, sort: "SUBJECT", sortType: "DESC" })).toMatchObject({
      requestPage: 2,
      size: 20,
      sort: "SUBJECT",
      sortType: "DESC",
    });
    // A column chosen without a direction sorts ascending first.
    expect(toSearchRequest({ sort: "DUE_DATE" }).sortType).toBe("ASC");
  });

  it("searches only from 3 trimmed characters on", () => {
    expect(effectiveSearch("  ab ")).toBeUndefined();
    expect(effectiveSearch(" abc ")).toBe("abc");
    expect(toSearchRequest({ search: "ab" }).search).toBeUndefined();
    expect(toSearchRequest({ search: "  TM-2024 " }).search).toBe("TM-2024");
  });

  it("splits statuses into message and draft statuses", () => {
    expect(splitStatuses("NEW")).toEqual({ messageStatuses: ["NEW"], draftStatuses: [] });
    expect(splitStatuses("SENT")).toEqual({ messageStatuses: [], draftStatuses: ["SENT"] });
    expect(splitStatuses("NEW, DRAFT,READ,,NEW,BOGUS")).toEqual({ messageStatuses: ["NEW", "READ"], draftStatuses: ["DRAFT"] });
    expect(buildFilterCriteria({ status: "DRAFT" })).toEqual({ draftStatuses: ["DRAFT"] });
  });

  it("sends a date range from T00:00:00 to T23:59:59, only with type, start and end", () => {
    expect(buildFilterCriteria({ dateType: "DUE_DATE", dateFrom: "2026-03-01", dateTo: "2026-03-14" })).toEqual({
      dates: { date: "DUE_DATE", dateFrom: "2026-03-01T00:00:00", dateTo: "2026-03-14T23:59:59" },
    });
    expect(buildFilterCriteria({ dateType: "DUE_DATE", dateFrom: "2026-03-01" })).toBeUndefined();
    expect(buildFilterCriteria({ dateFrom: "2026-03-01", dateTo: "2026-03-14" })).toBeUndefined();
  });

  it("leaves empty values out", () => {
    expect(buildFilterCriteria({ category: "", status: "", important: false, requiresReply: undefined })).toBeUndefined();
    expect(buildFilterCriteria({ category: "DESIGN", important: true, requiresReply: true })).toEqual({
      categories: ["DESIGN"],
      important: true,
      requiresReply: true,
    });
    expect(toSearchRequest({ category: "TRADEMARK" }).filterCriteria).toEqual({ categories: ["TRADEMARK"] });
  });
});

describe("inbox URL parameters", () => {
  it("keeps valid values and drops the rest", () => {
    expect(
      validateInboxSearch({
        page: "2",
        size: 30,
        sort: "SUBJECT",
        sortType: "ASC",
        search: " fee ",
        category: "DESIGN",
        status: "NEW",
        important: true,
        requiresReply: "true",
        dateType: "DUE_DATE",
        dateFrom: "2026-01-31",
        dateTo: "2026-02-30",
      }),
    ).toEqual({
      page: 2,
      size: 30,
      sort: "SUBJECT",
      sortType: "ASC",
      search: "fee",
      category: "DESIGN",
      status: "NEW",
      important: true,
      requiresReply: true,
      dateType: "DUE_DATE",
      dateFrom: "2026-01-31",
    });
    expect(validateInboxSearch({ page: 0, size: 15, sort: "NOPE", sortType: "UP", important: "yes", dateType: "X" })).toEqual({});
    // Defaults stay out of the URL.
    expect(validateInboxSearch({ page: 1, size: 10 })).toEqual({});
  });

  it("resets page and sort when a filter changes", () => {
    const next = withFilters({ page: 4, size: 20, sort: "SUBJECT", sortType: "DESC", search: "fee" }, { status: "NEW" });
    expect(next).toEqual({ size: 20, search: "fee", status: "NEW" });
    expect(hasFilters(next)).toBe(true);
    expect(withFilters(next, { status: undefined })).toEqual({ size: 20, search: "fee" });
    expect(hasFilters({ search: "fee" })).toBe(false);
  });
});
