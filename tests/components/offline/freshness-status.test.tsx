/**
 * The freshness line of the signed-in layout (src/components/offline/freshness-status.tsx)
 * reads the query cache once per burst of cache events, not once per event: a screen that
 * mounts its queries, or a refresh that answers, reports dozens of events in one go, and each
 * read scans every query of the cache.
 */
import { QueryClient, QueryClientProvider, QueryObserver } from "@tanstack/react-query";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { FreshnessStatus } from "@/components/offline/freshness-status";
import { i18n } from "@/lib/i18n";
import { mountPerTest, withAppProviders } from "../../support/dom";

describe("FreshnessStatus", () => {
  const dom = mountPerTest();

  it("reads the cache once for a burst of events, and shows what the burst brought", async () => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    const client = new QueryClient();
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    for (let i = 0; i < 20; i++) client.setQueryData(["letters", i], { page: i }, { updatedAt: tenMinutesAgo });
    act(() => dom.root.render(<QueryClientProvider client={client}>{withAppProviders(<FreshnessStatus />)}</QueryClientProvider>));
    const status = () => dom.container.querySelector("[data-testid=freshness-status]")?.getAttribute("data-state");
    expect(status()).toBe("none");

    const findAll = vi.spyOn(client.getQueryCache(), "findAll");
    const unsubscribes: (() => void)[] = [];
    await act(async () => {
      // Twenty screens' copies, each refreshed by an observer: over sixty cache events in one task.
      for (let i = 0; i < 20; i++) {
        const observer = new QueryObserver(client, { queryKey: ["letters", i], queryFn: () => new Promise<never>(() => undefined) });
        unsubscribes.push(observer.subscribe(() => undefined));
      }
      await Promise.resolve();
    });
    expect(findAll).toHaveBeenCalledTimes(1);
    expect(status()).toBe("updating");
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  });
});
