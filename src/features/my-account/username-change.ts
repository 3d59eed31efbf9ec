/**
 * After a confirmed username change the page returns to login after a short wait in steps of
 * about 0, 1 and 2 seconds (spec 1 §4): the remaining seconds are shown at each step.
 */
export const RETURN_STEPS_MS = [0, 1000, 2000] as const;

/** Seconds left before the return to login, at a step of `RETURN_STEPS_MS`. */
export function secondsLeft(stepMs: number): number {
  const last = RETURN_STEPS_MS[RETURN_STEPS_MS.length - 1] ?? 0;
  return Math.max(0, Math.round((last - stepMs) / 1000));
}

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

// Wrapped: a browser's setTimeout called as a method of another object throws "Illegal invocation".
const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Runs `onStep` at each step and `onDone` after the last one; returns a cancel function.
 * Timers are injectable for tests.
 */
export function scheduleReturn(
  onStep: (seconds: number) => void,
  onDone: () => void,
  timers: Timers = browserTimers,
): () => void {
  const handles = RETURN_STEPS_MS.map((at, index) =>
    timers.set(() => {
      onStep(secondsLeft(at));
      if (index === RETURN_STEPS_MS.length - 1) onDone();
    }, at),
  );
  return () => handles.forEach((handle) => timers.clear(handle));
}
