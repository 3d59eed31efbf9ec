/**
 * The first minute after sign-in: on a phone whose device language is Lithuanian,
 * an account that prefers English sees its first signed-in paint in English, and the interface
 * never changes language after that (decision 39: the language is known at sign-in; the server
 * sends the skeleton in the account's language, server/http/signed-in-page.ts, and the app
 * starts in it). The expiring-messages alert is part of that first screen, a region at its top,
 * there in the same frame as the screen's heading: nothing moves when it appears.
 */
import type { Page } from "@playwright/test";
import { signInThroughApi } from "../scripts/lib/api-sign-in.mjs";
import { expect, test } from "./support/fixtures";
import { waitForNetworkQuiet, watchNetwork } from "./support/navigation";
import { DEMO_PASSWORD } from "./support/pages";

test.use({ language: "lt", expiringAlert: "keep", viewport: { width: 390, height: 844 } });

interface Probe {
  /** `<html lang>` values in order, from the first parse. */
  langs: string[];
  /** Sum of the layout shifts (not after input). */
  shift: number;
  /** Animation frame in which the alert, and the screen's heading, were first in the page. */
  alertFrame: number;
  headingFrame: number;
}

async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = { langs: [], shift: 0, alertFrame: -1, headingFrame: -1 };
    Object.assign(window, { __probe: probe });
    const note = () => {
      const lang = document.documentElement.lang;
      if (lang && probe.langs.at(-1) !== lang) probe.langs.push(lang);
    };
    document.addEventListener("DOMContentLoaded", () => {
      note();
      new MutationObserver(note).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) probe.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    let frame = 0;
    const tick = () => {
      frame += 1;
      if (probe.alertFrame < 0 && document.querySelector('[data-testid="expiring-alert"]')) probe.alertFrame = frame;
      if (probe.headingFrame < 0 && document.querySelector("main h1")) probe.headingFrame = frame;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function saveAccountLanguage(page: Page, language: string): Promise<void> {
  // Every /api/v1 answer carries the session's CSRF token.
  const token = (await page.request.get("/api/v1/account/details")).headers()["x-csrf-token"] ?? "";
  expect((await page.request.put("/api/v1/account/language", { headers: { "X-CSRF-TOKEN": token }, data: { language } })).ok()).toBe(true);
}

test("the first signed-in paint is in the account's language, never changes after, and holds the alert", async ({ page }) => {
  await installProbe(page);
  // The sign-in page: the device's language, which it writes into the `ipo.language` cookie.
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Prisijunkite");
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "ipo.language")?.value).toBe("lt");
  await signInThroughApi(page.request, "demoparent", DEMO_PASSWORD);
  await saveAccountLanguage(page, "en");

  watchNetwork(page);
  const response = await page.goto("/");
  // The skeleton the server sent is already English.
  const html = (await response?.text()) ?? "";
  expect(html).toContain('<html lang="en"');
  expect(html).toContain("Your correspondence, applications, payments and signatures in one place.");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Jonas Petraitis" })).toBeVisible();
  const alert = page.getByRole("region", { name: "Replies due soon" });
  await expect(alert).toContainText(/\d+ letters need your reply\./);
  await waitForNetworkQuiet(page);

  const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
  expect(probe.langs).toEqual(["en"]);
  // In the frame the screen's heading first was, the alert was too, above it; nothing shifted.
  expect(probe.alertFrame).toBeGreaterThan(0);
  expect(probe.alertFrame).toBe(probe.headingFrame);
  const [alertBox, headingBox] = [await alert.boundingBox(), await page.locator("main h1").boundingBox()];
  expect(alertBox?.y ?? Infinity).toBeLessThan(headingBox?.y ?? 0);
  expect(probe.shift).toBe(0);
});
