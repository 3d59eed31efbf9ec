/**
 * No screen scrolls sideways: on a 1280 px desktop and on a 390 px phone, the page is never
 * wider than the window (wide tables scroll inside their own box).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const SCREENS = [
  "/",
  "/correspondence",
  "/correspondence/320",
  "/my-applications",
  "/my-drafts",
  "/payments/shopping-cart",
  "/payments/history",
  "/signatures",
  "/online-services/trademark",
  "/my-account/login-details",
  "/my-account/profile-details",
  "/my-account/child-accounts",
];

async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const width of [1280, 390]) {
  test(`no screen is wider than a ${width} px window`, async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, "demoparent");
    const wide: string[] = [];
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // Let lists render their rows before measuring.
      await page.waitForLoadState("networkidle");
      const overflow = await overflowOf(page);
      if (overflow > 0) wide.push(`${path}: ${overflow} px`);
    }
    expect(wide).toEqual([]);
  });
}
