#!/usr/bin/env node
/**
 * Performance benchmark (`npm run bench`): builds the app if needed, starts the reference
 * server on a free port with a temporary database, runs the measurements of
 * scripts/bench/measurements.mjs (definitions there) and prints their tables; writes
 * everything to bench-results/latest.json. Exits 1 when a measurement fails or a page
 * exceeds its JS budget (the sign-in page: 170 KB gzip).
 *
 *   npm run bench
 *   npm run bench -- --runs 3 --lighthouse-runs 1
 *   npm run bench -- --only sign-in-cold-load,home-cold-load
 *   npm run bench -- --list
 *
 * Options: --runs N (cold loads per page, default 5), --lighthouse-runs N (default 5),
 * --only a,b / --skip a,b (measurement names; opt-in ones such as server-archive run only
 * when named), --no-build (use dist/ as it is),
 * --out FILE (default bench-results/latest.json), --list.
 * Environment: DIST_DIR benchmarks that folder instead of dist/ (and never builds).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { launchBrowser } from "./bench/browser.mjs";
import { MEASUREMENTS } from "./bench/measurements.mjs";
import { formatBytes, printTable } from "./bench/stats.mjs";
import { chromiumVersion, ensureChromium } from "./ensure-chromium.mjs";
import {
  bold,
  buildStaleReason,
  dim,
  exists,
  formatDuration,
  freePort,
  NPM,
  red,
  ROOT,
  run,
  startServer,
  stopProcess,
  waitForHttp,
} from "./lib/proc.mjs";

const { values: opts } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    // Five, like the cold loads: on the 2-core machine one page's single runs spread over 13
    // points (81-94 on 2026-11-27), and a median of 3 moves by about 4.
    "lighthouse-runs": { type: "string", default: "5" },
    only: { type: "string" },
    skip: { type: "string" },
    "no-build": { type: "boolean", default: false },
    out: { type: "string", default: "bench-results/latest.json" },
    list: { type: "boolean", default: false },
  },
});

if (opts.list) {
  for (const m of MEASUREMENTS) console.log(`${m.name.padEnd(24)} ${m.title}`);
  process.exit(0);
}

const positive = (name) => {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < 1) {
    console.error(red(`--${name} must be a positive integer, got "${opts[name]}"`));
    process.exit(2);
  }
  return n;
};
const runs = positive("runs");
const lighthouseRuns = positive("lighthouse-runs");
const names = (s) => new Set((s ?? "").split(",").map((x) => x.trim()).filter(Boolean));
const only = names(opts.only);
const skip = names(opts.skip);
for (const n of [...only, ...skip]) {
  if (!MEASUREMENTS.some((m) => m.name === n)) {
    console.error(red(`Unknown measurement "${n}". Known: ${MEASUREMENTS.map((m) => m.name).join(", ")}`));
    process.exit(2);
  }
}
// Opt-in measurements (optIn: true, slow) run only when --only names them.
const selected = MEASUREMENTS.filter((m) => (only.size === 0 ? !m.optIn : only.has(m.name)) && !skip.has(m.name));

let chromiumPath;
try {
  chromiumPath = ensureChromium();
} catch (error) {
  console.error(red(error instanceof Error ? error.message : String(error)));
  process.exit(1);
}

// DIST_DIR: benchmark another build as it is (never rebuilt).
const distDir = resolve(ROOT, process.env.DIST_DIR ?? "dist");
const stale = opts["no-build"] || process.env.DIST_DIR ? null : buildStaleReason();
if (stale) {
  console.log(`Building the app (${stale})...`);
  const code = await run(NPM, ["run", "build"]);
  if (code !== 0) {
    console.error(red(`The build failed (exit ${code}).`));
    process.exit(code);
  }
}
if (!exists(join(distDir, "index.html"))) {
  console.error(red(`${relative(ROOT, distDir) || distDir}/index.html is missing: run npm run build.`));
  process.exit(1);
}

const tempDir = mkdtempSync(join(tmpdir(), "ipo-bench-"));
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const server = startServer({
  port,
  stdio: "pipe",
  // Test hooks on: the local-first measurements delay the office's answers (/sandbox/faults).
  env: { DATABASE_URL: `file:${join(tempDir, "ipo.db")}`, DIST_DIR: distDir, IPO_CONFORMANCE_LOG: undefined, IPO_TEST_HOOKS: "1" },
});

let browser;
let failures = 0;
const started = Date.now();
const cleanup = async () => {
  await browser?.close().catch(() => undefined);
  await stopProcess(server);
  rmSync(tempDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void cleanup().then(() => process.exit(130));
  });
}

try {
  try {
    await waitForHttp(`${baseURL}/`, { child: server, timeoutMs: 60_000 });
  } catch (error) {
    console.error(red(`The reference server did not start: ${error.message}`));
    console.error(dim(server.output().split("\n").slice(-40).join("\n")));
    throw error;
  }
  console.log(dim(`server on ${baseURL} (temporary database), Chromium ${chromiumPath}`));
  browser = await launchBrowser(chromiumPath);

  const ctx = {
    baseURL,
    // A measurement that starts a server of its own serves the same build.
    distDir,
    browser,
    chromiumPath,
    runs,
    lighthouseRuns,
    log: (message) => console.log(dim(`  ${message}`)),
  };
  const results = {};
  const rows = new Map();
  for (const m of selected) {
    console.log(`${bold("▶")} ${m.title} ${dim(`(${m.name})`)}`);
    const t0 = Date.now();
    try {
      // `row`: one line of the table; `rows`: several (one per content measured).
      const { table, row, rows: lines, data } = await m.run(ctx);
      results[m.name] = { title: m.title, ...data, durationMs: Date.now() - t0 };
      if (!rows.has(table)) rows.set(table, []);
      rows.get(table).push(...(lines ?? [row]));
    } catch (error) {
      failures++;
      const message = error instanceof Error ? error.message : String(error);
      results[m.name] = { title: m.title, error: message };
      console.error(red(`  ${m.name} failed: ${message}`));
    }
  }

  for (const [table, tableRows] of rows) printTable(bold(table), tableRows);
  for (const [name, result] of Object.entries(results)) {
    if (result.budget?.met !== false) continue;
    failures++;
    console.error(red(`${name}: ${formatBytes(result.js.gzipBytes)} gzip JS exceeds the budget of ${result.budget.jsGzipKB} KB.`));
  }

  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  const report = {
    date: new Date().toISOString(),
    commit: git.status === 0 ? git.stdout.trim() : null,
    node: process.version,
    chromium: chromiumVersion(chromiumPath) ?? chromiumPath,
    runs,
    lighthouseRuns,
    definitions: "see scripts/bench/measurements.mjs",
    measurements: results,
  };
  const outFile = resolve(ROOT, opts.out);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, JSON.stringify(report, null, 2) + "\n");
  console.log(`\nWrote ${relative(ROOT, outFile)} in ${formatDuration(Date.now() - started)}.`);
  if (failures) console.error(red(`${failures} measurement(s) failed (see above).`));
} catch (error) {
  console.error(red(`bench: ${error instanceof Error ? error.message : String(error)}`));
  failures = failures || 1;
} finally {
  await cleanup();
}
process.exit(failures ? 1 : 0);
