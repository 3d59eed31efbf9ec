/**
 * A second user beside the test's own page: a browser context of its own (its own cookies and
 * device storage), in English, without the expiring-messages call, closed however the test ends;
 * its pages' interaction log is printed when `run` fails (./interaction-log.ts).
 */
import { test, type Browser, type Page } from "@playwright/test";
import { recordInteractions, reportInteractions } from "./interaction-log";
import { withoutExpiringAlert } from "./applications";

export async function withSecondUser(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addInitScript(() => localStorage.setItem("ipo.language", "en"));
    await withoutExpiringAlert(context);
    await recordInteractions(context);
    await run(await context.newPage()).catch(async (error: unknown) => {
      await reportInteractions(test.info(), [context], "second user's page");
      throw error;
    });
  } finally {
    await context.close();
  }
}
