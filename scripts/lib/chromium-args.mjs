/**
 * Chromium launch flags shared by Playwright (e2e/support/chromium.ts), the benchmark and
 * Lighthouse: they keep Chromium quiet and reliable in containers with no outside network
 * (see ../shared/STACK.md). `--headless` is left out: Playwright adds it unless `--headed`.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
