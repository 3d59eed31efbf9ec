import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { countQueryKeys } from "@/features/correspondence/counts/new-correspondence";
import { registerCorrespondencePageCounts } from "@/features/correspondence/counts/register-page";
import { COUNTS, useCachedCount } from "@/lib/counts";
import { mountPerTest } from "../../support/dom";

// As the signed-in screens register it (src/routes/-counts.ts).
registerCorrespondencePageCounts();

describe("the tab title's new-mail count (a count read from the cache)", () => {
  const view = mountPerTest();

  it("follows the badge's query without replacing its query function (a refresh still asks the office)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let count = 18;
    const office = vi.fn(() => Promise.resolve(count));
    const seen: (number | undefined)[] = [];
    function Badge() {
      useQuery({ queryKey: countQueryKeys.newCorrespondence(), queryFn: office });
      return null;
    }
    function Title() {
      seen.push(useCachedCount(COUNTS.newCorrespondence));
      return null;
    }
    await act(async () => {
      view.root.render(
        <QueryClientProvider client={client}>
          <Badge />
          <Title />
        </QueryClientProvider>,
      );
    });
    await vi.waitFor(() => expect(seen.at(-1)).toBe(18));
    count = 19;
    await act(() => client.invalidateQueries({ queryKey: countQueryKeys.newCorrespondence() }));
    await vi.waitFor(() => expect(seen.at(-1)).toBe(19));
    expect(office).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(countQueryKeys.newCorrespondence())?.status).toBe("success");
  });
});
