/**
 * Local-first: a returning user's screens come from the device at once, whatever the
 * office does — slow (every answer 6 s late), silent (no answer), offline — with the copy's
 * freshness said once in the layout; the office coming back swaps fresh data in; a 401 sends the
 * user to sign-in and keeps the reply queued before it, which reaches the office once after
 * signing in again; a refresh arriving while a reply is typed loses nothing; every signed-in route
 * reloaded offline or with a silent office reaches a defined state (its screen or "needs a
 * connection"), never an endless busy line. One sign-in, one page.
 */
import { expect, test } from "./support/fixtures";
import { DEMO_PASSWORD } from "./support/pages";
import { InboxPage } from "./support/pages/inbox-page";
import { navigateInApp } from "./support/navigation";
import { LocalFirstPage } from "./support/pages/local-first-page";
import { endSession, outboxCount, sentWith } from "./support/pages/outbox-page";
import { ThreadPage } from "./support/pages/thread-page";
import { waitForServiceWorkerActivated } from "./support/pwa";

// The installed app as users have it: with its service worker.
test.use({ serviceWorkers: "allow" });

/** Message 320: the newest, NEW, TRADEMARK (server/correspondence/seed-featured.ts). */
const NEWEST = 320;
/** The reply typed while a refresh arrives, later queued offline before a 401. */
const TYPED_REPLY = "Dear office, we agree.";
/** Twice the device's own time to a row (offline): how soon a known row must show. */
const FROM_DEVICE_MS = 4000;

/** Every signed-in route of demoparent (a route reached with device data or without). */
const ROUTES = [
  "/",
  "/correspondence",
  `/correspondence/${NEWEST}`,
  "/my-applications",
  "/my-drafts",
  "/payments/shopping-cart",
  "/payments/history",
  "/signatures",
  "/online-services",
  "/my-account/login-details",
  "/my-account/profile-details",
  "/my-account/preferences",
  "/my-account/child-accounts",
  "/child-accounts/create",
] as const;

/** Where a route that redirects settles (the menu's /online-services opens the first service). */
const LANDS_ON: Partial<Record<(typeof ROUTES)[number], string>> = { "/online-services": "/online-services/trademark" };

test("the device answers first, the office refreshes", async ({ page, context, signIn, loginPage }) => {
  // One test, one page: every route walked three times (online, offline, silent office) plus the
  // product's own waits (a 20 s give-up, 12 s before "needs a connection"): 2.2 min in a full run
  // on the quiet 2-core machine, and a fresh-clone run at a load of 5 reached the last step's
  // sign-in page at 4 min; steps that hang meet their own waits first.
  test.setTimeout(360_000);
  const local = new LocalFirstPage(page);
  const inbox = new InboxPage(page);
  const thread = new ThreadPage(page);
  await signIn(page, "demoparent");
  await waitForServiceWorkerActivated(page);

  // Seen in the app as a user moves through it (no reload: the copies are written either way).
  await test.step("online: every route is seen once (its copy is kept on the device)", async () => {
    for (const route of ROUTES) {
      await test.step(route, async () => {
        await navigateInApp(page, route, LANDS_ON[route]);
        expect(await local.expectDefinedState(15_000), route).toBe("screen");
      });
    }
    await inbox.goto();
    await expect(inbox.row(NEWEST)).toBeVisible();
  });

  await test.step("slow office: a known screen shows from the device at once, updating quietly", async () => {
    // 6 s late: longer than the device's 4 s budget, and short enough that an answer queued
    // behind the browser's 6 connections to the host (HTTP/1.1; a thread's load starts about
    // ten requests, each held as long) still comes before the 20 s give-up. With 10 s the
    // refetch of the thread sometimes waited 10 s for a connection and gave up at 20 s.
    await local.officeFault({ mode: "delay", ms: 6_000 });
    // The inbox seen seconds ago is fresh enough: shown, not even asked again.
    await page.reload();
    await expect(inbox.row(NEWEST)).toBeVisible({ timeout: FROM_DEVICE_MS });
    // A thread is always asked again (unless the office answered it a moment ago): its copy shows while the office is slow.
    await page.goto(`/correspondence/${NEWEST}`);
    await expect(thread.body).toBeVisible({ timeout: FROM_DEVICE_MS });
    await expect(local.freshness).toHaveAttribute("data-state", "updating");
    await expect(local.freshness).toContainText("Updating…");
    // The late answer arrives and replaces the copy in place.
    await expect(local.freshness).toHaveAttribute("data-state", "none", { timeout: 30_000 });
    await expect(thread.body).toBeVisible();
    await local.officeBack();
  });

  await test.step("offline: the copy, with 'could not reach the office'; back online it refreshes", async () => {
    await inbox.goto();
    const [known] = await inbox.messageIds();
    await context.setOffline(true);
    await page.reload();
    await expect(inbox.row(known!)).toBeVisible({ timeout: FROM_DEVICE_MS });
    await expect(local.freshness).toHaveAttribute("data-state", "unreachable");
    await expect(local.freshness).toContainText("Could not reach the office. Showing the copy from");
    await expect(page.getByTestId("online-indicator")).toHaveText("Offline");
    await context.setOffline(false);
    await expect(page.getByTestId("online-indicator")).toHaveText("Online", { timeout: 15_000 });
    await expect(local.freshness).not.toHaveAttribute("data-state", "unreachable", { timeout: 15_000 });
    await expect(inbox.row(known!)).toBeVisible();
  });

  await test.step("every route reloaded offline reaches a defined state", async () => {
    await context.setOffline(true);
    try {
      for (const route of ROUTES) {
        await page.goto(route);
        expect(await local.expectDefinedState(FROM_DEVICE_MS), route).toBe("screen");
      }
    } finally {
      await context.setOffline(false);
    }
  });

  await test.step("silent office: every route from the device; a screen never seen needs a connection", async () => {
    await local.officeFault({ mode: "hang", ms: 120_000 });
    for (const route of ROUTES) {
      await page.goto(route);
      expect(await local.expectDefinedState(FROM_DEVICE_MS), route).toBe("screen");
    }
    // The product's own waits (give up on a refresh, say "needs a connection") run side by side
    // in two tabs, as a user's tabs would: the known inbox in a second tab...
    const inboxTab = await context.newPage();
    await inboxTab.goto("/correspondence");
    await expect(new InboxPage(inboxTab).rows.first()).toBeVisible({ timeout: FROM_DEVICE_MS });
    // ...and here a page of my applications never opened: nothing on the device, no answer.
    const neverSeen = "/my-applications?page=3";
    await page.goto(neverSeen);
    expect(await local.expectDefinedState(20_000)).toBe("needs-connection");
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
    // The inbox's refresh gives up and says so.
    await expect(new LocalFirstPage(inboxTab).freshness).toContainText("Could not reach the office", { timeout: 30_000 });
    // Closing the tab ends its requests (the browser's connections to the office are shared).
    await inboxTab.close();
    // The office answers again: "needs a connection" opens the page by itself.
    await local.officeBack();
    await expect(local.needsConnection).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: "My applications" })).toBeVisible();
  });

  await test.step("a refresh arriving while a reply is typed loses nothing, the cursor stays", async () => {
    await thread.goto(NEWEST);
    await thread.replyButton.click();
    const editor = thread.editor();
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.type("Dear office, ");
    // The first typing created the letter's draft at the office (not Reply), and the
    // thread read again after it shows that draft in the same panel, the editor kept.
    await expect(thread.draft()).toHaveAttribute("data-draft-id", /^\d+$/, { timeout: 20_000 });
    // The user was away longer than a just-answered thread counts as fresh (3 s,
    // correspondence-queries.ts): real time passes, as it does while a tab is hidden.
    await page.waitForTimeout(3_500);
    const refreshed = page.waitForResponse((response) => response.url().includes(`/correspondences/message/detail/${NEWEST}`));
    // The tab is shown again: TanStack Query refetches the (stale) thread.
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await refreshed;
    await page.keyboard.type("we agree.");
    await expect(editor).toHaveText(TYPED_REPLY);
    expect(await editor.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  await test.step("a 401 while device data is shown: to sign-in, the queued reply kept and sent once after", async () => {
    // The reply typed above, sent offline: it waits in the outbox.
    await thread.expectSavedToOffice();
    await context.setOffline(true);
    await thread.draftButton("Send").click();
    await expect(thread.draftStatus()).toHaveAttribute("data-status", "send-queued");
    // The session ends at the office (as an expiry would); the device copy shows, then the 401.
    await endSession(page);
    await context.setOffline(false);
    // Only committed: the app may leave for sign-in before the page's load event. Back online, the
    // thread's own refresh may meet the 401 first and send the app to sign-in, which aborts this
    // navigation (net::ERR_ABORTED): either way the next page must be sign-in.
    await page.goto("/correspondence", { waitUntil: "commit" }).catch((error: unknown) => {
      if (!String(error).includes("net::ERR_ABORTED")) throw error;
    });
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    // The sign-in page settles on its challenge URL (one more navigation): the outbox is read after
    // it, never in a page that is leaving ("Execution context was destroyed").
    await loginPage.ready();
    expect(await outboxCount(page), "queued work on the sign-in page").toBeGreaterThan(0);
    // Signing in again on that page sends the queued reply, once.
    await loginPage.fill("demoparent", DEMO_PASSWORD);
    await loginPage.submit.click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
    await expect.poll(() => sentWith(page, NEWEST, TYPED_REPLY), { timeout: 25_000 }).toBe(1);
    await expect.poll(() => outboxCount(page), { timeout: 15_000 }).toBe(0);
    expect(await sentWith(page, NEWEST, TYPED_REPLY)).toBe(1);
  });
});
