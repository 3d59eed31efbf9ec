/**
 * Where the main thread's time goes while a signed-in page opens cold (the design
 * system's runtime cost): a CDP CPU profile from navigation until the first `h1` plus 1.5 s,
 * no throttling, self time summed per JS chunk group (chunk file name without its hash,
 * scripts/signed-in-chunks.ts). Medians over `ctx.runs`.
 */
import { DEMO_PASSWORD, DEMO_USER } from "./constants.mjs";
import { coldContext, signInWithContext } from "./browser.mjs";
import { formatMs, median } from "./stats.mjs";

const chunkOf = (url, functionName) =>
  url ? url.replace(/.*\/assets\//, "").replace(/-[\w-]{8}\.js$/, "").replace(/^index$/, "app (entry, React, router)") : `(${functionName || "native"})`;

async function profileOnce(ctx, path) {
  const context = await coldContext(ctx.browser, ctx.baseURL);
  try {
    await signInWithContext(context, DEMO_USER, DEMO_PASSWORD);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send("Profiler.stop");
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const totals = new Map();
    profile.samples.forEach((id, i) => {
      const { url, functionName } = nodes.get(id).callFrame;
      const key = chunkOf(url, functionName);
      totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    return totals;
  } finally {
    await context.close();
  }
}

export function cpuProfile({ name, title, path }) {
  return {
    name,
    title,
    async run(ctx) {
      const runs = [];
      for (let i = 0; i < ctx.runs; i++) runs.push(await profileOnce(ctx, path));
      const keys = new Set(runs.flatMap((run) => [...run.keys()]));
      const selfMs = Object.fromEntries([...keys].map((key) => [key, median(runs.map((run) => run.get(key) ?? 0))]));
      const pick = (key) => selfMs[key] ?? 0;
      return {
        table: `Main-thread self time while a signed-in page opens cold (median of ${runs.length}, no throttling)`,
        row: {
          page: path,
          "design system": formatMs(pick("design-system")),
          "app (entry, React, router)": formatMs(pick("app (entry, React, router)")),
          "shell + shared + screen": formatMs(
            Object.entries(selfMs)
              .filter(([key]) => /^(signed-in-|screen-)/.test(key))
              .reduce((sum, [, ms]) => sum + ms, 0),
          ),
          "browser (program, GC)": formatMs(pick("((program))") + pick("((garbage collector))")),
        },
        data: { path, runs: runs.length, selfMs },
      };
    },
  };
}
