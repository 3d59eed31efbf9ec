import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { createQueryClient, isNeedsConnectionError, loadScreenData } from "@/lib/query";

const key = ["signatures", "list"] as const;
const never = () => new Promise<string>(() => undefined);

describe("route loaders and screen data", () => {
  it("a copy in memory answers at once; a stale one is refreshed in the background", async () => {
    const client = createQueryClient();
    client.setQueryData(key, "copy", { updatedAt: Date.now() - 60_000 });
    const office = vi.fn(never);
    await expect(loadScreenData(client, [{ queryKey: key, queryFn: office }], 50)).resolves.toBeUndefined();
    await vi.waitFor(() => expect(office).toHaveBeenCalledTimes(1));
    expect(client.getQueryData(key)).toBe("copy");
  });

  it("without a copy, an office that cannot be reached means 'needs a connection'", async () => {
    const client = createQueryClient();
    const unreachable = () => Promise.reject(new ApiError({ kind: "network", status: 0 }));
    const error = await loadScreenData(client, [{ queryKey: key, queryFn: unreachable, retry: false }], 5000).catch((e: unknown) => e);
    expect(isNeedsConnectionError(error)).toBe(true);
  });

  it("without a copy, a silent office is waited for only so long", async () => {
    // The test's clock, not the machine's: the wait ends at the given time, not before.
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      let outcome: unknown = "waiting";
      void loadScreenData(client, [{ queryKey: key, queryFn: never }], 5000).then(
        () => (outcome = "loaded"),
        (error: unknown) => (outcome = error),
      );
      await vi.advanceTimersByTimeAsync(4999);
      expect(outcome).toBe("waiting");
      await vi.advanceTimersByTimeAsync(1);
      expect(isNeedsConnectionError(outcome)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("an answer of the office (a refusal) is left to the screen", async () => {
    const client = createQueryClient();
    const refused = () => Promise.reject(new ApiError({ kind: "http", status: 403, description: "access.denied" }));
    await expect(loadScreenData(client, [{ queryKey: key, queryFn: refused }], 5000)).resolves.toBeUndefined();
    expect(client.getQueryState(key)?.status).toBe("error");
  });
});
