/**
 * Service worker and installability helpers.
 *
 * - The worker can report `activating` for a moment: poll until `activated` before going
 *   offline with `context.setOffline(true)`.
 * - `Page.getInstallabilityErrors` (DevTools protocol) returns [] for an installable app, but
 *   only in a persistent context: an ordinary (incognito) context always answers
 *   `in-incognito`. Use the `persistentContext` fixture for it.
 */
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

export interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

/** True for the errors page.evaluate throws while the page is navigating. */
export function isNavigationRace(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Cannot find context with specified id|navigation/i.test(message);
}

/**
 * State of the worker of the page's registration (`installing` … `activated`), or null
 * (also while the page is between documents, so it can be polled during redirects).
 */
export async function serviceWorkerState(page: Page): Promise<string | null> {
  try {
    return await page.evaluate(async () => {
      if (!("serviceWorker" in navigator)) return null;
      const registration = await navigator.serviceWorker.getRegistration();
      const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
      return worker?.state ?? null;
    });
  } catch (error) {
    if (isNavigationRace(error)) return null;
    throw error;
  }
}

async function isControlled(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  } catch (error) {
    if (isNavigationRace(error)) return false;
    throw error;
  }
}

/** Waits until the page's service worker is `activated` (and controls the page, by default). */
export async function waitForServiceWorkerActivated(
  page: Page,
  { timeout = 30_000, controlled = true }: { timeout?: number; controlled?: boolean } = {},
): Promise<void> {
  await expect
    .poll(() => serviceWorkerState(page), { timeout, message: "service worker never reached 'activated'" })
    .toBe("activated");
  if (controlled) {
    await expect
      .poll(() => isControlled(page), {
        timeout,
        message: "the activated service worker does not control the page",
      })
      .toBe(true);
  }
}

/** Chrome's installability errors for the page; [] when installable (persistent contexts only). */
export async function getInstallabilityErrors(page: Page): Promise<InstallabilityError[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: InstallabilityError[];
    };
    return installabilityErrors;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** URLs under /api/ that ended up in any Cache Storage cache (the worker must never cache them). */
export async function cachedApiUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.startsWith("/api/")) found.push(request.url);
      }
    }
    return found;
  });
}

/**
 * Makes the server answer a changed `/sw.js` (test hook, server/sandbox/service-worker-version.ts):
 * a new version of the worker whose precached shell has a new revision. Null: the built file again.
 */
export async function serveServiceWorkerVersion(page: Page, version: string | null): Promise<void> {
  const response = version === null ? await page.request.delete("/sandbox/test/service-worker") : await page.request.post("/sandbox/test/service-worker", { data: { version } });
  expect(response.ok(), "the service-worker test hook answered").toBe(true);
}

/** Revision of the precached shell (`index.html`) in the worker's caches; null when none. */
export async function precachedShellRevision(page: Page): Promise<string | null> {
  try {
    return await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          const url = new URL(request.url);
          if (url.pathname === "/index.html") return url.searchParams.get("__WB_REVISION__");
        }
      }
      return null;
    });
  } catch (error) {
    if (isNavigationRace(error)) return null;
    throw error;
  }
}
