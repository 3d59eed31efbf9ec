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
