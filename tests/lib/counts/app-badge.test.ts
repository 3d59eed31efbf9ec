import { describe, expect, it, vi } from "vitest";
import { applyBadge, badgeTotal } from "@/lib/counts";

describe("app badge", () => {
  it("sums the known counts, and knows nothing until one is known", () => {
    expect(badgeTotal([3, undefined, 2])).toBe(5);
    expect(badgeTotal([0, 0])).toBe(0);
    expect(badgeTotal([undefined, undefined])).toBeUndefined();
  });

  it("sets a positive total and clears at zero", async () => {
    const nav = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    await applyBadge(4, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(4);
    await applyBadge(0, nav);
    expect(nav.clearAppBadge).toHaveBeenCalledOnce();
  });

  it("does nothing without the Badging API and only logs its failures", async () => {
    await expect(applyBadge(2, {})).resolves.toBeUndefined();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await applyBadge(2, { setAppBadge: () => Promise.reject(new Error("denied")) });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
