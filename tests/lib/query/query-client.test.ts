import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import { QUERY_CACHE_MAX_AGE, createQueryClient, shouldRetryQuery } from "@/lib/query";

describe("shouldRetryQuery", () => {
  it("never retries 4xx answers or invalid bodies", () => {
    for (const status of [400, 401, 403, 404, 409]) {
      expect(shouldRetryQuery(0, new ApiError({ status }))).toBe(false);
    }
    expect(shouldRetryQuery(0, new ApiError({ kind: "validation", status: 200 }))).toBe(false);
  });

  it("retries network failures twice", () => {
    const error = new ApiError({ kind: "network" });
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it("retries server errors once", () => {
    const error = new ApiError({ status: 503 });
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(false);
  });
});

describe("createQueryClient", () => {
  it("keeps data as long as the persisted cache may live", () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.gcTime).toBe(QUERY_CACHE_MAX_AGE);
    expect(options.queries?.retry).toBe(shouldRetryQuery);
    expect(options.mutations?.retry).toBe(false);
  });
});
