import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RETURN_STEPS_MS, scheduleReturn, secondsLeft } from "@/features/my-account/username-change";

describe("return to login after a username change (spec 1 §4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("steps at about 0, 1 and 2 seconds, then returns", () => {
    expect(RETURN_STEPS_MS).toEqual([0, 1000, 2000]);
    const steps: number[] = [];
    const done = vi.fn();
    scheduleReturn((seconds) => steps.push(seconds), done);
    vi.advanceTimersByTime(0);
    expect(steps).toEqual([2]);
    vi.advanceTimersByTime(1000);
    expect(steps).toEqual([2, 1]);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(steps).toEqual([2, 1, 0]);
    expect(done).toHaveBeenCalledOnce();
  });

  it("can be cancelled (the page was left)", () => {
    const done = vi.fn();
    const cancel = scheduleReturn(() => undefined, done);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
    expect(secondsLeft(1000)).toBe(1);
  });
});

describe("return timers in the browser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("calls the global setTimeout as a plain function (a browser throws Illegal invocation otherwise)", () => {
    const delays: number[] = [];
    vi.stubGlobal("setTimeout", function strictTimer(this: unknown, _run: () => void, ms: number) {
      if (this !== undefined && this !== globalThis) throw new TypeError("Illegal invocation");
      delays.push(ms);
      return delays.length;
    });
    scheduleReturn(() => undefined, () => undefined);
    expect(delays).toEqual([0, 1000, 2000]);
  });
});
