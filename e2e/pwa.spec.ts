/**
 * The installable, offline-tolerant app: Chrome finds it installable, the service worker
 * precaches the shell, a reload without network still shows the signed-in frame, and no API
 * response is ever stored in Cache Storage.
 */
import { expect, test } from "./support/fixtures";
import { cachedApiUrls, getInstallabilityErrors, waitForServiceWorkerActivated } from "./support/pwa";

// The offline app: with its service worker, as users have it.
test.use({ serviceWorkers: "allow" });

test.describe("progressive web app", () => {
  test("serves a complete web app manifest", async ({ page }) => {
    // Signed out, the app goes on by itself to the challenge page, partly through full page
    // loads (the authorize redirect): read the page once it has landed, not while it leaves.
    await page.goto("/login");
    await page.waitForURL(/\/login\/oauth2\/challenge\?login_challenge=/);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href, "the page links the manifest").toBeTruthy();
    const res = await page.request.get(new URL(href!, page.url()).toString());
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest).toMatchObject({ name: "IP Office User Area", short_name: "IPO Area", start_url: "/", display: "standalone" });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? "any"}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(["/correspondence", "/payments/shopping-cart"]);
    for (const icon of [...manifest.icons]) {
      const iconRes = await page.request.get(icon.src);
      expect(iconRes.ok(), `${icon.src} is served`).toBe(true);
      expect(iconRes.headers()["content-type"]).toContain("image/png");
    }
  });

  test("Chrome finds the app installable", async ({ persistentContext }) => {
    const page = persistentContext.pages()[0] ?? (await persistentContext.newPage());
    await page.goto("/login");
    // /login fetches a login challenge through a redirect: let it land first.
    await page.waitForURL(/\/login\/oauth2\/challenge/);
    await waitForServiceWorkerActivated(page);
    // Chrome evaluates the manifest and worker asynchronously: poll until it settles.
    await expect
      .poll(async () => (await getInstallabilityErrors(page)).map((e) => e.errorId), { timeout: 15_000 })
      .toEqual([]);
  });

  test("after signing in, a reload without network still shows the shell", async ({ page, context, signIn, shell }) => {
    await signIn(page, "demoparent");
    await shell.expectLoaded();
    await waitForServiceWorkerActivated(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await shell.expectLoaded();
    } finally {
      await context.setOffline(false);
    }
  });

  test("API responses are never stored in the service worker's caches", async ({ page, signIn, shell }) => {
    await signIn(page, "demoparent");
    await waitForServiceWorkerActivated(page);
    // A second load goes through the active worker.
    await page.reload();
    await shell.expectLoaded();
    expect(await cachedApiUrls(page)).toEqual([]);
  });
});
