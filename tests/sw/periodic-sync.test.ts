import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshBadge } from "../../sw/periodic-sync";
import { errorBody, json, stubFetch } from "../lib/fetch-stub";
import { demoChild, demoParent } from "../lib/fixtures";
import { reachesPageCode, staticGraph } from "../support/static-graph";

afterEach(() => {
  vi.unstubAllGlobals();
});

const COUNTS: Record<string, number> = {
  "/api/v1/correspondences/message/incoming/new": 3,
  "/api/v1/correspondences/message/expiring": 4,
  "/api/v1/applications/WAITING_FOR_PAYMENT/count": 2,
  "/api/v1/applications/WAITING_FOR_SIGNATURE/count": 1,
};

function office(user: unknown, feed: { alarms: number[] } | null = null) {
  return stubFetch((call) => {
    const path = new URL(call.url, "http://office").pathname;
    if (path === "/api/v1/auth/me") return user ? json(user) : errorBody(401, "unauthorized");
    if (path === "/api/v1/correspondences/calendar-feed") return feed ? json({ url: "https://x/calendar/t.ics", detail: "SUBJECTS", ...feed }) : errorBody(404, "calendar.feed.not.found");
    return json({ count: COUNTS[path] ?? 0 });
  });
}

describe("the badge refreshed while the app is closed", () => {
  it("adds the same counts as the open app's badge, by role", async () => {
    const badge = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    office(demoParent);
    await refreshBadge(badge);
    // 3 new + 4 due + 2 to pay + 1 to sign.
    expect(badge.setAppBadge).toHaveBeenCalledWith(10);

    // A child: no payments role here, and signatures are not offered to children.
    const { calls } = office(demoChild);
    await refreshBadge(badge);
    expect(badge.setAppBadge).toHaveBeenLastCalledWith(7);
    expect(calls.map((call) => new URL(call.url, "http://office").pathname)).not.toContain("/api/v1/applications/WAITING_FOR_SIGNATURE/count");
  });

  it("clears the badge when nobody is signed in", async () => {
    const badge = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    office(null);
    await refreshBadge(badge);
    expect(badge.clearAppBadge).toHaveBeenCalled();
    expect(badge.setAppBadge).not.toHaveBeenCalled();
  });
});

describe("the badge's deadlines", () => {
  const dueWindowEnd = async (feed: { alarms: number[] } | null) => {
    const { calls } = office(demoParent, feed);
    await refreshBadge({ setAppBadge: vi.fn(() => Promise.resolve()) });
    const expiring = calls.find((call) => call.url.endsWith("/correspondences/message/expiring"));
    return (JSON.parse(String(expiring?.body)) as { dates: { dateFrom: string; dateTo: string } }).dates;
  };

  it("counts overdue letters and those due within the first alarm: 14 days without a feed, the feed's largest alarm with one", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T22:30:00Z"), toFake: ["Date"] });
    try {
      // 22:30 UTC is already 28 Nov in Vilnius.
      expect(await dueWindowEnd(null)).toEqual({ date: "DUE_DATE", dateFrom: "2000-01-01T00:00:00", dateTo: "2026-12-12T23:59:59" });
      expect((await dueWindowEnd({ alarms: [3, 1] })).dateTo).toBe("2026-12-01T23:59:59");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the worker's counts", () => {
  it("are the features' registrations, reaching nothing of React nor of the page's state", () => {
    const root = path.resolve(__dirname, "../..");
    const graph = staticGraph(path.join(root, "sw/periodic-sync.ts"));
    for (const feature of ["correspondence", "payments", "signatures"]) expect(graph.has(path.join(root, `src/features/${feature}/counts/register.ts`))).toBe(true);
    expect(reachesPageCode(graph)).toEqual([]);
  });
});
