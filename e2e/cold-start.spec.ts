/**
 * Cold start of the sign-in page: the server's HTML already holds the sign-in
 * form and its styles (scripts/prerender-sign-in.ts), in the language of the `ipo.language`
 * cookie; the app takes it over without a frame in which the form is missing, keeping what
 * the visitor typed before the scripts ran. Signed in, `/` and `/correspondence` arrive as
 * the shell's skeleton with the screen's heading (scripts/prerender-signed-in.ts), the inbox
 * with the user's first page (server/http/signed-in-page.ts), which the app replaces in place.
 */
import type { APIRequestContext } from "@playwright/test";
import { signInThroughApi } from "../scripts/lib/api-sign-in.mjs";
import { expect, markExpiringAlertShown, test } from "./support/fixtures";
import { DEMO_PASSWORD, InboxPage } from "./support/pages";

const LT_HEADING = "Prisijunkite prie savo naudotojo srities";
const EN_HEADING = "Log in to your user area";

/** The sign-in URL with a fresh login challenge (where GET /auth/authorize redirects). */
async function challengeUrl(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/v1/auth/authorize", { maxRedirects: 0 });
  const location = res.headers()["location"];
  if (!location) throw new Error(`GET /api/v1/auth/authorize answered ${res.status()} without a Location`);
  return location;
}

test("the server sends /login and the challenge page prerendered, in the cookie's language", async ({ request }) => {
  for (const path of ["/login", await challengeUrl(request)]) {
    const lt = await (await request.get(path)).text();
    expect(lt).toContain('<html lang="lt"');
    expect(lt).toContain(LT_HEADING);
    expect(lt).toMatch(/<form[^>]*>.*name="username".*name="password"/s);
    // Styles inline, no render-blocking stylesheet, no inline script (the CSP forbids them).
    expect(lt).toContain("<style>");
    expect(lt).not.toMatch(/<link rel="stylesheet"/);
    expect(lt).not.toMatch(/<script>/);
    // Both buttons disabled: the form cannot be submitted natively before the app runs.
    expect(lt.match(/<button class="ipo-button[^"]*" disabled=""/g)).toHaveLength(2);

    const en = await (await request.get(path, { headers: { Cookie: "ipo.language=en" } })).text();
    expect(en).toContain('<html lang="en"');
    expect(en).toContain(EN_HEADING);
  }
  // Other routes keep the empty shell.
  const shell = await (await request.get("/correspondence")).text();
  expect(shell).toContain('<div id="root"></div>');
});

test("the form shows before any script runs; the app takes it over keeping what was typed", async ({ page, context, loginPage }) => {
  // Counts animation frames in which the form, once painted, is missing from #root.
  await page.addInitScript(() => {
    const probe = { seen: false, missingFrames: 0 };
    Object.assign(window, { __takeoverProbe: probe });
    const check = () => {
      const present = document.querySelector("#root form input[name=password]") !== null;
      if (present) probe.seen = true;
      else if (probe.seen) probe.missingFrames++;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  // Hold the app's entry script until the prerendered page has been used.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  // The page's own request context: the challenge is bound to this browser's cookies.
  await page.goto(await challengeUrl(page.request), { waitUntil: "commit" });
  // No cookie yet: the default language's page, painted without the app.
  await expect(page.getByRole("heading", { level: 1, name: LT_HEADING })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "lt");
  await page.locator("input[name=username]").fill("demoparent");
  await page.locator("input[name=password]").fill("Vilnius2468");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("password");

  release();
  // The app (English stored on this device) replaces the page: buttons enabled, texts in English.
  await expect(loginPage.submit).toBeEnabled();
  await expect(page.getByRole("heading", { level: 1, name: EN_HEADING })).toBeVisible();
  await expect(loginPage.username).toHaveValue("demoparent");
  await expect(loginPage.password).toHaveValue("Vilnius2468");
  await expect(loginPage.password).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __takeoverProbe: { missingFrames: number } }).__takeoverProbe.missingFrames)).toBe(0);
  const cookie = (await context.cookies()).find((c) => c.name === "ipo.language");
  expect(cookie?.value).toBe("en");

  // The carried-over values are React's state: submitting signs in.
  await loginPage.submit.click();
  await page.waitForURL((url) => url.pathname === "/");

  // Next cold start: the server now sends the English page.
  const html = await (await page.request.get("/login")).text();
  expect(html).toContain(EN_HEADING);
});

test.describe("signed in, on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the shell and the heading paint before any script; the app replaces them in place", async ({ page }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await signInThroughApi(page.request, "demoparent", DEMO_PASSWORD);
    // The expiring-messages alert would sit above the heading in the app's first frame (tested
    // in first-screen.spec.ts): here the skeleton's geometry is compared with the app's.
    await markExpiringAlertShown(page);
    // The skeleton goes to signed-in sessions only (the first test: anonymous gets the empty shell),
    // in the account's language (the seed's accounts prefer English here), the one the app will show.
    const home = await (await page.request.get("/")).text();
    expect(home).toContain("Your correspondence, applications, payments and signatures in one place.");
    expect(home).not.toMatch(/<link rel="stylesheet"/);

    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const response = await page.goto("/correspondence", { waitUntil: "commit" });
    // No script has run: the skeleton, in the account's language.
    const heading = page.locator("main h1");
    await expect(heading).toHaveText("Correspondence");
    await expect(page.getByRole("status")).toHaveText("Loading…");
    const before = await heading.boundingBox();
    // The user's first inbox page is in the HTML the server sent (server/http/signed-in-page.ts),
    // on screen before any script: the first letter's subject, a plain link to the letter.
    const sent = /<a class="ipo-sk-subject" href="\/correspondence\/(\d+)">([^<]+)/.exec((await response?.text()) ?? "");
    const [, firstId, escapedSubject] = sent ?? [];
    expect(firstId).toBeTruthy();
    const subject = (escapedSubject ?? "").replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name] ?? "");
    const serverRow = page.locator("main a").filter({ hasText: subject }).first();
    await expect(serverRow).toHaveAttribute("href", `/correspondence/${firstId ?? ""}`);
    const rowBefore = await serverRow.boundingBox();

    release();
    const inbox = new InboxPage(page);
    await inbox.expectLoaded();
    await expect(inbox.cards.first()).toBeVisible();
    // The app's heading (the account's language) sits where the skeleton's was.
    const after = await inbox.heading.boundingBox();
    expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);
    expect(after?.height).toBe(before?.height);
    // The app's first row is that letter, its subject in the same box (not a larger, later paint).
    const appRow = inbox.cards.first().locator("[data-column=subject] a");
    await expect(appRow).toHaveAttribute("href", `/correspondence/${firstId ?? ""}`);
    await expect(appRow).toContainText(subject);
    expect(await appRow.boundingBox()).toEqual(rowBefore);
    expect(await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total)).toBe(0);
    // Not one of the app's scripts was requested before the skeleton painted (server/http/paint-first.ts).
    const order = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
      scripts: performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name)).map((entry) => entry.startTime),
    }));
    expect(order.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...order.scripts)).toBeGreaterThan(order.paint);
  });
});
