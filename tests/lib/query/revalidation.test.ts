import { describe, expect, it } from "vitest";
import { contentQueries } from "@/lib/content";
import { isPersistedQueryKey } from "@/lib/query/persister";
import {
  SHOW_AGE_AFTER_MS,
  WARN_AFTER_MS,
  ageOf,
  copyTimeOf,
  freshnessOf,
  isScreenQueryKey,
  readsDevice,
  type ScreenQueryState,
} from "@/lib/query/revalidation";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60_000;

const shown = (patch: Partial<ScreenQueryState> = {}): ScreenQueryState => ({
  data: { rows: [] },
  dataUpdatedAt: NOW - 5 * MINUTE,
  status: "success",
  fetchStatus: "idle",
  fetchFailureCount: 0,
  ...patch,
});

describe("which queries are screen data", () => {
  it("keeps every feature's data on the device, but not the shell's content or the session", () => {
    expect(isScreenQueryKey(["correspondence", "list", {}])).toBe(true);
    expect(isScreenQueryKey(["payments", "cart"])).toBe(true);
    expect(isScreenQueryKey(["content", "globals"])).toBe(false);
    expect(isScreenQueryKey(["session", "me"])).toBe(false);
  });

  it("keeps the account's filter options with its screens, not in the shell's day-long cache", () => {
    expect(isScreenQueryKey(contentQueries.filters().queryKey)).toBe(true);
    expect(isPersistedQueryKey(contentQueries.filters().queryKey)).toBe(false);
  });
});

describe("which copy wins", () => {
  it("a copy on screen wins over the device's stores: only the office is asked, and its answer replaces it", () => {
    expect(readsDevice({ source: "office", savedAt: NOW - 10 * MINUTE })).toBe(false);
    // A device copy on screen is refreshed from the office, never from the device again.
    expect(readsDevice({ source: "device", savedAt: NOW - MINUTE })).toBe(false);
  });

  it("a screen with nothing to show reads the device first", () => {
    expect(readsDevice(undefined)).toBe(true);
  });

  it("a copy read from the offline stores is as old as when it was stored", () => {
    expect(copyTimeOf({ deviceCopy: { savedAt: NOW - 3 * MINUTE } }, NOW)).toBe(NOW - 3 * MINUTE);
    expect(copyTimeOf({ rows: [] }, NOW - MINUTE)).toBe(NOW - MINUTE);
  });
});

describe("how age is shown", () => {
  it.each([
    [30_000, { value: -30, unit: "second" }],
    [3 * MINUTE + 59_000, { value: -3, unit: "minute" }],
    [2 * 60 * MINUTE, { value: -2, unit: "hour" }],
    [3 * 24 * 60 * MINUTE, { value: -3, unit: "day" }],
  ])("%i ms ago is %o", (age, expected) => {
    expect(ageOf(NOW - age, NOW)).toEqual(expected);
  });

  it("a clock that went back never shows a future age", () => {
    expect(ageOf(NOW + MINUTE, NOW)).toEqual({ value: -0, unit: "second" });
  });
});

describe("the freshness of a screen", () => {
  it("says nothing before any data, nor about an answer younger than a minute", () => {
    expect(freshnessOf([], NOW)).toEqual({ kind: "none" });
    expect(freshnessOf([shown({ data: undefined, dataUpdatedAt: 0, status: "pending", fetchStatus: "fetching" })], NOW)).toEqual({ kind: "none" });
    expect(freshnessOf([shown({ dataUpdatedAt: NOW - SHOW_AGE_AFTER_MS + 1000 })], NOW)).toEqual({ kind: "none" });
  });

  it("shows the age of the oldest copy on screen", () => {
    expect(freshnessOf([shown({ dataUpdatedAt: NOW - MINUTE * 2 }), shown({ dataUpdatedAt: NOW - MINUTE * 7 })], NOW)).toEqual({
      kind: "aged",
      savedAt: NOW - 7 * MINUTE,
      tooOld: false,
    });
  });

  it("is updating while a refresh runs", () => {
    expect(freshnessOf([shown({ fetchStatus: "fetching" })], NOW)).toMatchObject({ kind: "updating", savedAt: NOW - 5 * MINUTE });
  });

  it("could not reach the office: a failed refresh, a retry under way, a pause offline, an unreplaced device copy", () => {
    for (const state of [
      shown({ status: "error" }),
      shown({ fetchStatus: "fetching", fetchFailureCount: 1 }),
      shown({ fetchStatus: "paused" }),
      shown({ data: { deviceCopy: { savedAt: NOW - MINUTE } }, dataUpdatedAt: NOW }),
    ]) {
      expect(freshnessOf([shown(), state], NOW).kind).toBe("unreachable");
    }
  });

  it("with the office known unreachable (offline, or a request failed or silent), a copy it would refresh says so", () => {
    // Being asked again, older than a minute, or read from the device's stores.
    expect(freshnessOf([shown({ dataUpdatedAt: NOW - 1000, fetchStatus: "fetching" })], NOW, true)).toMatchObject({ kind: "unreachable", savedAt: NOW - 1000 });
    expect(freshnessOf([shown({ dataUpdatedAt: NOW - SHOW_AGE_AFTER_MS })], NOW, true)).toMatchObject({ kind: "unreachable" });
    expect(freshnessOf([shown({ data: { deviceCopy: { savedAt: NOW - 1000 } }, dataUpdatedAt: NOW })], NOW, true)).toMatchObject({ kind: "unreachable" });
    expect(freshnessOf([], NOW, true)).toEqual({ kind: "none" });
  });

  it("a copy the office answered a moment ago says nothing while another call is silent", () => {
    expect(freshnessOf([shown({ dataUpdatedAt: NOW - 5000 }), shown({ dataUpdatedAt: NOW - 1000 })], NOW, true)).toEqual({ kind: "none" });
    // One of the screen's copies old enough to show its age: the screen says so.
    expect(freshnessOf([shown({ dataUpdatedAt: NOW - 5000 }), shown({ dataUpdatedAt: NOW - 2 * MINUTE })], NOW, true)).toMatchObject({ kind: "unreachable", savedAt: NOW - 2 * MINUTE });
  });

  it("warns when a copy is too old to show without a warning", () => {
    expect(freshnessOf([shown({ dataUpdatedAt: NOW - WARN_AFTER_MS - 1 })], NOW)).toMatchObject({ kind: "aged", tooOld: true });
    expect(freshnessOf([shown({ dataUpdatedAt: NOW - WARN_AFTER_MS + MINUTE })], NOW)).toMatchObject({ kind: "aged", tooOld: false });
    expect(freshnessOf([shown({ dataUpdatedAt: NOW - 2 * WARN_AFTER_MS, status: "error" })], NOW)).toMatchObject({ kind: "unreachable", tooOld: true });
  });
});
