/**
 * The production end-to-end test (issue 26): the built app on the reference server in production
 * mode with the external systems' stand-ins on a second origin, both started by
 * e2e/support/production/harness.ts. Its own config, so that `npm run e2e` does not start the
 * production setting for every spec: `npm run e2e -- -c playwright.production.config.ts`
 * (a step of `npm test`, scripts/test.mjs). Browser settings as in playwright.config.ts.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./e2e/support/chromium";
import { productionOrigins } from "./e2e/support/production/origins";

const { app } = productionOrigins();

export default defineConfig({
  testDir: "e2e/production",
  testMatch: "**/*.spec.ts",
  // Its own output folder: Playwright empties it, and the main run's is test-results/e2e.
  outputDir: "test-results/e2e-production",
  workers: 1,
  // No retries: a flaky test is a bug to find (issue 16), not something to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  // Each step is a full page load of the app or a stand-in (no client-side navigation between
  // origins): up to 15 s apiece when the 2-core machine is busy.
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    baseURL: app,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
    timezoneId: "Europe/Vilnius",
    // As in the main config: the service worker's precache is beside the point here.
    serviceWorkers: "block",
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "production" }],
  webServer: {
    command: "node --import tsx e2e/support/production/harness.ts",
    url: `${app}/`,
    // A server left on the port from elsewhere may be in another mode or hold another database.
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
