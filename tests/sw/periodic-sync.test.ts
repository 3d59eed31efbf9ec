import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshBadge } from "../../sw/periodic-sync";
import { errorBody, json, stubFetch } from "../lib/fetch-stub";
import { demoChild, demoParent } from "../lib/fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
});

const COUNTS: Record<string, number> = {
  "/api/v1/correspondences/message/incoming/new": 3,
  "/api/v1/applications/WAITING_FOR_PAYMENT/count": 2,
  "/api/v1/applications/WAITING_FOR_SIGNATURE/count": 1,
};

function office(user: unknown) {
  return stubFetch((call) => {
    const path = new URL(call.url, "http://office").pathname;
    if (path === "/api/v1/auth/me") return user ? json(user) : errorBody(401, "unauthorized");
    return json({ count: COUNTS[path] ?? 0 });
  });
}

describe("the badge refreshed while the app is closed", () => {
  it("adds the same counts as the open app's badge, by role", async () => {
    const badge = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    office(demoParent);
    await refreshBadge(badge);
    expect(badge.setAppBadge).toHaveBeenCalledWith(6);

    // A child: no payments role here, and signatures are not offered to children.
    const { calls } = office(demoChild);
    await refreshBadge(badge);
    expect(badge.setAppBadge).toHaveBeenLastCalledWith(3);
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
