/**
 * The first listing of a large archive on the device, opt-in (`npm run bench --
 * --only archive-sync`): a database of its own with the demo office plus ARCHIVE_LETTERS older
 * letters (`npm run seed -- --letters N`, all older than 12 months), a second server on it serving
 * the built app. demoparent opens "Letters on this device" and chooses "Everything"; measured from
 * the click until the screen says the device is up to date: the time, the letters stored, and the
 * main thread's long tasks meanwhile (the sync runs beside whatever the user does); how many
 * letters the device index held when it ended, and when it held them all. Then, offline: the
 * inbox's page loads to the first row, a sort by subject (answered newest first, saying so) and
 * the next page (the demo's 60 letters: `inbox-offline-start`), and after a fresh page load the inbox's first search over those letters
 * (the device index when it holds them, else the scan).
 * IPO_BENCH_SYNC_LETTERS=N lists N letters instead of 5,000 (the archive issue's figure is 50,000);
 * IPO_BENCH_SYNC_DB=/path/file.db reuses a database seeded this way (copied first).
 */
/* global window, document -- used by the functions that run in the page */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startServer, stopProcess, waitForHttp } from "../lib/proc.mjs";
import { DEMO_PASSWORD, DEMO_USER } from "./constants.mjs";
import { signInWithContext } from "./browser.mjs";
import { seedDatabase } from "./server-archive.mjs";
import { formatMs, median } from "./stats.mjs";

const ARCHIVE_LETTERS = Number(process.env.IPO_BENCH_SYNC_LETTERS ?? 5000);
/** How long after the listing the bench waits for the device index to hold every stored letter. */
const CATCH_UP_CAP_MS = 240_000;

/** In the page: long tasks (over 50 ms) from now on. */
const WATCH_LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: "longtask" });
};

/** Milliseconds from the navigation's start until the first inbox row shows. */
async function firstRowAt(page) {
  await page.waitForFunction(() => (document.querySelector("tr[data-message-id]")?.getBoundingClientRect().height ?? 0) > 0, null, { polling: "raf", timeout: 60_000 });
  return Math.round(await page.evaluate(() => performance.now()));
}

/** Milliseconds from `act` until the first inbox row is another letter. */
async function untilFirstRowChanges(page, act) {
  const firstId = () => document.querySelector("tr[data-message-id]")?.getAttribute("data-message-id") ?? null;
  const before = await page.evaluate(firstId);
  const started = Date.now();
  await act();
  await page.waitForFunction((was) => {
    const now = document.querySelector("tr[data-message-id]")?.getAttribute("data-message-id") ?? null;
    return now !== null && now !== was;
  }, before, { polling: "raf", timeout: 60_000 });
  return Date.now() - started;
}

/** Starts the page's CPU profiler (fine sampling); the function it answers stops it and gives the profile. */
async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  return async () => (await cdp.send("Profiler.stop")).profile;
}

export const archiveSync = {
  name: "archive-sync",
  title: `First listing of ${ARCHIVE_LETTERS.toLocaleString("en")} archive letters on the device, then an offline search (opt-in)`,
  optIn: true,
  async run(ctx) {
    const dir = mkdtempSync(join(tmpdir(), "ipo-bench-sync-"));
    let server;
    const context = { close: async () => undefined };
    try {
      const { file, seedMs } = seedDatabase(dir, ctx, ARCHIVE_LETTERS, process.env.IPO_BENCH_SYNC_DB);
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      server = startServer({ port, stdio: "pipe", env: { DATABASE_URL: `file:${file}`, DIST_DIR: ctx.distDir, IPO_CONFORMANCE_LOG: undefined } });
      await waitForHttp(`${baseURL}/login`, { child: server, timeoutMs: 120_000 });
      const browserContext = await ctx.browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: "en-GB" });
      context.close = () => browserContext.close();
      await browserContext.addInitScript(() => window.localStorage.setItem("ipo.language", "en"));
      await signInWithContext(browserContext, DEMO_USER, DEMO_PASSWORD);
      const page = await browserContext.newPage();
      // The first sync walks the whole feed whatever the keep choice (decision 81: oldest change
      // first), storing what the default keeps: timed from the page's start, long tasks included.
      await page.addInitScript(WATCH_LONG_TASKS);
      const walkStarted = Date.now();
      await page.goto("/correspondence/storage");
      // The signed-in interface follows the account's language (Lithuanian in the seed): English,
      // as a user switches it, so the texts below are read in one language.
      await page.getByRole("group", { name: /^(Language|Kalba)$/ }).getByRole("button", { name: "EN" }).click();
      const status = page.getByTestId("archive-sync-text");
      await status.filter({ hasText: "Up to date" }).waitFor({ timeout: 1_200_000 });
      const walkMs = Date.now() - walkStarted;
      const walkTasks = await page.evaluate(() => window.__longTasks);
      const walkLongest = Math.max(0, ...walkTasks);
      const walkBlocked = walkTasks.reduce((sum, duration) => sum + duration, 0);
      ctx.log(`first sync (default keep) in ${formatMs(walkMs)}; longest task ${formatMs(walkLongest)}, ${walkTasks.length} long tasks, ${formatMs(walkBlocked)} in all`);

      const load = loadavg()[0];
      await page.evaluate(WATCH_LONG_TASKS);
      await page.getByTestId("keep-all").click();
      const started = Date.now();
      await page.getByRole("button", { name: "Keep this" }).click();
      await page.waitForFunction(
        (min) => {
          const text = window.document.querySelector("[data-testid=archive-sync-text]")?.textContent ?? "";
          const match = /Up to date.*: ([\d,]+) letters/.exec(text);
          return match !== null && Number(match[1].replace(/,/g, "")) >= min;
        },
        ARCHIVE_LETTERS,
        { timeout: 600_000, polling: 100 },
      );
      const listingMs = Date.now() - started;
      const longTasks = await page.evaluate(() => window.__longTasks);
      const stored = Number(/([\d,]+) letters on this device/.exec((await status.textContent()) ?? "")?.[1]?.replace(/,/g, ""));
      const longest = Math.max(0, ...longTasks);
      const blocked = longTasks.reduce((sum, duration) => sum + duration, 0);
      ctx.log(`listed ${stored} letters in ${formatMs(listingMs)}; longest task ${formatMs(longest)}, ${longTasks.length} long tasks, ${formatMs(blocked)} in all`);

      // The device index follows the stored pages behind the listing: how far it got, and when it
      // holds every stored letter (the storage screen's count, read again every 3 s; CATCH_UP_CAP_MS at most).
      // No count shown yet (the index behind a batch of writes since the screen opened): NaN.
      const indexedNow = async () => Number((await page.getByTestId("search-index-text").getAttribute("data-indexed", { timeout: 1_000 }).catch(() => null)) ?? NaN);
      const indexedAtEnd = await indexedNow();
      let caughtUpMs = null;
      for (const waited = Date.now(); Date.now() - waited < CATCH_UP_CAP_MS; await page.waitForTimeout(1_000)) {
        if ((await indexedNow()) >= stored) {
          caughtUpMs = Date.now() - started - listingMs;
          break;
        }
      }
      ctx.log(`index: ${indexedAtEnd} letters when the listing ended; every stored letter ${caughtUpMs === null ? `not within ${formatMs(CATCH_UP_CAP_MS)}` : `${formatMs(caughtUpMs)} after it`}`);
      // What the origin stores for them (IndexedDB's letters, texts and list rows, and the index's OPFS file).
      // Chromium's estimate says which part is IndexedDB's and which the index's file (fileSystem).
      const { usedBytes, details } = await page.evaluate(async () => {
        const estimate = await navigator.storage.estimate();
        return { usedBytes: estimate.usage ?? 0, details: estimate.usageDetails ?? {} };
      });
      const mbPer10k = usedBytes / 1024 / 1024 / (stored / 10_000);
      const parts = Object.entries(details).map(([part, bytes]) => `${part} ${(bytes / 1024 / 1024).toFixed(1)} MB`).join(", ");
      ctx.log(`storage: ${(usedBytes / 1024 / 1024).toFixed(1)} MB in all (${parts}), ${mbPer10k.toFixed(1)} MB per 10,000 letters`);

      // Offline with every letter stored: the inbox's page loads (to the first row), a sort by
      // subject and the next page (to the first row that changed), against inbox-offline-start's
      // figure for the demo's 60 letters.
      await browserContext.setOffline(true);
      const inboxLoads = [];
      for (let i = 0; i < 3; i++) {
        await page.goto("/correspondence", { waitUntil: "commit" });
        inboxLoads.push(await firstRowAt(page));
      }
      // The device sorts and filters the stored letters' list rows (read once, then kept in memory).
      const subjectSort = () => page.getByRole("table", { name: "Correspondence" }).getByRole("columnheader", { name: "Subject" }).getByRole("button").click();
      // IPO_BENCH_SORT_PROFILE=file.cpuprofile: the page's CPU profile of that first sort (DevTools opens it).
      const profiling = process.env.IPO_BENCH_SORT_PROFILE ? await startProfile(page) : null;
      const sortMs = await untilFirstRowChanges(page, subjectSort);
      if (profiling) writeFileSync(process.env.IPO_BENCH_SORT_PROFILE, JSON.stringify(await profiling()));
      const nextPageMs = await untilFirstRowChanges(page, () => page.getByRole("button", { name: "Next", exact: true }).click());
      // Descending: the rows are in memory now, sorted again.
      const sortAgainMs = await untilFirstRowChanges(page, subjectSort);
      // A filter sets the order back to newest first: the first row changes.
      const filterMs = await untilFirstRowChanges(page, () => page.locator("label", { hasText: "Reply required" }).click());
      const inboxLoadMs = median(inboxLoads);
      ctx.log(`offline inbox: page load to first row ${inboxLoads.map(formatMs).join(", ")}; sort by subject ${formatMs(sortMs)}; next page ${formatMs(nextPageMs)}; sort again (descending) ${formatMs(sortAgainMs)}; filter "reply required" ${formatMs(filterMs)}`);
      await page.goto("/correspondence");

      // Offline, a fresh page: the first search over every stored letter.
      await page.waitForSelector("tr[data-message-id]", { timeout: 30_000 });
      const searchStarted = Date.now();
      await page.getByPlaceholder(/Subject or number/).fill("zzz-no-such-letter");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByTestId("offline-copy-notice").filter({ hasText: "stored on this device" }).waitFor({ timeout: 60_000 });
      const searchMs = Date.now() - searchStarted;
      ctx.log(`offline, first search after a page load: ${formatMs(searchMs)}`);
      await browserContext.setOffline(false);

      return {
        table: `The archive on the device, ${stored.toLocaleString("en")} letters (load average ${load.toFixed(1)})`,
        rows: [
          { measure: "first sync with the default keep (the whole feed walked), from the page's start", value: formatMs(walkMs) },
          { measure: "its longest main-thread task / all long tasks", value: `${formatMs(walkLongest)} / ${formatMs(walkBlocked)} (${walkTasks.length})` },
          { measure: "first listing, from the choice to up to date", value: formatMs(listingMs) },
          { measure: "its longest main-thread task / all long tasks", value: `${formatMs(longest)} / ${formatMs(blocked)} (${longTasks.length})` },
          { measure: "the device index when the listing ended / holding every stored letter", value: `${indexedAtEnd.toLocaleString("en")} letters / ${caughtUpMs === null ? `not within ${formatMs(CATCH_UP_CAP_MS)}` : `${formatMs(caughtUpMs)} later`}` },
          { measure: "storage the origin uses per 10,000 letters (IndexedDB and the index's file)", value: `${mbPer10k.toFixed(1)} MB` },
          { measure: "offline: inbox page load to first row (median of 3) / sort by subject / its next page / sorted again / filter reply required", value: `${formatMs(inboxLoadMs)} / ${formatMs(sortMs)} / ${formatMs(nextPageMs)} / ${formatMs(sortAgainMs)} / ${formatMs(filterMs)}` },
          { measure: "offline: first search after a page load (click to results)", value: formatMs(searchMs) },
        ],
        data: { letters: stored, loadAverage1m: load, seedMs, walkMs, walkLongestTaskMs: walkLongest, walkLongTasksMs: walkBlocked, listingMs, longestTaskMs: longest, longTasksMs: blocked, longTasks: longTasks.length, indexedAtEnd, indexCaughtUpMs: caughtUpMs, usedBytes, usageDetails: details, inboxLoads, sortMs, nextPageMs, sortAgainMs, filterMs, searchMs },
      };
    } finally {
      await context.close().catch(() => undefined);
      await stopProcess(server);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
