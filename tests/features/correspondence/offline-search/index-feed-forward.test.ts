/**
 * A context that stores letters without the page's device index (the archive's sync worker)
 * forwards the index's writes: folded as the index takes them, the removals by key; without a
 * forwarder nothing is forwarded.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { forwardIndexWrites, indexStored, unindexStored } from "@/features/correspondence/offline-search/index-feed";

describe("forwardIndexWrites", () => {
  afterEach(() => forwardIndexWrites(null));

  it("sends the stored texts folded, and the removed keys, to the forwarder", () => {
    const target = { stored: vi.fn(), removed: vi.fn() };
    forwardIndexWrites(target);
    indexStored(7, [{ key: "7:12", receivedDate: "2026-01-02T10:00:00", searchText: "Prekių ženklo ŽALGIRIS registracija" }]);
    unindexStored(7, ["7:13"]);
    expect(target.stored).toHaveBeenCalledWith(7, [{ key: "7:12", receivedDate: "2026-01-02T10:00:00", text: expect.stringContaining("zenklo zalgiris") }]);
    expect(target.removed).toHaveBeenCalledWith(7, ["7:13"]);
  });

  it("forwards nothing once it is taken away, nor an empty write", () => {
    const target = { stored: vi.fn(), removed: vi.fn() };
    forwardIndexWrites(target);
    indexStored(7, []);
    unindexStored(7, []);
    forwardIndexWrites(null);
    indexStored(7, [{ key: "7:12", receivedDate: "2026-01-02T10:00:00", searchText: "x" }]);
    expect(target.stored).not.toHaveBeenCalled();
    expect(target.removed).not.toHaveBeenCalled();
  });
});
