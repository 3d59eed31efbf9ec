/**
 * Timers a test leaves behind end with it (tests/setup-web.ts). With `isolate: false`
 * (vitest.config.ts) the next test, often of another file, runs in the same page, and a timer
 * of the last one fired in it, carrying that test's work on: a query's retry or the
 * device-first background refresh (src/lib/offline/device-first.ts) reached the next test's
 * fetch stub ("extra request calls"), the idle write of the content queries
 * (src/lib/content/content-queries.ts) or the persister's clean-up
 * (src/lib/query/device-persister.ts) opened the app database on the next test's fresh
 * IndexedDB (the migration test's "from version 1" then found it at today's version). Every
 * timer is recorded when set and forgotten when it fires or is cleared; what is still pending
 * when a test ends is cleared. Fake timers (vi.useFakeTimers) replace these functions during
 * a test and hand them back after.
 *
 * To see what a test leaves behind: `IPO_TRACE_TIMERS=1 npx vitest run --project web <files>`
 * prints, after each such test, the delay of every timer it left and where it was set.
 */
type TimerId = unknown;
type ClearTimer = (id?: never) => void;
type SetTimer = (handler: TimerHandler, delay?: number, ...args: unknown[]) => TimerId;

interface PendingTimer {
  kind: "timeout" | "interval";
  delay: number;
  /** Where it was set (only when tracing: a stack costs time). */
  setAt?: string;
}

const pending = new Map<TimerId, PendingTimer>();
const tracing = Boolean(process.env.IPO_TRACE_TIMERS);
let installed = false;

function remember(id: TimerId, kind: PendingTimer["kind"], delay: number | undefined): void {
  pending.set(id, { kind, delay: delay ?? 0, setAt: tracing ? new Error().stack?.split("\n").slice(3, 9).join("\n") : undefined });
}

/** Wraps the page's setTimeout and setInterval (once) so pending timers can be found. */
export function trackTimers(): void {
  if (installed) return;
  installed = true;
  const realSetTimeout = globalThis.setTimeout as unknown as SetTimer;
  const realSetInterval = globalThis.setInterval as unknown as SetTimer;
  const realClearTimeout = globalThis.clearTimeout as unknown as ClearTimer;
  const realClearInterval = globalThis.clearInterval as unknown as ClearTimer;
  globalThis.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (typeof handler !== "function") return realSetTimeout(handler, delay, ...args);
    const id: TimerId = realSetTimeout(
      (...given: unknown[]) => {
        pending.delete(id);
        (handler as (...values: unknown[]) => void)(...given);
      },
      delay,
      ...args,
    );
    remember(id, "timeout", delay);
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: TimerId = realSetInterval(handler, delay, ...args);
    remember(id, "interval", delay);
    return id;
  }) as unknown as typeof setInterval;
  globalThis.clearTimeout = ((id?: TimerId) => {
    if (id !== undefined) pending.delete(id);
    realClearTimeout(id as never);
  }) as unknown as typeof clearTimeout;
  globalThis.clearInterval = ((id?: TimerId) => {
    if (id !== undefined) pending.delete(id);
    realClearInterval(id as never);
  }) as unknown as typeof clearInterval;
  clearWith = (id, kind) => (kind === "interval" ? realClearInterval(id as never) : realClearTimeout(id as never));
}

let clearWith: (id: TimerId, kind: PendingTimer["kind"]) => void = () => undefined;

/** Clears every timer still pending (printed when tracing, under `test`); returns how many there were. */
export function clearLeftoverTimers(test = ""): number {
  const count = pending.size;
  for (const [id, timer] of pending) {
    clearWith(id, timer.kind);
    if (tracing) console.warn(`timer left by "${test}": ${timer.kind} of ${timer.delay} ms, set\n${timer.setAt ?? ""}`);
  }
  pending.clear();
  return count;
}
