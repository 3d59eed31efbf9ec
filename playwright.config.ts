/**
 * End-to-end tests in Debian's Chromium (no browser downloads). Run through `npm run e2e`
 * (scripts/e2e.mjs ensures Chromium and sets CHROMIUM_PATH). The reference server is started
 * by scripts/e2e-server.mjs on port 8181 (E2E_PORT) with a fresh temporary database,
 * test hooks and the conformance log, serving the already-built dist/.
 */
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./e2e/support/chromium";

const CI = Boolean(process.env.CI);
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // A subfolder: Playwright empties its output folder, and test-results/ also holds the
  // conformance logs of the other test runs.
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
    timezoneId: "Europe/Vilnius",
    serviceWorkers: "allow",
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium" }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${BASE_URL}/`,
    env: { PORT: String(PORT), IPO_CONFORMANCE_LOG: "test-results/conformance-e2e.jsonl" },
    // A server left on the port from elsewhere may lack the test hooks or a fresh database.
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
