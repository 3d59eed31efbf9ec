/**
 * The benchmark's measurements: a list of named functions, run in order by scripts/bench.mjs.
 * To add one, append `{ name, title, run }` to MEASUREMENTS. `run(ctx)` resolves to
 *   { table, row, data }
 * where `row` is one line (already formatted strings) of the printed table named `table`
 * (rows sharing a table name are printed together) and `data` is what goes into
 * bench-results/latest.json under `name`.
 *
 * ctx: { baseURL, browser, chromiumPath, runs, lighthouseRuns, log(message) }
 *
 * Definitions
 * - Cold load: a fresh browser context (empty HTTP cache, no cookies, service workers
 *   blocked), no network or CPU throttling (Lighthouse covers the throttled view).
 * - load: from the start of the navigation (page.goto, before any redirect) to the `load`
 *   event of the final document.
 * - visible+interactive: from the same start until BOTH the final document's `load` event
 *   fired AND its first `main` landmark or `form` is visible (non-empty box, not hidden;
 *   checked on every animation frame). By then the app has rendered its first screen and
 *   every script of the page has run, so it reacts to input.
 * - Lighthouse: mobile form factor with Lighthouse's simulated throttling, medians of
 *   `ctx.lighthouseRuns`. Signed in: a fresh browser profile whose only state is the cookie of
 *   a new session (a link from an e-mail opened on a new phone). The 1-minute load average is
 *   printed beside each figure: on a shared machine the CPU-bound metrics (TBT) move with it.
 * - JS/CSS bytes: every distinct script and stylesheet URL the load fetched (redirect chain
 *   included), from the first cold run. raw = decoded bodies; transferred = on the wire as
 *   served, headers included (CDP Network.loadingFinished encodedDataLength); gzip = gzip -9
 *   of each body, a reference for what compression would give.
 */
import { tableLoad } from "./table-load.mjs";
import { loadavg } from "node:os";
import { DEMO_PASSWORD, DEMO_USER } from "./constants.mjs";
import {
  coldContext,
  gzipSizes,
  recordNetwork,
  signInWithContext,
  summariseAssets,
  VISIBILITY_PROBE,
  waitReady,
} from "./browser.mjs";
import { archiveSync } from "./archive-sync.mjs";
import { assignRow } from "./assign-row.mjs";
import { attachHash } from "./attach-hash.mjs";
import { blockingTrace } from "./blocking-trace.mjs";
import { calendarFeed } from "./calendar-feed.mjs";
import { cpuProfile } from "./cpu-profile.mjs";
import { deviceIndex } from "./device-index.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { coldRoundTrips, delayedOffice } from "./local-first.mjs";
import { correspondenceJs, inboxAfterHome, offlineSearch, offlineStart } from "./offline.mjs";
import { serverArchive } from "./server-archive.mjs";
import { sandboxReset } from "./server.mjs";
import { formatBytes, formatMs, formatScore, median } from "./stats.mjs";

/** Cold loads of one page, `ctx.runs` times; medians of the timings, bytes of the first run. */
function coldPageLoad({ name, title, label, start, finalUrl, signedIn, jsGzipBudgetKB }) {
  return {
    name,
    title,
    async run(ctx) {
      const samples = [];
      let assets;
      for (let i = 0; i < ctx.runs; i++) {
        const context = await coldContext(ctx.browser, ctx.baseURL);
        try {
          await context.addInitScript(VISIBILITY_PROBE);
          if (signedIn) await signInWithContext(context, DEMO_USER, DEMO_PASSWORD);
          const page = await context.newPage();
          const network = await recordNetwork(page);
          const t0 = Date.now();
          await page.goto(start, { waitUntil: "commit" });
          const ready = await waitReady(page, finalUrl);
          const loadMs = ready.timeOrigin + ready.loadEventEnd - t0;
          const visibleMs = ready.timeOrigin + ready.visibleAt - t0;
          const round = (ms) => Math.round(ms * 10) / 10;
          samples.push({ loadMs: round(loadMs), visibleMs: round(visibleMs), readyMs: round(Math.max(loadMs, visibleMs)), url: page.url() });
          if (!assets) assets = summariseAssets(network.responses());
          await network.detach();
          ctx.log(`${label} run ${i + 1}/${ctx.runs}: ${formatMs(Math.max(loadMs, visibleMs))}`);
        } finally {
          await context.close();
        }
      }
      const gzip = await gzipSizes(assets.files);
      const data = {
        start,
        finalUrl: samples[0]?.url,
        runs: samples.length,
        median: {
          loadMs: median(samples.map((s) => s.loadMs)),
          visibleInteractiveMs: median(samples.map((s) => s.readyMs)),
        },
        samples,
        js: { files: assets.js.count, rawBytes: assets.js.raw, gzipBytes: gzip.js, transferredBytes: assets.js.transferred },
        css: { files: assets.css.count, rawBytes: assets.css.raw, gzipBytes: gzip.css, transferredBytes: assets.css.transferred },
        files: assets.files.map((f) => ({ url: new URL(f.url).pathname, kind: f.kind, rawBytes: f.raw, transferredBytes: f.transferred })),
      };
      if (jsGzipBudgetKB !== undefined) {
        // KB here = 1024 bytes, as formatBytes prints them.
        data.budget = { jsGzipKB: jsGzipBudgetKB, met: gzip.js <= jsGzipBudgetKB * 1024 };
        ctx.log(`${label}: ${formatBytes(gzip.js)} gzip JS, budget ${jsGzipBudgetKB} KB: ${data.budget.met ? "met" : "EXCEEDED"}`);
      }
      return {
        table: `Cold loads (median of ${samples.length}, no service worker, no throttling)`,
        row: {
          page: label,
          "JS files": String(data.js.files),
          "JS raw": formatBytes(data.js.rawBytes),
          "JS gzip": formatBytes(data.js.gzipBytes),
          "JS transferred": formatBytes(data.js.transferredBytes),
          "CSS raw": formatBytes(data.css.rawBytes),
          "CSS gzip": formatBytes(data.css.gzipBytes),
          "CSS transferred": formatBytes(data.css.transferredBytes),
          load: formatMs(data.median.loadMs),
          "visible+interactive": formatMs(data.median.visibleInteractiveMs),
        },
        data,
      };
    },
  };
}

/** A sign-in page URL with a fresh login challenge (the redirect target of authorize). */
async function signInUrl(baseURL) {
  const res = await fetch(`${baseURL}/api/v1/auth/authorize`, { redirect: "manual" });
  const location = res.headers.get("location");
  if (!location) throw new Error(`GET /api/v1/auth/authorize answered ${res.status} without a Location`);
  return new URL(location, baseURL).toString();
}

/**
 * Lighthouse of one page, `ctx.lighthouseRuns` times; median of each score and metric.
 * `signedIn`: each run with a new session's cookie (a link opened cold on a new device).
 * `target`: the performance score the issue asks for, printed beside the figure.
 */
function lighthouse({ name, title, label, url, signedIn = false, target }) {
  return {
    name,
    title,
    async run(ctx) {
      const runs = [];
      for (let i = 0; i < ctx.lighthouseRuns; i++) {
        const page = await url(ctx);
        // A new session per run, signed in through the API: only its cookie is in the browser.
        const signIn = signedIn ? (context) => signInWithContext(context, DEMO_USER, DEMO_PASSWORD) : undefined;
        const [load1] = loadavg();
        const result = { ...(await runLighthouse(page, ctx.chromiumPath, { signIn })), loadAverage: load1 };
        runs.push(result);
        ctx.log(
          `${label} lighthouse ${i + 1}/${ctx.lighthouseRuns}: ` +
            Object.entries(result.scores).map(([k, v]) => `${k} ${formatScore(v)}`).join(", ") +
            ` (load average ${load1.toFixed(1)})`,
        );
      }
      const med = (pick) => median(runs.map(pick));
      const scores = {
        performance: med((r) => r.scores.performance),
        accessibility: med((r) => r.scores.accessibility),
        bestPractices: med((r) => r.scores["best-practices"]),
      };
      const metrics = Object.fromEntries(Object.keys(runs[0].metrics).map((m) => [m, med((r) => r.metrics[m])]));
      return {
        table: `Lighthouse, mobile (median of ${runs.length})`,
        row: {
          page: label,
          performance: formatScore(scores.performance),
          target: `≥ ${target} ${scores.performance !== null && scores.performance * 100 >= target ? "met" : "NOT MET"}`,
          accessibility: formatScore(scores.accessibility),
          "best practices": formatScore(scores.bestPractices),
          FCP: formatMs(metrics["first-contentful-paint"]),
          LCP: formatMs(metrics["largest-contentful-paint"]),
          TBT: formatMs(metrics["total-blocking-time"]),
          CLS: metrics["cumulative-layout-shift"] === null ? "–" : metrics["cumulative-layout-shift"].toFixed(3),
          "load avg": med((r) => r.loadAverage).toFixed(1),
        },
        data: { url: runs[0].finalUrl, runs: runs.length, target, scores, metrics, failedAudits: runs[0].failedAudits, all: runs },
      };
    },
  };
}

export const MEASUREMENTS = [
  coldPageLoad({
    name: "sign-in-cold-load",
    title: "Sign-in page, signed out (via /login)",
    label: "sign-in (/login)",
    start: "/login",
    finalUrl: (url) => url.pathname === "/login/oauth2/challenge" && url.searchParams.has("login_challenge"),
    signedIn: false,
    // The sign-in page loads at most 170 KB of gzip JS (bench exits 1 above it).
    jsGzipBudgetKB: 170,
  }),
  coldPageLoad({
    name: "home-cold-load",
    title: `Start page /, signed in as ${DEMO_USER}`,
    label: "start page (/)",
    start: "/",
    finalUrl: (url) => url.pathname === "/",
    signedIn: true,
  }),
  // Performance at least 95 on sign-in, at least 90 on / and /correspondence opened
  // cold with a signed-in session (a link from an e-mail on a new phone).
  lighthouse({
    name: "sign-in-lighthouse",
    title: "Lighthouse (mobile) of the sign-in page",
    label: "sign-in",
    url: (ctx) => signInUrl(ctx.baseURL),
    target: 95,
  }),
  lighthouse({
    name: "home-lighthouse",
    title: `Lighthouse (mobile) of the start page /, cold, signed in as ${DEMO_USER}`,
    label: "start page / (signed in)",
    url: (ctx) => `${ctx.baseURL}/`,
    signedIn: true,
    target: 90,
  }),
  cpuProfile({ name: "home-cpu", title: "CPU self time by chunk group, / opened cold signed in", path: "/" }),
  lighthouse({
    name: "correspondence-lighthouse",
    title: `Lighthouse (mobile) of /correspondence, cold, signed in as ${DEMO_USER}`,
    label: "/correspondence (signed in)",
    url: (ctx) => `${ctx.baseURL}/correspondence`,
    signedIn: true,
    target: 90,
  }),
  // What decides the two figures above, measured without the machine's load.
  blockingTrace({ name: "home-blocking-trace", title: "Blocking time from CPU traces, / opened cold signed in on a phone", path: "/" }),
  blockingTrace({
    name: "correspondence-blocking-trace",
    title: "Blocking time from CPU traces, /correspondence opened cold signed in on a phone",
    path: "/correspondence",
  }),
  // See ./table-load.mjs.
  tableLoad,
  // See ./offline.mjs for their definitions.
  inboxAfterHome,
  correspondenceJs,
  offlineStart,
  offlineSearch,
  // See ./local-first.mjs for their definitions.
  delayedOffice,
  coldRoundTrips,
  // Attaching a 10 MiB file keeps the main thread free (./attach-hash.mjs).
  attachHash,
  // The row shows an assignment at once (./assign-row.mjs); it assigns letters, so
  // it runs after the measures that read the inbox, before the reset.
  assignRow,
  // Last: the reset ends every session (./server.mjs).
  sandboxReset,
  // Opt-in (optIn: runs only when named in --only): its own server on 100,000 letters.
  serverArchive,
  // Opt-in: its own server on about 1,000 open letters (its p95 target).
  calendarFeed,
  // Opt-in: its own server on 5,000 archive letters, the device's first listing.
  archiveSync,
  // Opt-in: the device's full-text index candidates on 50,000 letters in the browser.
  deviceIndex,
];
