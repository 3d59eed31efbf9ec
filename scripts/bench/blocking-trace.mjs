/**
 * Blocking time of a cold signed-in start, from the main thread's CPU time. On this
 * shared 2-core machine Lighthouse's Total Blocking Time moves with the load (it takes the wall
 * time of each observed task), so a change is compared here instead: a phone-sized cold load
 * of `path` is traced, and each main-thread task after the first contentful paint counts as
 * Lighthouse counts a task after its 4× CPU slowdown, max(0, 4 × CPU ms − 50), from the task's
 * CPU time (its thread time), not its wall time. Also the number of tasks over 12.5 ms (those
 * that count) and the main thread's CPU after the first paint. Medians over `ctx.runs`.
 *
 * To compare two builds, run the bench for each in one sitting (`DIST_DIR=… npm run bench --
 * --only correspondence-blocking-trace`); the machine's speed changes through the day.
 */
import { DEMO_PASSWORD, DEMO_USER } from "./constants.mjs";
import { signInWithContext } from "./browser.mjs";
import { formatMs, median } from "./stats.mjs";

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

async function traceOnce(ctx, path) {
  // A phone, as Lighthouse's mobile run (the skeleton and the cards are the phone's).
  const context = await ctx.browser.newContext({
    baseURL: ctx.baseURL,
    serviceWorkers: "block",
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: "en-GB",
  });
  try {
    await signInWithContext(context, DEMO_USER, DEMO_PASSWORD);
    const page = await context.newPage();
    await ctx.browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"] });
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    // What start-up does after the first screen (the alert, the counts, device copies).
    await page.waitForTimeout(3000);
    const { traceEvents } = JSON.parse((await ctx.browser.stopTracing()).toString());
    const fcp = traceEvents.find((event) => event.name === "firstContentfulPaint");
    if (!fcp) throw new Error(`no first contentful paint in the trace of ${path}`);
    const cpuMs = traceEvents
      .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X" && TASK_NAMES.has(e.name) && e.ts >= fcp.ts)
      .map((e) => (e.tdur ?? e.dur) / 1000);
    return {
      blockingMs: cpuMs.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
      longTasks: cpuMs.filter((ms) => ms > 12.5).length,
      mainThreadMs: cpuMs.reduce((sum, ms) => sum + ms, 0),
    };
  } finally {
    await context.close();
  }
}

export function blockingTrace({ name, title, path }) {
  return {
    name,
    title,
    async run(ctx) {
      const samples = [];
      for (let i = 0; i < ctx.runs; i++) {
        const sample = await traceOnce(ctx, path);
        samples.push(sample);
        ctx.log(`${path} ${i + 1}/${ctx.runs}: blocking ${formatMs(sample.blockingMs)}, ${sample.longTasks} tasks over 12.5 ms`);
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      const data = { runs: samples.length, median: { blockingMs: pick("blockingMs"), longTasks: pick("longTasks"), mainThreadMs: pick("mainThreadMs") }, samples };
      return {
        table: `Blocking time from CPU traces of a cold signed-in start on a phone (median of ${samples.length}, 4× as Lighthouse counts)`,
        row: {
          page: path,
          "blocking (CPU × 4 − 50 per task)": formatMs(data.median.blockingMs),
          "tasks over 12.5 ms": String(data.median.longTasks),
          "main thread after first paint": formatMs(data.median.mainThreadMs),
        },
        data,
      };
    },
  };
}
