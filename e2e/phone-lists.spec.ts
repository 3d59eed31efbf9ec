/**
 * Every list on a 390 px phone: one list component everywhere (the inbox's cards
 * below 960 px, "Needs a reply" included), no element wider than the window, no text cut
 * without an ellipsis and none cut at all on a card. English and Lithuanian.
 */
import type { Page } from "@playwright/test";
import { expect, test, type Language } from "./support/fixtures";
import { navigateInApp } from "./support/navigation";
import { phoneFitProblems } from "./support/phone-fit";

test.use({ viewport: { width: 390, height: 844 } });

const LIST_ROUTES = [
  "/",
  "/correspondence",
  "/correspondence?view=needs-reply",
  "/my-applications",
  "/my-drafts",
  "/payments/shopping-cart",
  "/payments/history",
  "/signatures",
  "/my-account/child-accounts",
];

async function saveAccountLanguage(page: Page, language: Language): Promise<void> {
  // Every /api/v1 answer carries the session's CSRF token.
  const token = (await page.request.get("/api/v1/account/details")).headers()["x-csrf-token"] ?? "";
  expect((await page.request.put("/api/v1/account/language", { headers: { "X-CSRF-TOKEN": token }, data: { language } })).ok()).toBe(true);
}

for (const language of ["en", "lt"] as const) {
  test(`every list at 390 px in ${language}: cards, nothing wider than the window, no cut text`, async ({ page, signIn }) => {
    test.setTimeout(60_000);
    await signIn(page, "demoparent", { open: false });
    await saveAccountLanguage(page, language);
    await page.goto("/");
    await expect(page.locator("main h1").first()).toBeVisible();
    const problems: Record<string, string[]> = {};
    for (const route of LIST_ROUTES) {
      await navigateInApp(page, route);
      await expect(page.locator("main h1").first()).toBeVisible();
      // Each list is the one list component, as cards: no table on a phone.
      await expect(page.locator("main .ipo-cards").first()).toBeVisible();
      await expect(page.locator("main table")).toHaveCount(0);
      const found = await phoneFitProblems(page);
      if (found.length > 0) problems[route] = found;
    }
    expect(problems).toEqual({});
  });
}
