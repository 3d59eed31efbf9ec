import { describe, expect, it, vi } from "vitest";
import { accountCache } from "@/lib/offline/account-cache";

describe("accountCache", () => {
  it("reads once per account until forgotten; a failed read answers empty and is read again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const cache = accountCache<number[]>("reading numbers", () => []);
    const read = vi.fn(async () => [1, 2]);
    const [a, b] = await Promise.all([cache.load(7, read), cache.load(7, read)]);
    expect(a).toEqual([1, 2]);
    expect(b).toBe(a);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await cache.load(8, async () => [3])).toEqual([3]);
    cache.forget(7);
    expect(cache.has(7)).toBe(false);
    expect(cache.has(8)).toBe(true);
    expect(await cache.load(7, async () => Promise.reject(new Error("disk")))).toEqual([]);
    expect(await cache.load(7, read)).toEqual([1, 2]);
    cache.forget();
    expect(cache.has(8)).toBe(false);
  });
});
