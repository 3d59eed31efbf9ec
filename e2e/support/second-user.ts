/**
 * A second user beside the test's own page: a browser context of its own (its own cookies and
 * device storage), in English, without the expiring-messages call, closed however the test ends.
 */
import type { Browser, Page } from "@playwright/test";
import { withoutExpiringAlert } from "./applications";

export async function withSecondUser(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addInitScript(() => localStorage.setItem("ipo.language", "en"));
    await withoutExpiringAlert(context);
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
