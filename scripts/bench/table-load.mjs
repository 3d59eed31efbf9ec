/**
 * The main thread's long tasks while a list screen with a table opens cold, signed in, at the
 * widths where its columns fold (1280 and 1024 px): the sum of the long tasks (over 50 ms) from
 * navigation until the table has shown for 1.5 s, medians of `ctx.runs`. Folding the columns a
 * table's box lacks room for renders the table again (src/components/data-table/use-column-fit.ts).
 */
/* global window -- used by the functions that run in the page */
import { DEMO_PASSWORD, DEMO_USER } from "./constants.mjs";
import { signInWithContext } from "./browser.mjs";
import { formatMs, median } from "./stats.mjs";

const ROUTES = ["/correspondence", "/my-applications"];
const WIDTHS = [1280, 1024];

async function longTasksOnce(ctx, path, width) {
  const context = await ctx.browser.newContext({ baseURL: ctx.baseURL, serviceWorkers: "block", viewport: { width, height: 800 }, locale: "en-GB" });
  try {
    await signInWithContext(context, DEMO_USER, DEMO_PASSWORD);
    await context.addInitScript(() => {
      window.__benchLongTasks = [];
      new PerformanceObserver((list) => window.__benchLongTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    await page.goto(path);
    await page.locator("table").first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const tasks = await page.evaluate(() => window.__benchLongTasks);
    return tasks.reduce((sum, duration) => sum + duration, 0);
  } finally {
    await context.close();
  }
}

export const tableLoad = {
  name: "table-load",
  title: "Long tasks while a table screen opens cold, signed in, at 1280 and 1024 px",
  async run(ctx) {
    const rows = [];
    const data = {};
    for (const path of ROUTES) {
      for (const width of WIDTHS) {
        const samples = [];
        for (let i = 0; i < ctx.runs; i++) samples.push(Math.round(await longTasksOnce(ctx, path, width)));
        data[`${path}@${width}`] = { median: median(samples), samples };
        ctx.log(`${path} at ${width} px: long tasks ${samples.join(", ")} ms`);
        rows.push({ measure: `${path} at ${width} px, long tasks in all`, value: formatMs(median(samples)) });
      }
    }
    return { table: `Table screens opened cold (median of ${ctx.runs})`, rows, data };
  },
};
