/**
 * A new version of the app published while the user is offline for a day ("update
 * while offline"): the installed version keeps working offline with every file it needs (also
 * the screens never opened before, their code from its precache); a reply queued that day is
 * sent once when the connection is back; the next online start finds the new version, and
 * accepting it first hands what is typed in an open editor to the outbox, so the update loses
 * nothing. The new version is the server's test hook (a changed sw.js, a new shell revision),
 * reset at the end so other specs meet the built worker.
 */
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";
import { createDraft, draftBody, outboxCount, replyableMessages, sentWith } from "./support/pages/outbox-page";
import { ThreadPage } from "./support/pages/thread-page";
import { precachedShellRevision, serveServiceWorkerVersion, waitForServiceWorkerActivated } from "./support/pwa";

// The installed app as users have it: with its service worker.
test.use({ serviceWorkers: "allow" });

const DAY = 24 * 60 * 60 * 1000;
/** A full page load offline: the app's start-up from the worker's precache (see offline-endurance). */
const PAGE_LOAD_MS = 5000;

test.afterEach(async ({ page }) => {
  await serveServiceWorkerVersion(page, null);
});

test("a version published during a day offline: the old one keeps working, the queued reply goes once, the update keeps the typing", async ({ page, context, signIn }) => {
  // Two drains, a worker install and its takeover, six page loads.
  test.setTimeout(90_000);
  await signIn(page, "demoparent", { open: false });
  const [queued = 0, typedLast = 0] = await replyableMessages(page, 2);
  await createDraft(page, queued);
  await createDraft(page, typedLast);
  const inbox = new InboxPage(page);
  await inbox.goto();
  await waitForServiceWorkerActivated(page);
  const [listed = 0] = await inbox.messageIds();
  const firstShell = await precachedShellRevision(page);
  expect(firstShell).not.toBeNull();

  // Offline, the user answers a letter and sends; meanwhile the office publishes a new version.
  const thread = new ThreadPage(page);
  await thread.goto(queued);
  await thread.expandDraft();
  await context.setOffline(true);
  const text = "Sent the day the app was updated";
  await thread.editor().click();
  await page.keyboard.type(text);
  await thread.draftButton("Send").click();
  await expect(thread.draftStatus()).toHaveAttribute("data-status", "send-queued");
  await serveServiceWorkerVersion(page, "offline-day");

  // A day offline (the page's clock; its hourly update checks find no connection). The
  // installed version opens every screen, also one never opened before, from its own files.
  await page.clock.install();
  await page.clock.fastForward(DAY);
  await page.goto("/correspondence");
  await expect(inbox.row(listed)).toBeVisible({ timeout: PAGE_LOAD_MS });
  await page.goto("/online-services/trademark");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trademark online services", { timeout: PAGE_LOAD_MS });
  await page.goto(`/correspondence/${queued}`);
  await expect(thread.body).toBeVisible({ timeout: PAGE_LOAD_MS });
  expect(await precachedShellRevision(page)).toBe(firstShell);
  expect(await outboxCount(page)).toBe(1);

  // Back online: the reply goes out once, whole; the next start finds the new version waiting.
  await context.setOffline(false);
  await expect.poll(() => sentWith(page, queued, text), { timeout: 25_000 }).toBe(1);
  await expect.poll(() => outboxCount(page)).toBe(0);
  await thread.goto(typedLast);
  const prompt = page.getByRole("region", { name: "App update" });
  await expect(prompt).toBeVisible({ timeout: 20_000 });

  // Typing, then "Update now" at once (before the outbox's pause would store it): kept.
  await thread.expandDraft();
  await thread.editor().click();
  await page.keyboard.type("Typed as the update came");
  await prompt.getByRole("button", { name: "Update now" }).click();
  await expect.poll(() => precachedShellRevision(page), { timeout: 20_000 }).toBe(`${firstShell}-offline-day`);
  await expect.poll(() => draftBody(page, typedLast), { timeout: 20_000 }).toContain("Typed as the update came");
  expect(await sentWith(page, queued, text)).toBe(1);
});
