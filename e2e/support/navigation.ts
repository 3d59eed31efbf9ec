/**
 * Moving between the app's routes without a full page load, and waiting for the answers a
 * screen asked for (e2e time on a 2-core CI: every `page.goto` parses and runs the app's
 * chunks again).
 *
 * - `navigateInApp(page, path, landsOn?)`: the router follows `history.pushState` (TanStack's
 *   browser history wraps it) as it follows a click on an in-app link; the route's loaders run
 *   as on any navigation. Resolves once the address is `path` (or `landsOn`, for a route that
 *   redirects: the redirect may come before the first look at the address) and the page's
 *   requests are answered.
 * - `watchNetwork(page)` before an action, then `waitForNetworkQuiet(page)`: resolves once the
 *   page has had no request in flight for a short quiet spell, so a check reads the office's
 *   answer rather than the device copy or previous page that showed first
 *   (`waitForLoadState("networkidle")` only covers the load of a document). Requests are
 *   counted from the first call on a page; the action itself counts as activity, so requests
 *   that start a moment after it are waited for.
 */
import { expect } from "@playwright/test";
import type { Page, Request } from "@playwright/test";

/** How long the network must stay quiet (a follow-up request starts within a frame or two). */
const QUIET_MS = 300;

class NetworkTracker {
  private readonly inFlight = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on("request", (request) => {
      this.inFlight.add(request);
      this.lastChange = Date.now();
    });
    const ended = (request: Request) => {
      if (this.inFlight.delete(request)) this.lastChange = Date.now();
    };
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
  }

  /** Counts as activity: a navigation's requests start only after its chunks and loaders ran. */
  touch(): void {
    this.lastChange = Date.now();
  }

  /** Milliseconds without a request in flight (0 while one is). */
  quietFor(): number {
    return this.inFlight.size > 0 ? 0 : Date.now() - this.lastChange;
  }
}

const trackers = new WeakMap<Page, NetworkTracker>();

function trackerOf(page: Page): NetworkTracker {
  let tracker = trackers.get(page);
  if (!tracker) {
    tracker = new NetworkTracker(page);
    trackers.set(page, tracker);
  }
  return tracker;
}

/**
 * Counts the page's requests from now on, and now as activity: call it right before an action
 * whose answer `waitForNetworkQuiet` should then wait for (a request may start before the
 * action returns).
 */
export function watchNetwork(page: Page): void {
  trackerOf(page).touch();
}

/** Waits until no request of the page has been in flight for QUIET_MS (at most `timeout` ms). */
export async function waitForNetworkQuiet(page: Page, timeout = 15_000): Promise<void> {
  const tracker = trackerOf(page);
  await expect
    .poll(() => tracker.quietFor(), {
      message: `no request of the page in flight for ${QUIET_MS} ms`,
      timeout,
      intervals: [50], // a quiet spell is measured, not waited for: poll often
    })
    .toBeGreaterThanOrEqual(QUIET_MS);
}

/**
 * Opens `path` (path and search) through the app's router, without reloading the page;
 * `landsOn` is the address a redirecting route settles on.
 */
export async function navigateInApp(page: Page, path: string, landsOn = path): Promise<void> {
  watchNetwork(page);
  await page.evaluate((target) => {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    const index = typeof state.__TSR_index === "number" ? state.__TSR_index : 0;
    const key = Math.random().toString(36).slice(2, 10);
    // The router's history keeps an index and a key in each entry's state (back/forward, scroll).
    window.history.pushState({ ...state, __TSR_index: index + 1, key, __TSR_key: key }, "", target);
  }, path);
  const expected = new URL(landsOn, page.url());
  await expect(page).toHaveURL((url) => url.pathname === expected.pathname && url.search === expected.search);
  await waitForNetworkQuiet(page);
}
