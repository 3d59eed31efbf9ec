#!/usr/bin/env node
/**
 * End-to-end tests: `npm run e2e [-- <playwright test args>]`, e.g.
 *   npm run e2e -- e2e/pwa.spec.ts
 *   npm run e2e -- --grep offline --headed
 *
 * Makes sure Chromium exists (Debian's chromium-headless-shell, else chromium; installed when
 * missing and running as root: scripts/ensure-chromium.mjs),
 * never lets Playwright download browsers, and runs `playwright test` against the
 * already-built dist/ (playwright.config.ts starts the reference server on port 8181).
 */
import { join, resolve } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { buildStaleReason, exists, red, ROOT, run } from "./lib/proc.mjs";

let chromium;
try {
  chromium = ensureChromium({ headlessShell: true });
} catch (error) {
  console.error(red(error instanceof Error ? error.message : String(error)));
  process.exit(1);
}

// DIST_DIR (optional) tests another build folder; scripts/e2e-server.mjs serves it.
const distDir = resolve(ROOT, process.env.DIST_DIR ?? "dist");
if (!exists(join(distDir, "index.html"))) {
  console.error(red(`${distDir}/index.html is missing: the end-to-end tests run against the built app. Run \`npm run build\` first.`));
  process.exit(1);
}
const stale = process.env.DIST_DIR ? null : buildStaleReason();
if (stale) console.warn(`warning: dist/ may be out of date (${stale}); run \`npm run build\` to test the current sources.`);

const cli = join(ROOT, "node_modules", "@playwright", "test", "cli.js");
if (!exists(cli)) {
  console.error(red("@playwright/test is not installed: run `npm install`."));
  process.exit(1);
}

const code = await run(process.execPath, [cli, "test", ...process.argv.slice(2)], {
  env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
});
process.exit(code);
