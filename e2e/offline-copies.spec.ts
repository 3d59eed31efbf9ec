/**
 * The device copy by every way in: a screen with a copy on the device shows it
 * whether it is reached by a link, the menu, the URL or a reload, and whichever page was opened
 * first (here a dashboard never seen, which itself "needs a connection"); a letter opened from
 * the inbox shows from the device when opened from another list. The header tells the truth
 * about the connection: offline, or "the office is not answering" when every answer is late
 * (lie-fi), long before the 20 s give-up, with the copy's time on screen.
 */
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";
import { LocalFirstPage } from "./support/pages/local-first-page";
import { ThreadPage } from "./support/pages/thread-page";
import { waitForServiceWorkerActivated } from "./support/pwa";

// The installed app as users have it: with its service worker.
test.use({ serviceWorkers: "allow" });

/** Message 320: the newest, in the inbox's first page (server/correspondence/seed-featured.ts). */
const NEWEST = 320;
/** Twice the target (2 s) for a loaded 2-core machine: how soon a copy must show. */
const FROM_DEVICE_MS = 4000;
/** Before the office's late answers (10 s) and the give-up (20 s): the header must know by then. */
const TOLD_WITHIN_MS = 8000;

test("a copy on the device shows by link, menu, URL and reload, after a screen without one", async ({ page, context, signIn, shell }) => {
  test.setTimeout(60_000);
  const inbox = new InboxPage(page);
  const thread = new ThreadPage(page);
  const local = new LocalFirstPage(page);
  await signIn(page, "demoparent", { open: false });
  await inbox.goto();
  await waitForServiceWorkerActivated(page);
  const letter = NEWEST;
  await expect(inbox.row(letter)).toBeVisible();
  // Opened from the inbox: the thread's copy is kept under the inbox's list parameters.
  await inbox.row(letter).getByRole("link").first().click();
  await expect(thread.body).toBeVisible();

  await context.setOffline(true);
  // The dashboard was never seen on this device: it needs a connection.
  await page.goto("/");
  expect(await local.expectDefinedState(15_000)).toBe("needs-connection");

  // The menu: the inbox from the device, not the dashboard's "needs a connection".
  await shell.mainMenu.getByRole("link", { name: "Correspondence", exact: true }).click();
  await expect(inbox.row(letter)).toBeVisible({ timeout: FROM_DEVICE_MS });
  await expect(local.needsConnection).toHaveCount(0);
  await expect(local.freshness).toHaveAttribute("data-state", "unreachable");

  // A reload, then the letter by URL as the dashboard's "Replies due" card links it (another
  // list's parameters), then back to the inbox by its link.
  await page.reload();
  await expect(inbox.row(letter)).toBeVisible({ timeout: FROM_DEVICE_MS });
  await page.goto(`/correspondence/${letter}?view=needs-reply`);
  await expect(thread.body).toBeVisible({ timeout: FROM_DEVICE_MS });
  await expect(page.getByTestId("online-indicator")).toHaveAttribute("data-state", "offline");
  await page.getByRole("button", { name: "Close and back" }).click();
  await expect(inbox.heading).toBeVisible({ timeout: FROM_DEVICE_MS });
  await context.setOffline(false);
});

test("lie-fi: the copy at once, and the header says the office is not answering", async ({ page, signIn }) => {
  test.setTimeout(90_000);
  const inbox = new InboxPage(page);
  const local = new LocalFirstPage(page);
  const indicator = page.getByTestId("online-indicator");
  await signIn(page, "demoparent", { open: false });
  await inbox.goto();
  // The app's code from the device (the browser's few connections to the office's host are
  // held by the late answers).
  await waitForServiceWorkerActivated(page);
  const letter = NEWEST;

  // Every answer of the office 10 s late.
  await local.officeFault({ mode: "delay", ms: 10_000 });
  try {
    await page.reload();
    await expect(inbox.row(letter)).toBeVisible({ timeout: FROM_DEVICE_MS });
    // Told while the first answers are still late (they come after 10 s; the give-up is at 20 s).
    await expect(indicator).toHaveAttribute("data-state", "not-answering", { timeout: TOLD_WITHIN_MS });
    await expect(indicator).toHaveText("Office not answering");
    await expect(local.freshness).toContainText("Could not reach the office. Showing the copy from");
  } finally {
    await local.officeBack();
  }
  // The late answers arrive: the header says the office answers again.
  await expect(indicator).toHaveAttribute("data-state", "online", { timeout: 30_000 });
});
