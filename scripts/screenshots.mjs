#!/usr/bin/env node
/**
 * Screenshots of every route at 1280 and 390 px in English and Lithuanian, so a change can be
 * looked at before and after: `npm run screenshots` (after `npm run build`).
 *
 * Starts a fresh reference server (scripts/e2e-server.mjs: temporary database from the seed,
 * test hooks) on the built app, signs in as demoparent through the API and saves full-page
 * PNGs into screenshots/<language>-<width>/<route>.png (the folder is git-ignored).
 *
 * Environment (all optional): DIST_DIR (dist), SCREENSHOTS_DIR (screenshots), SCREENSHOTS_PORT
 * (a free port), SCREENSHOTS_ONLY (a substring: only the routes whose name contains it).
 */
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { signInThroughApi } from "./lib/api-sign-in.mjs";
import { CHROMIUM_ARGS } from "./lib/chromium-args.mjs";
import { exists, freePort, ROOT, stopProcess, waitForHttp } from "./lib/proc.mjs";
import { spawn } from "node:child_process";
// Run through tsx (package.json), so the one language list is read from its TypeScript module.
import { APP_LANGUAGES } from "../src/lib/i18n/languages.ts";

/** Signed-out pages first (no session), then the signed-in ones; names become file names. */
const SIGNED_OUT = [
  ["login", "/login"],
  ["forgotten-login", "/forgotten-login"],
  ["new-account", "/new-account"],
];
const SIGNED_IN = [
  ["dashboard", "/"],
  ["correspondence", "/correspondence"],
  ["correspondence-thread", "/correspondence/320"],
  ["my-applications", "/my-applications"],
  ["my-applications-trademark-grid", "/my-applications?tab=trademark&view=grid"],
  ["my-drafts", "/my-drafts"],
  ["shopping-cart", "/payments/shopping-cart"],
  ["payment-history", "/payments/history"],
  ["signatures", "/signatures"],
  ["online-services", "/online-services"],
  ["online-services-trademark", "/online-services/trademark"],
  ["login-details", "/my-account/login-details"],
  ["profile-details", "/my-account/profile-details"],
  ["preferences", "/my-account/preferences"],
  ["child-accounts", "/my-account/child-accounts"],
  ["child-account-create", "/child-accounts/create"],
  ["not-found", "/no-such-page"],
];
const WIDTHS = [1280, 390];

const distDir = resolve(ROOT, process.env.DIST_DIR ?? "dist");
const outDir = resolve(ROOT, process.env.SCREENSHOTS_DIR ?? "screenshots");
const only = process.env.SCREENSHOTS_ONLY ?? "";
if (!exists(join(distDir, "index.html"))) {
  console.error(`${distDir}/index.html is missing: run \`npm run build\` first (or set DIST_DIR).`);
  process.exit(1);
}

const port = Number(process.env.SCREENSHOTS_PORT ?? (await freePort()));
const baseURL = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(ROOT, "scripts", "e2e-server.mjs")], {
  cwd: ROOT,
  // The e2e server's conformance log is not wanted here: a throwaway file.
  env: { ...process.env, PORT: String(port), DIST_DIR: distDir, IPO_CONFORMANCE_LOG: join(tmpdir(), `ipo-screenshots-${port}.jsonl`) },
  stdio: ["ignore", "ignore", "inherit"],
  detached: process.platform !== "win32", // its own group: stopProcess also stops the server it starts
});
server.ownGroup = process.platform !== "win32";

let failures = 0;
try {
  await waitForHttp(`${baseURL}/`, { child: server });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    for (const language of APP_LANGUAGES) {
      for (const width of WIDTHS) {
        failures += await shootAll(browser, language, width);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopProcess(server);
}
console.log(`Screenshots in ${outDir}${failures ? ` (${failures} failed)` : ""}`);
process.exit(failures ? 1 : 0);

/**
 * The inbox offline, sorted by correspondence number: the device's answer over its stored letters, with its
 * notice (no service worker here, so the page stays open rather than reloading). 1 on failure.
 */
async function shootOfflineSort(page, folder, language, width) {
  try {
    await page.goto("/correspondence");
    await page.locator("tr[data-message-id], [data-message-id]").first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    await page.context().setOffline(true);
    // The correspondence number's header (its name differs by language).
    await page.getByRole("table").first().getByRole("columnheader").nth(2).getByRole("button").click();
    await page.getByTestId("offline-copy-notice").waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(folder, "correspondence-offline-sorted.png"), fullPage: true });
    return 0;
  } catch (error) {
    console.error(`${language}-${width} correspondence-offline-sorted: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
    return 1;
  } finally {
    await page.context().setOffline(false);
  }
}

/** Every route in one language and width; returns the number of failed routes. */
async function shootAll(browser, language, width) {
  const folder = join(outDir, `${language}-${width}`);
  mkdirSync(folder, { recursive: true });
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 844 : 800 },
    locale: language === "lt" ? "lt-LT" : "en-GB",
    timezoneId: "Europe/Vilnius",
    serviceWorkers: "block", // each context would precache every chunk
  });
  await context.addInitScript((lang) => localStorage.setItem("ipo.language", lang), language);
  const page = await context.newPage();
  let failed = 0;
  let awaitAlert = false;
  const shoot = async ([name, path]) => {
    if (only && !name.includes(only)) return;
    try {
      await page.goto(path);
      await page.locator("h1").first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      // Lists fetched after their screen's code loaded: one more quiet moment.
      await page.waitForTimeout(300);
      await page.waitForLoadState("networkidle");
      // The expiring-messages alert opens over the first signed-in screen once it is idle: wait for
      // it there, and close it.
      const cancel = page.getByTestId("expiring-alert-cancel");
      if (awaitAlert) {
        awaitAlert = false;
        await cancel.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      if (await cancel.isVisible()) {
        await cancel.click();
        await page.getByTestId("expiring-alert").waitFor({ state: "hidden" });
      }
      await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
    } catch (error) {
      failed += 1;
      console.error(`${language}-${width} ${name}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
    }
  };
  for (const route of SIGNED_OUT) await shoot(route);
  await signInThroughApi(context.request, "demoparent", "Vilnius2468");
  awaitAlert = true;
  await saveAccountLanguage(context.request, language);
  for (const route of SIGNED_IN) await shoot(route);
  // The phone's cards have no sort header: the wide table only.
  if (width >= 1024 && (!only || "correspondence-offline-sorted".includes(only))) failed += await shootOfflineSort(page, folder, language, width);
  await context.close();
  console.log(`${language}-${width}: done`);
  return failed;
}

/** Signed in, the app follows the account's language (decision 39): set it through the API. */
async function saveAccountLanguage(request, language) {
  // Every /api/v1 answer carries the session's CSRF token.
  const token = (await request.get("/api/v1/account/details")).headers()["x-csrf-token"];
  const res = await request.put("/api/v1/account/language", { headers: { "X-CSRF-TOKEN": token ?? "" }, data: { language } });
  if (!res.ok()) throw new Error(`PUT /api/v1/account/language answered ${res.status()}`);
}
