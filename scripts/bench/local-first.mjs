/**
 * Local-first measurements, added to MEASUREMENTS by ./measurements.mjs. They need
 * the reference server's fault hooks (IPO_TEST_HOOKS=1, `delay` mode of /sandbox/faults).
 *
 * - delayed-office: a warm, signed-in app (service worker installed, the inbox, a thread and
 *   the dashboard seen once) reloaded with every /api/v1 answer delayed by 0 ms, 1.5 s and 10 s,
 *   and with the network off. From the start of the navigation until the known content is
 *   visible: the inbox's first row, the thread's body, the dashboard's first recent application.
 *   Medians of `runs`, all conditions in one run; each delayed figure must stay within the
 *   offline figure + 300 ms (the device answers first). Last, "offline, after a dwell" (issue
 *   29): the tab stays offline on the dashboard for OFFLINE_DWELL_MS, longer than every timer of
 *   the app (session checks and their repeats, retries, give-ups, the 30 s re-ask), then each
 *   target is opened by URL in it; then the context's clock moves 8 hours and 8 days
 *   (Playwright's clock: the pages' Date and timers; the probe keeps the browser's real
 *   `performance.now` and `requestAnimationFrame`, taken before the clock's script runs) and
 *   each target is opened again. Each median sits next to the online ("0 ms") figure and must
 *   stay within DEVICE_COPY_WITHIN_MS.
 * - cold-round-trips: a fresh context (nothing stored, no service worker) with a signed-in
 *   cookie opens /correspondence, once with no delay and once with every /api/v1 answer 1.5 s
 *   late; the serial round trips before the first row are the extra time divided by the delay,
 *   rounded (at most 2).
 */
/* global window, document -- used by the functions that run in the page */
import { DEMO_PASSWORD, DEMO_USER } from "./constants.mjs";
import { coldContext, signInWithContext } from "./browser.mjs";
import { formatMs, median } from "./stats.mjs";

/** How much later than the offline figure a delayed office may show known content. */
const ALLOWED_OVER_OFFLINE_MS = 300;
const COLD_DELAY_MS = 1500;
/** How long the app stays offline before the targets are opened (a minute). */
const OFFLINE_DWELL_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;
/** How soon a target's device copy must show after the dwell. */
const DEVICE_COPY_WITHIN_MS = 2000;

const TARGETS = [
  { name: "inbox", path: () => "/correspondence", selector: "tr[data-message-id]" },
  { name: "thread", path: (ids) => `/correspondence/${ids.thread}`, selector: "[data-testid=message-body]" },
  { name: "dashboard", path: () => "/", selector: "section[aria-labelledby=recent-applications-heading] tbody tr" },
];

/** Marks, in every document, when `window.__benchSelector` first matches a visible element. */
const CONTENT_PROBE = () => {
  // The real clock's, before Playwright's clock (installed later, its script runs after this).
  const now = performance.now.bind(performance);
  const nextFrame = window.requestAnimationFrame.bind(window);
  const check = () => {
    const selector = window.localStorage.getItem("bench.selector");
    const element = selector ? document.querySelector(selector) : null;
    if (element && element.getBoundingClientRect().height > 0) {
      window.__benchContentAt = now();
      return;
    }
    nextFrame(check);
  };
  nextFrame(check);
};

async function contentTime(page, selector) {
  await page.evaluate((value) => window.localStorage.setItem("bench.selector", value), selector);
  await page.waitForFunction(() => window.__benchContentAt !== undefined, undefined, { timeout: 60_000, polling: 50 });
  return page.evaluate(() => window.__benchContentAt);
}

async function setDelay(baseURL, ms) {
  await fetch(`${baseURL}/sandbox/faults`, { method: "DELETE" });
  if (ms > 0) {
    const res = await fetch(`${baseURL}/sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mode: "delay", ms, count: 1_000_000 }),
    });
    if (res.status !== 201) throw new Error(`POST /sandbox/faults answered ${res.status}: start the server with IPO_TEST_HOOKS=1`);
  }
}

const round = (ms) => Math.round(ms * 10) / 10;

/** A signed-in English context with the service worker allowed, the probe in every page. */
async function warmContext(ctx) {
  const context = await ctx.browser.newContext({ baseURL: ctx.baseURL, viewport: { width: 1280, height: 800 }, locale: "en-GB" });
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem("ipo.language", "en");
    } catch {
      // No storage on opaque origins.
    }
  });
  await context.addInitScript(CONTENT_PROBE);
  await signInWithContext(context, DEMO_USER, DEMO_PASSWORD);
  return context;
}

/** One online visit of each target: the service worker and the device copies are in place. */
async function prime(context) {
  const page = await context.newPage();
  await page.goto("/correspondence");
  await page.waitForSelector("tr[data-message-id]", { timeout: 30_000 });
  const thread = Number(await page.locator("tr[data-message-id]").first().getAttribute("data-message-id"));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (const target of TARGETS) {
    await page.goto(target.path({ thread }));
    await page.waitForSelector(target.selector, { timeout: 30_000 });
  }
  // The device copies are written right after each answer.
  await page.waitForTimeout(1000);
  await page.close();
  return { thread };
}

export const delayedOffice = {
  name: "delayed-office",
  title: "Known content after reloading a warm app, office answers delayed 0 / 1.5 / 10 s, offline, and offline after a minute, 8 hours and 8 days",
  async run(ctx) {
    const context = await warmContext(ctx);
    const conditions = [
      { label: "0 ms", delayMs: 0 },
      { label: "1.5 s", delayMs: 1500 },
      { label: "10 s", delayMs: 10_000 },
      { label: "offline", offline: true },
      { label: "offline, after a dwell", offline: true, dwellMs: OFFLINE_DWELL_MS },
      { label: "offline, 8 hours later", offline: true, clockAtMs: 8 * HOUR_MS },
      { label: "offline, 8 days later", offline: true, clockAtMs: 8 * 24 * HOUR_MS },
    ];
    /** The conditions after the app's timers ran out: each within DEVICE_COPY_WITHIN_MS. */
    const lasting = conditions.filter((c) => c.dwellMs || c.clockAtMs);
    let clockMovedMs = 0;
    try {
      const ids = await prime(context);
      const samples = Object.fromEntries(TARGETS.map((t) => [t.name, Object.fromEntries(conditions.map((c) => [c.label, []]))]));
      for (const condition of conditions) {
        await setDelay(ctx.baseURL, condition.delayMs ?? 0);
        await context.setOffline(Boolean(condition.offline));
        // One tab of the app per condition, on the dashboard first; every sample is a load of a
        // target in that tab (the address bar, a reload). A page opened with no other page of
        // the site beside it also paid the renderer process's start (about 1 s here), which is
        // not the app's: the tab keeps the process, as a user's tab does.
        const tab = await context.newPage();
        await tab.goto("/", { waitUntil: "commit" });
        if (condition.dwellMs) {
          // The app's own timers run out in the tab left offline on the dashboard meanwhile.
          await tab.waitForTimeout(condition.dwellMs);
          ctx.log(`offline for ${condition.dwellMs / 1000} s on the dashboard`);
        }
        if (condition.clockAtMs) {
          // Installed once, as late as possible: the earlier conditions ran on the real clock.
          if (clockMovedMs === 0) await context.clock.install();
          await context.clock.fastForward(condition.clockAtMs - clockMovedMs);
          clockMovedMs = condition.clockAtMs;
          ctx.log(`the pages' clock moved to ${condition.label}`);
        }
        for (const target of TARGETS) {
          for (let i = 0; i < ctx.runs; i++) {
            await tab.goto(target.path(ids), { waitUntil: "commit" });
            samples[target.name][condition.label].push(round(await contentTime(tab, target.selector)));
            ctx.log(`${target.name}, office ${condition.label}, run ${i + 1}/${ctx.runs}: ${formatMs(samples[target.name][condition.label].at(-1))}`);
          }
        }
        await tab.close();
      }
      await context.setOffline(false);
      await setDelay(ctx.baseURL, 0);
      const medians = Object.fromEntries(
        TARGETS.map((t) => [t.name, Object.fromEntries(conditions.map((c) => [c.label, median(samples[t.name][c.label])]))]),
      );
      const afterDwell = (t) => lasting.every((c) => medians[t.name][c.label] <= DEVICE_COPY_WITHIN_MS);
      const met = TARGETS.every(
        (t) =>
          conditions.filter((c) => !c.offline).every((c) => medians[t.name][c.label] <= medians[t.name].offline + ALLOWED_OVER_OFFLINE_MS) &&
          afterDwell(t),
      );
      return {
        table: `Local first: reload of a warm app to known content (median of ${ctx.runs})`,
        rows: TARGETS.map((t) => ({
          content: t.name,
          ...Object.fromEntries(conditions.map((c) => [`office ${c.label}`, formatMs(medians[t.name][c.label])])),
          [`≤ offline + ${ALLOWED_OVER_OFFLINE_MS} ms`]: conditions
            .filter((c) => !c.offline)
            .every((c) => medians[t.name][c.label] <= medians[t.name].offline + ALLOWED_OVER_OFFLINE_MS)
            ? "met"
            : "NOT MET",
          [`offline for long ≤ ${formatMs(DEVICE_COPY_WITHIN_MS)}`]: afterDwell(t) ? "met" : "NOT MET",
        })),
        data: { runs: ctx.runs, allowedOverOfflineMs: ALLOWED_OVER_OFFLINE_MS, dwellMs: OFFLINE_DWELL_MS, deviceCopyWithinMs: DEVICE_COPY_WITHIN_MS, met, medians, samples },
      };
    } finally {
      await context.close();
      await setDelay(ctx.baseURL, 0);
    }
  },
};

export const coldRoundTrips = {
  name: "cold-round-trips",
  title: "Serial round trips before the inbox's first row on a cold start (nothing stored)",
  async run(ctx) {
    const times = {};
    try {
      for (const delayMs of [0, COLD_DELAY_MS]) {
        await setDelay(ctx.baseURL, delayMs);
        const runs = [];
        for (let i = 0; i < ctx.runs; i++) {
          const context = await coldContext(ctx.browser, ctx.baseURL);
          try {
            await context.addInitScript(CONTENT_PROBE);
            // The sign-in itself is not part of the start: no delay for it.
            await setDelay(ctx.baseURL, 0);
            await signInWithContext(context, DEMO_USER, DEMO_PASSWORD);
            await setDelay(ctx.baseURL, delayMs);
            const page = await context.newPage();
            await page.goto("/correspondence", { waitUntil: "commit" });
            runs.push(round(await contentTime(page, "tr[data-message-id]")));
            ctx.log(`cold inbox, office ${delayMs} ms late, run ${i + 1}/${ctx.runs}: ${formatMs(runs.at(-1))}`);
          } finally {
            await context.close();
          }
        }
        times[delayMs] = median(runs);
      }
    } finally {
      await setDelay(ctx.baseURL, 0);
    }
    const roundTrips = Math.round((times[COLD_DELAY_MS] - times[0]) / COLD_DELAY_MS);
    return {
      table: `Local first: cold start (median of ${ctx.runs})`,
      row: {
        measure: "serial round trips before the inbox's first row",
        "office at once": formatMs(times[0]),
        [`office ${COLD_DELAY_MS} ms late`]: formatMs(times[COLD_DELAY_MS]),
        "round trips": String(roundTrips),
        "≤ 2": roundTrips <= 2 ? "met" : "NOT MET",
      },
      data: { runs: ctx.runs, delayMs: COLD_DELAY_MS, medianMs: times, roundTrips, met: roundTrips <= 2 },
    };
  },
};
