#!/usr/bin/env node
/**
 * Every check, in order, stopping at the first failure (the README's `npm test`):
 *   0. chromium      – Debian's Chromium is there (installed when missing and running as root)
 *   1. typecheck+lint – npm run typecheck (first `scripts/generate-contract.mjs --check`: the
 *                      checked-in src/lib/api/contract matches contract/openapi.yaml) and
 *                      npm run lint at the same time (one process each, mostly
 *                      single-threaded: on 2 cores together they take the longer one's time,
 *                      not the sum); each one's output is printed when it ends
 *   3. unit          – npm run unit (server tests log every /api/v1 response to
 *                      test-results/conformance-unit.jsonl through IPO_CONFORMANCE_LOG)
 *   4. build         – npm run build
 *   5. e2e           – npm run e2e with two workers (each its own server and conformance
 *                      log (test-results/conformance-e2e*.jsonl)
 *   6. e2e-production – npm run e2e -- -c playwright.production.config.ts: the app on the server in
 *                      production mode with the external systems' stand-ins on a second origin,
 *                      no CSP violation allowed (e2e/support/production/harness.ts)
 *   7. conformance   – tsx tests/contract/check-log.ts <the logs above>
 * Each step prints a banner and its duration; a summary of all steps ends the run.
 * Extra arguments are not accepted: run the npm scripts one by one for partial checks.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { E2E_REPORT, e2eFailureDigest } from "./lib/e2e-failures.mjs";
import { banner, bold, dim, exists, formatDuration, green, NPM, red, ROOT, run } from "./lib/proc.mjs";

const RESULTS = join(ROOT, "test-results");
const UNIT_LOG = join(RESULTS, "conformance-unit.jsonl");
// Two workers, one per core: the 133 tests take about 7 minutes instead of 12 on one. Each
// worker has its own server and database (e2e/support/servers.ts), so files never share data;
// the races two workers met (a draft delivered after its thread was read, registration's link
// before its login challenge, a session check answered before a username change) were fixed
// in the product, each with a test that forces its order.
const E2E_WORKERS = 2;
/** The conformance logs of the e2e servers, one per worker slot (e2e/support/servers.ts). */
const e2eLogs = () =>
  Array.from({ length: E2E_WORKERS }, (_, slot) => join(RESULTS, slot === 0 ? "conformance-e2e.jsonl" : `conformance-e2e-${slot}.jsonl`));
const CHECK_LOG_CLI = join(ROOT, "tests", "contract", "check-log.ts");

/** Runs a command with its output kept; resolves with its exit code and output. */
function runCaptured(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Runs [name, command, args] jobs at the same time; prints each one's output (whole, so the
 * two never interleave) and duration when it ends. Resolves with 0 when every job passed.
 */
async function runTogether(jobs) {
  const t0 = Date.now();
  const codes = await Promise.all(
    jobs.map(async ([name, command, args]) => {
      const { code, output } = await runCaptured(command, args);
      console.log(`${bold(name)} ${dim(`(${code === 0 ? "passed" : `failed, exit ${code}`} after ${formatDuration(Date.now() - t0)})`)}`);
      if (output.trim()) console.log(output.trimEnd());
      return code;
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

/** A step: returns an exit code (0 = passed) or throws. */
const steps = [
  {
    name: "chromium",
    run: async () => {
      // The end-to-end steps' browser (the headless shell where it can be had).
      const path = ensureChromium({ headlessShell: true });
      console.log(`Chromium: ${path}`);
      return 0;
    },
  },
  { name: "typecheck+lint", run: () => runTogether([["typecheck", NPM, ["run", "typecheck"]], ["lint", NPM, ["run", "lint"]]]) },
  { name: "unit", run: () => run(NPM, ["run", "unit"], { env: { IPO_CONFORMANCE_LOG: UNIT_LOG } }) },
  { name: "build", run: () => run(NPM, ["run", "build"]) },
  // Each worker has its own reference server, which writes (and first empties) its
  // conformance log (test-results/conformance-e2e*.jsonl, e2e/support/servers.ts).
  { name: "e2e", run: () => run(NPM, ["run", "e2e"], { env: { E2E_WORKERS: String(E2E_WORKERS) } }) },
  { name: "e2e-production", run: () => run(NPM, ["run", "e2e", "--", "-c", "playwright.production.config.ts"]) },
  {
    name: "conformance",
    run: async () => {
      if (!exists(CHECK_LOG_CLI)) {
        console.error(red(`${relative(ROOT, CHECK_LOG_CLI)} is missing: cannot check the API logs against the contract.`));
        return 1;
      }
      const logs = [];
      for (const file of [UNIT_LOG, ...e2eLogs()]) {
        if (exists(file) && statSync(file).size > 0) logs.push(file);
        else console.warn(`warning: ${relative(ROOT, file)} is missing or empty (did the server honour IPO_CONFORMANCE_LOG?)`);
      }
      if (logs.length === 0) {
        console.error(red("No conformance logs were written: nothing to check."));
        return 1;
      }
      return run(process.execPath, ["--import", "tsx", CHECK_LOG_CLI, ...logs.map((f) => relative(ROOT, f))]);
    },
  },
];

if (process.argv.length > 2) {
  console.error(`npm test takes no arguments (got: ${process.argv.slice(2).join(" ")}). Run a single step instead, e.g. npm run unit -- <filter> or npm run e2e -- <spec>.`);
  process.exit(2);
}

// Logs of earlier runs must not be checked again: the server appends to them.
mkdirSync(RESULTS, { recursive: true });
rmSync(UNIT_LOG, { force: true });
for (const file of e2eLogs()) rmSync(file, { force: true });
rmSync(join(ROOT, E2E_REPORT), { force: true });

const started = Date.now();
const done = [];
let failed;
for (const step of steps) {
  banner(`${step.name}`);
  const t0 = Date.now();
  let code;
  try {
    code = await step.run();
  } catch (error) {
    console.error(red(error instanceof Error ? error.message : String(error)));
    code = 1;
  }
  const ms = Date.now() - t0;
  done.push({ name: step.name, ms, ok: code === 0 });
  console.log(dim(`${step.name}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${formatDuration(ms)}`));
  if (code !== 0) {
    failed = step.name;
    break;
  }
}

console.log(`\n${bold("Summary")}`);
for (const s of done) console.log(`  ${s.ok ? green("✔") : red("✘")} ${s.name.padEnd(15)} ${formatDuration(s.ms)}`);
for (const s of steps.slice(done.length)) console.log(`  ${dim("-")} ${dim(s.name.padEnd(15) + " skipped")}`);
if (failed) {
  console.log(red(bold(`\nFAILED at step "${failed}" after ${formatDuration(Date.now() - started)}.`)));
  // The failures once more, last: a log read from its tail shows what failed and why.
  if (failed === "e2e") for (const line of e2eFailureDigest(join(ROOT, E2E_REPORT))) console.log(red(line));
  process.exit(1);
}
console.log(green(bold(`\nAll checks passed in ${formatDuration(Date.now() - started)}.`)));
