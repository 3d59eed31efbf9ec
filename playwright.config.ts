/**
 * End-to-end tests in Debian's Chromium (no browser downloads). Run through `npm run e2e`
 * (scripts/e2e.mjs ensures Chromium and sets CHROMIUM_PATH).
 *
 * Parallel workers never share a database: worker slot N (0-based) talks to its own reference
 * server (scripts/e2e-server.mjs) with a fresh temporary database, test hooks and its own
 * conformance log, serving the already-built dist/. Slot 0 listens on E2E_PORT (8181), slot N
 * on E2E_PORT + 100·N, so two engineers' runs on neighbouring ports never collide. The
 * fixtures (e2e/support/fixtures.ts) point each test's baseURL at its slot's server.
 * E2E_WORKERS sets the number of workers (1 by default, 2 in `npm test`: see scripts/test.mjs).
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./e2e/support/chromium";
import { e2eBaseUrl, e2eConformanceLog, e2ePort } from "./e2e/support/servers";

const CI = Boolean(process.env.CI);
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const slots = Array.from({ length: WORKERS }, (_, slot) => slot);

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // The production setting has its own servers and config (playwright.production.config.ts).
  testIgnore: "production/**",
  // A subfolder: Playwright empties its output folder, and test-results/ also holds the
  // conformance logs of the other test runs.
  outputDir: "test-results/e2e",
  // Files run in parallel on WORKERS slots; the tests of one file run in order (they may build
  // on each other's data, and the seed is reset once per file).
  fullyParallel: false,
  workers: WORKERS,
  // No retries: a flaky test is a bug to find (issue 16), not something to hide.
  retries: 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the failure digest at the end of `npm test` (scripts/lib/e2e-failures.mjs).
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL: e2eBaseUrl(0),
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
    timezoneId: "Europe/Vilnius",
    // The service worker precaches every chunk in each new context: costly on a 2-core machine
    // and beside the point of most specs. The specs of the offline app (pwa, offline-*,
    // correspondence-*) turn it on with test.use({ serviceWorkers: "allow" }).
    serviceWorkers: "block",
    // Recording traces slows every test on the 2-core CI; E2E_TRACE=1 keeps those of failures.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium" }],
  webServer: slots.map((slot) => ({
    command: "node scripts/e2e-server.mjs",
    url: `${e2eBaseUrl(slot)}/`,
    env: { PORT: String(e2ePort(slot)), IPO_CONFORMANCE_LOG: e2eConformanceLog(slot) },
    // A server left on the port from elsewhere may lack the test hooks or a fresh database.
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stdout: "ignore",
    stderr: "pipe",
  })),
});
