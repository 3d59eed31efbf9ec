/**
 * The extended `test` for every spec (fixture callbacks name Playwright's `use` "provide",
 * so the React hooks lint rule does not mistake it for React's `use`):
 *
 *   import { expect, test } from "./support/fixtures";
 *
 * - Each worker slot talks to its own reference server (baseURL per slot, playwright.config.ts).
 * - The demo office is reset to its seed once per spec FILE (POST /sandbox/test/reset) before
 *   the file's first test, so files are independent while tests within a file may build on
 *   each other's data.
 * - Pages start in English: `localStorage["ipo.language"] = "en"` before any script runs,
 *   unless a language is already stored (so switching language in a test survives reloads),
 *   and the seed reset makes every demo account prefer English (signed in, the interface
 *   follows the account, decision 39). Change with `test.use({ language: "lt" })`, or `null`
 *   for the app's default (and the seed's Lithuanian accounts).
 * - `signIn(page, username, options?)` signs in through the API (authorize, then
 *   POST /auth/sso/login in the page's context) and opens `/`: the form itself is tested by
 *   auth.spec.ts and the account specs through `loginPage`. `{ open: false }` opens no page
 *   (the spec's own first `goto` is then the first page load: one load less per test; the
 *   expiring-messages alert then counts as shown, unless the file keeps it);
 *   `{ password }` for another password than the demo one.
 * - Service workers are blocked unless a spec allows them (playwright.config.ts).
 * - The expiring-messages alert at the top of the first signed-in screen (spec 1 §4) is
 *   cancelled whenever it is visible before an action (it moves what is below it), on `page`
 *   and on any page `signIn` is given, unless a file opts out with
 *   `test.use({ expiringAlert: "keep" })`. `markExpiringAlertShown(page)` after a sign-in of
 *   the spec's own keeps it away (a test of the first screen's geometry).
 * - `expectNoSeriousA11yViolations(page, options?)`: axe-core, serious + critical fail.
 * - `persistentContext`: a persistent-profile browser context (needed for
 *   `getInstallabilityErrors`), closed after the test.
 * - `loginPage`, `shell`: page objects (e2e/support/pages/) bound to `page`.
 * - Every page records its pointer events, layout shifts, menus and dialogs; a failed test
 *   prints that log (./interaction-log.ts).
 */
import { test as base, expect } from "@playwright/test";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectNoSeriousA11yViolations } from "./a11y";
import { recordInteractions, reportInteractions } from "./interaction-log";
import type { A11yOptions } from "./a11y";
import { DEMO_PASSWORD, LoginPage, ShellPage } from "./pages";
import { e2eBaseUrl } from "./servers";
import { signInThroughApi } from "../../scripts/lib/api-sign-in.mjs";
import { EXPIRING_ALERT_KEY, expiringAlertIdentity } from "../../src/features/correspondence/expiring-shown";

export type Language = "en" | "lt";

export interface SignInOptions {
  /** The demo password unless given. */
  password?: string;
  /** false: no page is opened (the spec's next goto is the first page); `/` by default. */
  open?: false;
}

export interface Fixtures {
  /** Language stored before the app loads (null: none, the app picks). */
  language: Language | null;
  /** "dismiss": `signIn` registers a handler that cancels the expiring-messages alert. */
  expiringAlert: "dismiss" | "keep";
  signIn: (page: Page, username: string, options?: SignInOptions) => Promise<void>;
  expectNoSeriousA11yViolations: (page: Page, options?: A11yOptions) => Promise<void>;
  persistentContext: BrowserContext;
  /** Page objects bound to `page`. */
  loginPage: LoginPage;
  shell: ShellPage;
  /** Internal: resets the seed before the first test of each file. */
  seedReset: void;
}

/**
 * POST /sandbox/test/reset on the reference server (needs IPO_TEST_HOOKS=1). With a language,
 * every demo account prefers it (the signed-in interface follows the account, decision 39).
 */
export async function resetSeed(request: APIRequestContext, language: Language | null = null): Promise<void> {
  const res = await request.post(language ? `/sandbox/test/reset?language=${language}` : "/sandbox/test/reset");
  if (!res.ok()) {
    throw new Error(`POST /sandbox/test/reset answered ${res.status()}: ${(await res.text()).slice(0, 500)}`);
  }
}

async function storeLanguage(context: BrowserContext, language: Language | null): Promise<void> {
  if (!language) return;
  await context.addInitScript((lang) => {
    try {
      if (window.localStorage.getItem("ipo.language") === null) window.localStorage.setItem("ipo.language", lang);
    } catch {
      // Opaque origins (about:blank, data:) have no localStorage.
    }
  }, language);
}

// Spec file whose seed reset this worker has done (workers run files one after another).
let lastResetFile: string | undefined;

/** Cancels the expiring-messages alert whenever it is visible before an action (any language). */
export async function dismissExpiringAlert(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId("expiring-alert"), async (dialog) => {
    // Playwright waits for the alert to be hidden after this handler, without calling it
    // again: keep trying until it is gone. Each click waits briefly, as the alert may be
    // closing already (it steps aside for an error dialog) or still animating in.
    for (let attempt = 0; attempt < 5 && (await dialog.isVisible()); attempt++) {
      await dialog.getByTestId("expiring-alert-cancel").click({ timeout: 2_000 }).catch(() => undefined);
      await dialog.waitFor({ state: "hidden", timeout: 2_000 }).catch(() => undefined);
    }
  });
}

const handledPages = new WeakSet<Page>();

/**
 * For a sign-in that opens no page: the expiring-messages alert counts as shown for this
 * sign-in, as after a first screen where it was cancelled. Otherwise it sits at the top of the
 * spec's first screen, with its own links and buttons, for reads that are not actions
 * (getAttribute, innerText, count), which the locator handler does not cover. The key and the
 * value are the app's own (expiring-shown.ts), for the user GET /auth/me names.
 */
export async function markExpiringAlertShown(page: Page): Promise<void> {
  const me = await page.request.get("/api/v1/auth/me");
  if (!me.ok()) throw new Error(`GET /api/v1/auth/me answered ${me.status()} after signing in`);
  const user = (await me.json()) as { userId: number; lastLogin: string | null };
  await page.context().addInitScript(
    ({ key, shown }) => {
      try {
        window.localStorage.setItem(key, shown);
      } catch {
        // Opaque origins (about:blank, data:) have no localStorage.
      }
    },
    { key: EXPIRING_ALERT_KEY, shown: expiringAlertIdentity(user) },
  );
}

export const test = base.extend<Fixtures>({
  // Each worker slot has its own reference server and database (playwright.config.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(e2eBaseUrl(testInfo.parallelIndex));
  },

  language: ["en", { option: true }],
  expiringAlert: ["dismiss", { option: true }],

  seedReset: [
    async ({ playwright, baseURL, language }, provide, testInfo) => {
      if (lastResetFile !== testInfo.file) {
        const request = await playwright.request.newContext({ baseURL });
        try {
          await resetSeed(request, language);
        } finally {
          await request.dispose();
        }
        lastResetFile = testInfo.file;
      }
      await provide();
    },
    { auto: true },
  ],

  page: async ({ page, expiringAlert }, provide) => {
    if (expiringAlert === "dismiss") {
      handledPages.add(page);
      await dismissExpiringAlert(page);
    }
    await provide(page);
  },

  context: async ({ context, language }, provide, testInfo) => {
    await storeLanguage(context, language);
    await recordInteractions(context);
    await provide(context);
    if (testInfo.status !== testInfo.expectedStatus) await reportInteractions(testInfo, [context]);
  },

  signIn: async ({ expiringAlert }, provide) => {
    await provide(async (page, username, { password = DEMO_PASSWORD, open }: SignInOptions = {}) => {
      if (expiringAlert === "dismiss" && !handledPages.has(page)) {
        handledPages.add(page);
        await dismissExpiringAlert(page);
      }
      await signInThroughApi(page.request, username, password);
      if (open === false) {
        if (expiringAlert === "dismiss") await markExpiringAlertShown(page);
        return;
      }
      await page.goto("/");
      // The first heading appears once the guard has run: the address then tells where it went.
      // (A CSS locator: a modal such as the expiring-messages alert hides it from the ARIA tree.)
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === "/");
    });
  },

  loginPage: async ({ page }, provide) => {
    await provide(new LoginPage(page));
  },

  shell: async ({ page }, provide) => {
    await provide(new ShellPage(page));
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
  expectNoSeriousA11yViolations: async ({}, provide) => {
    await provide(expectNoSeriousA11yViolations);
  },

  persistentContext: async ({ playwright, launchOptions, baseURL, language }, provide, testInfo) => {
    const userDataDir = mkdtempSync(join(tmpdir(), "ipo-e2e-profile-"));
    const context = await playwright.chromium.launchPersistentContext(userDataDir, {
      ...launchOptions,
      baseURL,
      serviceWorkers: "allow",
      viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
    });
    await storeLanguage(context, language);
    try {
      await provide(context);
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  },
});

export { expect };
