/**
 * The test setup's guard (./leftover-timers.ts, tests/setup-web.ts): a timer one test leaves
 * pending never fires in the next. Timers fire in the order they fall due, so without the
 * guard the first test's 10 ms timer would fire during the second test's longer wait.
 */
import { describe, expect, it } from "vitest";

const fired: string[] = [];

describe("timers left by a test", () => {
  it("a test that ends with a timer and an interval still pending", () => {
    setTimeout(() => fired.push("timeout"), 10);
    setInterval(() => fired.push("interval"), 10);
    expect(fired).toEqual([]);
  });

  it("the next test never sees them fire", async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fired).toEqual([]);
  });
});
