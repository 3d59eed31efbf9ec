import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { getOnlineStatus, isUnreachable, isWorkingOffline, networkFirst } from "@/lib/offline";

const networkError = () => new ApiError({ kind: "network", status: 0 });
const online = () => true;

afterEach(() => {
  vi.useRealTimers();
});

describe("networkFirst", () => {
  it("returns and saves the office's answer", async () => {
    const save = vi.fn();
    const device = vi.fn(() => Promise.resolve("stored"));
    await expect(networkFirst({ network: () => Promise.resolve("fresh"), device, save, online })).resolves.toBe("fresh");
    expect(save).toHaveBeenCalledWith("fresh");
    expect(device).not.toHaveBeenCalled();
    expect(isWorkingOffline()).toBe(false);
  });

  it("answers from the device when the office cannot be reached, and says so", async () => {
    await expect(networkFirst({ network: () => Promise.reject(networkError()), device: () => Promise.resolve("stored"), online })).resolves.toBe("stored");
    expect(getOnlineStatus().serverUnreachable).toBe(true);
    // The next answer of the office clears the flag.
    await networkFirst({ network: () => Promise.resolve("fresh"), device: () => Promise.resolve(undefined), online });
    expect(getOnlineStatus().serverUnreachable).toBe(false);
  });

  it("with a copy on screen asks the office only: no device read, no timeout, a failure keeps the copy", async () => {
    const device = vi.fn(() => Promise.resolve("stored"));
    const error = networkError();
    await expect(networkFirst({ network: () => Promise.reject(error), device, hasCopy: true, online: () => false })).rejects.toBe(error);
    expect(device).not.toHaveBeenCalled();
    expect(getOnlineStatus().serverUnreachable).toBe(true);
    vi.useFakeTimers();
    let settled = false;
    const slow = networkFirst({ network: () => new Promise<string>((resolve) => setTimeout(() => resolve("late"), 10_000)), device, hasCopy: true, online });
    void slow.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(slow).resolves.toBe("late");
    expect(device).not.toHaveBeenCalled();
  });

  it("rethrows the network failure when the device has no copy", async () => {
    const error = networkError();
    await expect(networkFirst({ network: () => Promise.reject(error), device: () => Promise.resolve(undefined), online })).rejects.toBe(error);
  });

  it("does not hide an answer of the office (4xx) behind the device's copy", async () => {
    const error = new ApiError({ kind: "http", status: 400, description: "cannot.open.correspondence" });
    const device = vi.fn(() => Promise.resolve("stored"));
    await expect(networkFirst({ network: () => Promise.reject(error), device, online })).rejects.toBe(error);
    expect(device).not.toHaveBeenCalled();
  });

  it("falls back on gateway errors (502, 503, 504)", async () => {
    expect(isUnreachable(new ApiError({ kind: "http", status: 503 }))).toBe(true);
    expect(isUnreachable(new ApiError({ kind: "http", status: 500 }))).toBe(false);
    expect(isUnreachable(new Error("x"))).toBe(false);
  });

  it("shows the device's copy after the timeout and still saves the late answer", async () => {
    vi.useFakeTimers();
    let answer: (value: string) => void = () => undefined;
    const save = vi.fn();
    const result = networkFirst({
      network: () => new Promise<string>((resolve) => (answer = resolve)),
      device: () => Promise.resolve("stored"),
      save,
      timeoutMs: 4000,
      online,
    });
    await vi.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toBe("stored");
    answer("late");
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith("late");
  });

  it("waits for a slow office when the device has nothing", async () => {
    vi.useFakeTimers();
    const result = networkFirst({
      network: () => new Promise<string>((resolve) => setTimeout(() => resolve("slow"), 6000)),
      device: () => Promise.resolve(undefined),
      timeoutMs: 4000,
      online,
    });
    await vi.advanceTimersByTimeAsync(6000);
    await expect(result).resolves.toBe("slow");
  });

  it("offline, reads the device without asking the office", async () => {
    const network = vi.fn(() => Promise.resolve("fresh"));
    await expect(networkFirst({ network, device: () => Promise.resolve("stored"), online: () => false })).resolves.toBe("stored");
    expect(network).not.toHaveBeenCalled();
  });
});
