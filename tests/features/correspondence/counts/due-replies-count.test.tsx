import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDueRepliesCount } from "@/features/correspondence/counts/use-due-replies-count";
import { dueRepliesCount } from "@/features/correspondence/counts/due-replies";
import { json, stubFetch } from "../../../lib/fetch-stub";
import { mountPerTest } from "../../../support/dom";

afterEach(() => {
  vi.unstubAllGlobals();
});

const FEED = "/api/v1/correspondences/calendar-feed";
const EXPIRING = "/api/v1/correspondences/message/expiring";

describe("the badge's due-replies count", () => {
  const view = mountPerTest();

  it("is asked beside the calendar feed, not after it; a feed with other alarms asks again for its window", async () => {
    let releaseFeed: (response: Response) => void = () => undefined;
    const feedAnswer = new Promise<Response>((resolve) => (releaseFeed = resolve));
    const { calls } = stubFetch((call) => {
      const path = new URL(call.url, "http://office").pathname;
      if (path === FEED) return feedAnswer;
      if (path === EXPIRING) {
        const { dates } = JSON.parse(String(call.body)) as { dates: { dateTo: string } };
        // More letters in the wider window.
        return json({ count: dates.dateTo > windowEnds[0]! ? 9 : 4 });
      }
      return json({});
    });
    const windowEnds: string[] = [];
    const seen: (number | undefined)[] = [];
    function Badge() {
      seen.push(useDueRepliesCount(true));
      return null;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const expiringCalls = () => calls.filter((call) => call.url.endsWith(EXPIRING));
    await act(async () => {
      view.root.render(
        <QueryClientProvider client={client}>
          <Badge />
        </QueryClientProvider>,
      );
    });
    // The feed has not answered, and the count is already asked (the default alarms' window).
    await vi.waitFor(() => expect(expiringCalls()).toHaveLength(1));
    windowEnds.push((JSON.parse(String(expiringCalls()[0]!.body)) as { dates: { dateTo: string } }).dates.dateTo);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(4));
    // A feed whose first alarm is 30 days before: the count of that window replaces it.
    await act(async () => releaseFeed(json({ url: "https://x/calendar/t.ics", detail: "NUMBERS_ONLY", alarms: [30, 7] })));
    await vi.waitFor(() => expect(seen.at(-1)).toBe(9));
    expect(expiringCalls()).toHaveLength(2);
  });

  it("counts open letters only: one marked handled is left out, as the feed and the e-mails leave it out", async () => {
    const { calls } = stubFetch(() => json({ count: 3 }));
    // 10:00 on 1 Dec 2026 in Vilnius: the window of the first alarm (14 days) ends on 15 Dec.
    await expect(dueRepliesCount([14, 7, 1], new Date("2026-12-01T08:00:00Z"))).resolves.toBe(3);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      requiresReply: true,
      handled: false,
      dates: { date: "DUE_DATE", dateFrom: "2000-01-01T00:00:00", dateTo: "2026-12-15T23:59:59" },
    });
  });
});
