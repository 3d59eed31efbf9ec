import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNTS, countApplies, officeBadgeTotal, registerCount, registeredCounts } from "@/lib/counts/registry";
import { demoChild, demoParent } from "../fixtures";

// The registry is the page's (or the worker's) one registry: the features' sources are put back after.
const registered = registeredCounts();
afterEach(() => registered.forEach(registerCount));

describe("the count registry", () => {
  it("adds the counts that apply to the user, asking the office only for those", async () => {
    const signatures = vi.fn(() => Promise.resolve(2));
    registerCount({ name: COUNTS.waitingForSignature, appliesTo: (user) => user.userId === demoParent.userId, fetch: signatures });
    registerCount({ name: COUNTS.waitingForPayment, appliesTo: () => false, fetch: () => Promise.resolve(7) });
    registerCount({ name: COUNTS.dueReplies, appliesTo: () => true, fetch: () => Promise.resolve(1) });
    registerCount({ name: COUNTS.newCorrespondence, appliesTo: () => true, fetch: () => Promise.resolve(3) });
    // In the order of COUNTS, whatever the order of registration.
    expect(registeredCounts().map((source) => source.name)).toEqual(Object.values(COUNTS));
    expect(await officeBadgeTotal(demoParent)).toBe(6);
    expect(await officeBadgeTotal(demoChild)).toBe(4);
    expect(signatures).toHaveBeenCalledOnce();
    expect(countApplies(COUNTS.waitingForSignature, demoChild)).toBe(false);
    expect(countApplies(COUNTS.waitingForSignature, demoParent)).toBe(true);
  });
});
