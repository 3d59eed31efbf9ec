/**
 * 44 × 44 px targets on a 390 px phone: every interactive element of each signed-in
 * route, in English and Lithuanian, the thread with its reply composer open; none under 44 px.
 * What counts as a target: e2e/support/touch-targets.ts. Prints the counts per route.
 */
import type { Page } from "@playwright/test";
import { expect, test, type Language } from "./support/fixtures";
import { navigateInApp } from "./support/navigation";
import { measureTargets, type SmallTarget } from "./support/touch-targets";

test.use({ viewport: { width: 390, height: 844 } });

const ROUTES = [
  "/",
  "/correspondence",
  "/correspondence?view=needs-reply",
  "/correspondence/320",
  "/correspondence/storage",
  "/my-applications",
  "/my-drafts",
  "/payments/shopping-cart",
  "/payments/history",
  "/signatures",
  "/online-services",
  "/online-services/trademark",
  "/my-account/login-details",
  "/my-account/profile-details",
  "/my-account/preferences",
  "/my-account/child-accounts",
  "/child-accounts/create",
];

async function saveAccountLanguage(page: Page, language: Language): Promise<void> {
  // Every /api/v1 answer carries the session's CSRF token.
  const token = (await page.request.get("/api/v1/account/details")).headers()["x-csrf-token"] ?? "";
  expect((await page.request.put("/api/v1/account/language", { headers: { "X-CSRF-TOKEN": token }, data: { language } })).ok()).toBe(true);
}

for (const language of ["en", "lt"] as const) {
  test(`every signed-in route at 390 px in ${language}: no target under 44 × 44 px`, async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn(page, "demoparent", { open: false });
    await saveAccountLanguage(page, language);
    await page.goto("/");
    await expect(page.locator("main h1").first()).toBeVisible();
    const small: Record<string, SmallTarget[]> = {};
    const counts: string[] = [];
    for (const route of ROUTES) {
      await navigateInApp(page, route);
      await expect(page.locator("main h1").first()).toBeVisible();
      if (route === "/correspondence/320") {
        // The composer: Send, Delete draft, Attach and the format toolbar.
        await page.locator("main").getByRole("button", { name: language === "en" ? "Reply" : "Atsakyti", exact: true }).first().click();
        await expect(page.locator("[contenteditable=true]")).toBeVisible();
        // Send and Delete draft cannot be confused: not side by side (another control between).
        const send = await page.locator("[data-draft-id]").getByRole("button", { name: language === "en" ? "Send" : "Siųsti", exact: true }).filter({ visible: true }).first().boundingBox();
        const remove = await page.locator("[data-draft-id]").getByRole("button", { name: language === "en" ? "Delete draft" : "Ištrinti juodraštį", exact: true }).filter({ visible: true }).first().boundingBox();
        if (!send || !remove) throw new Error("the composer's Send or Delete draft is missing");
        const apart = Math.max(remove.x - (send.x + send.width), send.x - (remove.x + remove.width), remove.y - (send.y + send.height), send.y - (remove.y + remove.height));
        expect(apart, "space between Send and Delete draft").toBeGreaterThanOrEqual(44);
      }
      const measured = await measureTargets(page);
      counts.push(`${route}: ${measured.measured} targets, ${measured.small.length} under 44 px`);
      if (measured.small.length > 0) small[route] = measured.small;
    }
    console.log(`${language} at 390 px:\n  ${counts.join("\n  ")}`);
    expect(small).toEqual({});
  });
}
