/**
 * The whole archive on the device (decision 81): the device lists the account's
 * archive from the changes feed in the background, keeps the last 12 months by default, resumes
 * a listing cut by a lost connection from its last stored page (after a reload too), later asks
 * only for what changed (a colleague's change at the office while the device was offline comes
 * alone), starts again on an expired cursor, and keeps everything when the user chooses so.
 * Offline, the inbox's search finds a letter no screen ever showed, and its sorts and filters
 * list the kept letters as the office lists them. The listing runs in a worker
 * of its own; a logout during it leaves nothing of the archive on the device.
 */
import type { Page, Request, Route } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";
import { ShellPage } from "./support/pages/shell-page";
import { waitForServiceWorkerActivated } from "./support/pwa";
import { recordCount } from "./support/device-db";
import { feedLetters, officeListIds } from "./support/feed";
import { withSecondUser } from "./support/second-user";

// Offline page loads come from the service worker's precache, as the installed app's do.
test.use({ serviceWorkers: "allow" });

const CHANGES = "**/api/v1/correspondences/changes**";
const sinceOf = (request: Request) => new URL(request.url()).searchParams.get("since");

interface ChangesPage {
  cursor: string;
  hasMore: boolean;
  changed: Array<{ id: number }>;
  removed: number[];
}

/** A page of the feed as it passed: the cursor it asked after, and the office's answer (null: none). */
interface ChangesAnswer {
  since: string | null;
  body: ChangesPage | null;
}

/**
 * The feed's pages as they pass, read in a route: a response's body cannot be read through
 * `waitForResponse` once the sync's worker that asked has ended with its run. `intercept` may
 * answer a request itself (it returns true), e.g. with a lost connection or an expired cursor.
 * `answer(test)` resolves with the first page, from the call on, that passes `test`.
 */
async function watchChanges(page: Page, intercept?: (route: Route, count: number) => Promise<boolean>) {
  const answers: ChangesAnswer[] = [];
  const waiting = new Set<() => void>();
  let count = 0;
  await page.route(CHANGES, async (route) => {
    count += 1;
    const since = sinceOf(route.request());
    if (await intercept?.(route, count)) {
      answers.push({ since, body: null });
    } else {
      const response = await route.fetch();
      answers.push({ since, body: response.ok() ? ((await response.json()) as ChangesPage) : null });
      await route.fulfill({ response }).catch(() => undefined);
    }
    for (const check of waiting) check();
  });
  const answer = (test: (answer: ChangesAnswer) => boolean) => {
    const from = answers.length;
    return new Promise<ChangesAnswer>((resolve) => {
      const check = () => {
        const found = answers.slice(from).find(test);
        if (found) {
          waiting.delete(check);
          resolve(found);
        }
      };
      waiting.add(check);
    });
  };
  return { answers, answer, stop: () => page.unroute(CHANGES) };
}

const lastPage = (answer: ChangesAnswer) => answer.body?.hasMore === false;

interface FeedLetter {
  id: number;
  receivedDate: string;
  boCorrespondenceNumber: string | null;
  handled: unknown;
}

async function openStorage(page: Page) {
  await page.goto("/correspondence/storage");
  await expect(page.getByRole("heading", { level: 1, name: "Letters on this device" })).toBeVisible();
  return page.getByTestId("archive-sync-text");
}

/** The office's count of the 12 months window, as the keep choice shows it. */
async function countOf(page: Page, keep: "12m" | "3y" | "all"): Promise<number> {
  const hint = page.getByTestId(`keep-${keep}`);
  await expect(hint).toContainText(/[\d,]+ letters, about/);
  return Number(/([\d,]+) letters/.exec((await hint.textContent()) ?? "")?.[1]?.replace(/,/g, ""));
}

test("the first listing shows its real counts, resumes after a lost connection and a reload, and the inbox finds an unseen letter offline", async ({ page, context, signIn }) => {
  // Two listings of the archive (about 2 s each on an idle machine, many times that under load).
  test.setTimeout(90_000);
  await signIn(page, "demoparent", { open: false });
  // The second page of the first listing meets a lost connection.
  const changes = await watchChanges(page, async (route, count) => count === 2 && (await route.abort("internetdisconnected"), true));
  const first = changes.answer((answer) => answer.body !== null);
  const status = await openStorage(page);
  const cursor = (await first).body!.cursor;
  await expect(status).toContainText(/Listing your archive: 200 of \d+ letters checked/);
  await expect(page.getByText("The office cannot be reached.")).toBeVisible();
  expect(changes.answers).toHaveLength(2);

  // A reload resumes from the page stored, never from the start.
  await changes.stop();
  const resumed = page.waitForRequest((request) => request.url().includes("/correspondences/changes"));
  await page.reload();
  expect(sinceOf(await resumed)).toBe(cursor);
  await expect(status).toContainText("Up to date with the office as of", { timeout: 20_000 });
  const twelveMonths = await countOf(page, "12m");
  await expect(status).toContainText(`: ${twelveMonths} letters on this device.`);
  expect(twelveMonths).toBeLessThan(await countOf(page, "all"));
  await waitForServiceWorkerActivated(page);

  // A letter of the window that no screen showed, and one older than the window.
  const letters = await feedLetters<FeedLetter>(page);
  const byAge = [...letters].sort((a, b) => a.receivedDate.localeCompare(b.receivedDate));
  const older = byAge[letters.length - twelveMonths - 1]!;
  const unseen = byAge[letters.length - twelveMonths + 5]!;
  // The office's first page of a list, over the letters the device keeps (the newest 12 months).
  const kept = new Set(byAge.slice(letters.length - twelveMonths).map((letter) => letter.id));
  const officeFirstPage = async (body: Record<string, unknown>) => (await officeListIds(page, body)).filter((id) => kept.has(id)).slice(0, 10);
  const bySubject = await officeFirstPage({ sort: "SUBJECT", sortType: "ASC" });
  const replyRequired = await officeFirstPage({ sort: "RECEIVED_DATE", sortType: "DESC", filterCriteria: { requiresReply: true } });
  const replyRequiredByDue = await officeFirstPage({ sort: "DUE_DATE", sortType: "ASC", filterCriteria: { requiresReply: true } });
  expect(replyRequiredByDue).not.toEqual(replyRequired);
  await context.setOffline(true);
  try {
    const inbox = new InboxPage(page);
    await inbox.goto();
    await inbox.expectLoaded();
    await inbox.search(unseen.boCorrespondenceNumber!);
    await expect(page.getByTestId("offline-copy-notice")).toContainText("stored on this device");
    await expect.poll(() => inbox.messageIds()).toEqual([unseen.id]);
    await inbox.search(older.boCorrespondenceNumber!);
    await expect(page.getByTestId("offline-copy-notice")).toContainText("stored on this device");
    await expect.poll(() => inbox.messageIds()).toEqual([]);

    // Sorts and filters never seen online: the device lists its letters as the office would.
    await inbox.goto();
    await inbox.sortButton("Subject").click();
    await inbox.expectParams({ sort: "SUBJECT", sortType: "ASC" });
    await expect.poll(() => inbox.messageIds()).toEqual(bySubject);
    await expect(inbox.header("Subject")).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByTestId("offline-copy-notice")).toContainText("stored on this device");
    await inbox.toggle("Reply required");
    await inbox.expectParams({ requiresReply: "true", sort: "" });
    await expect.poll(() => inbox.messageIds()).toEqual(replyRequired);
    await inbox.sortButton("Due date").click();
    await inbox.expectParams({ requiresReply: "true", sort: "DUE_DATE", sortType: "ASC" });
    await expect.poll(() => inbox.messageIds()).toEqual(replyRequiredByDue);
  } finally {
    await context.setOffline(false);
  }
});

test("the sync starts in the background; a change made at the office while the device was offline comes alone with the next sync; an expired cursor lists again; keeping everything keeps every letter", async ({ page, context, browser, baseURL, signIn }) => {
  // Three listings of the archive and a sync of changes.
  test.setTimeout(90_000);
  await signIn(page, "demoparent", { open: false });
  // In the background of any screen: the first listing starts once the inbox has settled.
  const listing = await watchChanges(page);
  const listed = listing.answer(lastPage);
  const inbox = new InboxPage(page);
  await inbox.goto();
  await listed;
  await listing.stop();
  const status = await openStorage(page);
  await expect(status).toContainText("Up to date with the office as of");

  // While the device is offline, a colleague marks a letter handled at the office. Back online,
  // the next sync (coming online, or the storage screen's) asks after the stored cursor and gets
  // that one letter, nothing else again.
  const letters = await feedLetters<FeedLetter>(page);
  const newest = letters.filter((letter) => letter.handled === null).reduce((a, b) => (a.receivedDate > b.receivedDate ? a : b));
  await context.setOffline(true);
  await withSecondUser(browser, baseURL, async (colleague) => {
    await signIn(colleague, "democolleague", { open: false });
    const token = (await colleague.request.get("/api/v1/auth/me")).headers()["x-csrf-token"] ?? "";
    const marked = await colleague.request.patch(`/api/v1/correspondences/message/${newest.id}`, {
      headers: { "X-CSRF-TOKEN": token },
      data: [{ op: "replace", path: "/handled", value: true }],
    });
    expect(marked.status()).toBe(204);
  });
  const next = await watchChanges(page);
  const later = next.answer(() => true);
  await context.setOffline(false);
  await openStorage(page);
  const answer = await later;
  await next.stop();
  expect(answer.since).not.toBeNull();
  expect(answer.body).toMatchObject({ hasMore: false, removed: [] });
  expect(answer.body?.changed.map((message) => message.id)).toEqual([newest.id]);
  await expect(status).toContainText("Up to date with the office as of");

  // The office no longer knows the cursor: the device lists again, from the start.
  let expired = false;
  const expiring = await watchChanges(page, async (route) => {
    if (expired || sinceOf(route.request()) === null) return false;
    expired = true;
    await route.fulfill({ status: 410, contentType: "application/json", body: JSON.stringify({ code: 410, description: "changes.cursor.expired" }) });
    return true;
  });
  const relisted = expiring.answer(lastPage);
  await page.getByRole("button", { name: "Sync now" }).click();
  await relisted;
  // The expired cursor's request, then the listing from the start.
  expect(expiring.answers[0]).toMatchObject({ body: null });
  expect(expiring.answers[0]?.since).not.toBeNull();
  expect(expiring.answers[1]?.since).toBeNull();
  await expect(status).toContainText("Up to date with the office as of", { timeout: 20_000 });
  await expiring.stop();

  // Everything: the archive is listed again and every letter kept.
  const all = await countOf(page, "all");
  await page.getByTestId("keep-all").click();
  await page.getByRole("button", { name: "Keep this" }).click();
  await expect(page.getByText("Saved. The device follows your choice.")).toBeVisible();
  await expect(status).toContainText(`: ${all} letters on this device.`, { timeout: 20_000 });
  await expect(page.getByTestId("keep-all").getByRole("radio")).toBeChecked();
});

/** Records in the stores of the app's database that hold the synced archive. */
const archiveRecords = (page: Page) => recordCount(page, "ipo-user-area", ["offlineMessages", "offlineRows", "archiveSync"]);

test("a listing runs in a worker of its own, and a logout during it leaves nothing of the archive", async ({ page, signIn, loginPage }) => {
  test.setTimeout(60_000);
  // The page's thread only shows the progress: the feed's pages are read and stored in the worker.
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await signIn(page, "demoparent", { open: false });
  // The second page of the listing (of two) is held until the user has logged out.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let pages = 0;
  await page.route(CHANGES, async (route) => {
    pages += 1;
    if (pages === 2) await held;
    await route.continue().catch(() => undefined);
  });
  const status = await openStorage(page);
  await expect(status).toContainText(/Listing your archive: 200 of \d+ letters checked/);
  expect(workers.some((url) => /sync-worker/.test(url)), workers.join(", ")).toBe(true);
  expect(await archiveRecords(page)).toBeGreaterThan(0);

  await new ShellPage(page).logout();
  // Read once the sign-in page has settled on its challenge URL (one more navigation).
  await loginPage.ready();
  // The held page arrives after the logout: the run ended with the account's data, nothing is written.
  release();
  await expect.poll(() => archiveRecords(page)).toBe(0);
  await page.waitForTimeout(1_000);
  expect(await archiveRecords(page)).toBe(0);
});
