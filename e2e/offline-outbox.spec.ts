/**
 * The outbox that survives everything: nothing typed is lost and nothing is sent
 * twice, through reloads and a closed page while offline, server errors and a lost answer in
 * the middle of draining, a poison entry, a 401 that pauses the queue until sign-in, and two
 * tabs draining at once. Every scenario counts what the server has (its API) and the totals
 * are printed: "outbox scenarios: N, lost: L, duplicated: D". Then a logout on a shared device:
 * queued work is listed first; with an empty outbox nothing of the account stays in IndexedDB,
 * Cache Storage or the persisted queries (read in the page).
 * Faults come from the reference server's /sandbox/faults (IPO_TEST_HOOKS).
 */
import type { Page } from "@playwright/test";
import { dismissExpiringAlert, expect, test } from "./support/fixtures";
import { outboxTally } from "./support/outbox-tally";
import {
  NeedsAttentionList,
  clearFaults,
  createDraft,
  draftFiles,
  endSession,
  faultHits,
  injectFault,
  outboxCount,
  replyableMessages,
  sendDraft,
  sentWith,
} from "./support/pages/outbox-page";
import type { ShellPage } from "./support/pages/shell-page";
import { ThreadPage } from "./support/pages/thread-page";
import { waitForServiceWorkerActivated } from "./support/pwa";
import { chooseMenuItem } from "./support/menus";

// The offline app: with its service worker, as users have it.
test.use({ serviceWorkers: "allow" });

// 45 s, not the default 30: these scenarios wait for real things — the service worker's
// activation, reloads, a closed and reopened page, the outbox's 2 s backoff after a fault and
// the office answering through injected faults — and run beside another worker on 2 cores.
// Locally each takes 6 to 13 s.
test.describe.configure({ mode: "serial", timeout: 45_000 });

const record = outboxTally("outbox scenarios");

let messages: number[] = [];
/** Messages used beyond `messages` (so later tests pick others). */
const alsoUsed: number[] = [];

async function openLogout(shell: ShellPage): Promise<void> {
  if (await shell.logoutButton.isVisible()) {
    await shell.logoutButton.click();
  } else {
    await shell.userMenuButton.click();
    await chooseMenuItem(shell.page, "Log out");
  }
}

/** Opens the thread's draft panel with an empty draft ready for typing. */
async function openDraft(page: Page, messageId: number): Promise<ThreadPage> {
  await createDraft(page, messageId);
  const thread = new ThreadPage(page);
  await thread.goto(messageId);
  await thread.expandDraft();
  return thread;
}

/** Waits for the outbox to be empty, then the server's count of `text` must stay where it is. */
async function settledCount(page: Page, messageId: number, text: string, expected = 1): Promise<number> {
  await expect.poll(() => sentWith(page, messageId, text), { timeout: 25_000 }).toBe(expected);
  await expect.poll(() => outboxCount(page), { timeout: 15_000 }).toBe(0);
  return sentWith(page, messageId, text);
}

test.describe("offline outbox", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, "demoparent", { open: false });
    if (messages.length === 0) messages = await replyableMessages(page, 4);
    await clearFaults(page);
  });

  test("a reply sent offline survives two reloads and a closed page, and reaches the office once", async ({ page, context }) => {
    const [messageId = 0] = messages;
    const text = "Offline reply, every character kept: 12345 ąčęėįšųūž!";
    const thread = await openDraft(page, messageId);
    await waitForServiceWorkerActivated(page);
    await context.setOffline(true);
    await thread.editor().click();
    await page.keyboard.type(text);
    await thread.draftButton("Send").click();
    await expect(thread.draftStatus()).toHaveAttribute("data-status", "send-queued");
    await expect(page.getByText("It has not been sent yet.", { exact: false })).toBeVisible();
    await page.reload();
    await page.reload();
    await page.close();

    const reopened = await context.newPage();
    await dismissExpiringAlert(reopened);
    await reopened.goto("/");
    expect(await outboxCount(reopened)).toBe(1);
    await context.setOffline(false);
    const found = await settledCount(reopened, messageId, text);
    record(found);
    expect(found).toBe(1);
  });

  test("a server error and a lost answer in the middle of draining send the reply once", async ({ page }) => {
    const [, messageId = 0] = messages;
    const text = "Through a 500 and a restart";
    const thread = await openDraft(page, messageId);
    await injectFault(page, { mode: "500", method: "PUT", path: "/correspondences/draft" });
    // The send is carried out, then the connection drops before the answer (a restart mid-drain).
    await injectFault(page, { mode: "abort-after", method: "POST", path: "/correspondences/draft/send" });
    await thread.editor().click();
    await page.keyboard.type(text);
    // Collapsing saves at once: that save meets the 500 and backs off.
    await thread.draft().locator("[data-part=item-trigger]").first().click();
    await expect.poll(() => faultHits(page)).toEqual([1, 0]);
    await thread.expandDraft();
    await thread.draftButton("Send").click();
    await expect(page.getByText("Your reply was sent.")).toBeVisible({ timeout: 25_000 });
    expect(await faultHits(page)).toEqual([1, 1]);
    const found = await settledCount(page, messageId, text);
    record(found);
    expect(found).toBe(1);
  });

  test("a poison entry waits in Needs attention with the text kept, after the stale-draft warning", async ({ page, expectNoSeriousA11yViolations }) => {
    const [, , messageId = 0] = messages;
    const text = "My careful answer that must not vanish";
    const thread = await openDraft(page, messageId);
    // The typing must stay unconfirmed until Send (the warning is about edits the office has not
    // confirmed). The panel's 10 s autosave runs from its opening: on a loaded machine its tick
    // came before the other device's send, the office confirmed the typing, no warning was due
    // and Send was refused at once. So the office fails every save of this draft (a send is a POST).
    await injectFault(page, { mode: "500", method: "PUT", path: "/correspondences/draft", count: 100 });
    await thread.editor().click();
    await page.keyboard.type(text);
    await expect(thread.draftStatus()).toHaveAttribute("data-status", /device|office/);
    // Meanwhile, on another device: this draft is sent, and then another reply as well.
    const draftId = Number(await thread.draft().getAttribute("data-draft-id"));
    await sendDraft(page, messageId, draftId, "<p>Sent from another device</p>");
    await sendDraft(page, messageId, await createDraft(page, messageId), "<p>A newer reply</p>");

    await thread.draftButton("Send").click();
    const warning = page.getByRole("alertdialog", { name: "The thread has a newer message" });
    await expect(warning).toBeVisible();
    await warning.getByRole("button", { name: "Send anyway" }).click();
    const refused = page.getByRole("alertdialog").filter({ hasText: "This reply has already been sent." });
    await expect(refused).toBeVisible();
    await refused.getByRole("button").first().click();

    const attention = new NeedsAttentionList(page);
    await expect(attention.region).toBeVisible();
    await expect(attention.items).toHaveCount(1);
    await expect(attention.items.first()).toContainText("This reply has already been sent.");
    await expect(attention.items.first().getByTestId("attention-text")).toHaveText(text);
    const kept = (await attention.items.first().getByTestId("attention-text").textContent()) === text ? 1 : 0;
    await expectNoSeriousA11yViolations(page);
    expect(await sentWith(page, messageId, text)).toBe(0);
    record(kept);

    await attention.items.first().getByRole("button", { name: "Discard" }).click();
    await page.getByRole("alertdialog", { name: "Discard this item?" }).getByRole("button", { name: "Discard" }).click();
    await expect(attention.region).toHaveCount(0);
    expect(await outboxCount(page)).toBe(0);
  });

  test("a 401 pauses the queue; signing in again resumes it", async ({ page, context, signIn }) => {
    const [, , , messageId = 0] = messages;
    const text = "Queued before the session ended";
    const thread = await openDraft(page, messageId);
    await context.setOffline(true);
    await thread.editor().click();
    await page.keyboard.type(text);
    await thread.draftButton("Send").click();
    await expect(thread.draftStatus()).toHaveAttribute("data-status", "send-queued");
    await injectFault(page, { mode: "401", method: "POST", path: "/correspondences/draft/send", count: 50 });
    await context.setOffline(false);
    await expect(new NeedsAttentionList(page).paused).toBeVisible({ timeout: 15_000 });
    expect(await sentWith(page, messageId, text)).toBe(0);
    await clearFaults(page);
    await endSession(page);
    // The user comes back later in a new page, the ended one closed: that page goes to sign-in
    // on its next 401, which would abort any navigation the test started in it (ERR_ABORTED).
    const later = await context.newPage();
    await page.close();

    await signIn(later, "demoparent");
    const found = await settledCount(later, messageId, text);
    record(found);
    expect(found).toBe(1);
  });

  test("two tabs draining at once send nothing twice, and each learns the other's results", async ({ page, context }) => {
    const [messageId = 0] = await replyableMessages(page, 1, messages);
    alsoUsed.push(messageId);
    const text = "One reply, two tabs";
    const thread = await openDraft(page, messageId);
    await waitForServiceWorkerActivated(page);
    const second = await context.newPage();
    await dismissExpiringAlert(second);
    const secondThread = new ThreadPage(second);
    await secondThread.goto(messageId);
    await secondThread.expandDraft();

    await context.setOffline(true);
    await thread.editor().click();
    await page.keyboard.type(text);
    await thread.draftButton("Send").click();
    await expect(thread.draftStatus()).toHaveAttribute("data-status", "send-queued");
    // The other tab never queued anything: it learns of the queued send through the BroadcastChannel.
    await expect(secondThread.draftStatus()).toHaveAttribute("data-status", "send-queued");

    await context.setOffline(false);
    // Both tabs (and the worker's Background Sync) drain; both end up showing the reply as sent.
    await expect(thread.drafts).toHaveCount(0, { timeout: 25_000 });
    await expect(secondThread.drafts).toHaveCount(0, { timeout: 25_000 });
    const found = await settledCount(page, messageId, text);
    record(found);
    expect(found).toBe(1);
    await second.close();
  });
  test("a file attached offline is kept on the device and uploaded once", async ({ page, context }) => {
    const [messageId = 0] = await replyableMessages(page, 1, [...messages, ...alsoUsed]);
    const thread = await openDraft(page, messageId);
    // Offline, the app's chunks and the file inspection worker come from the service worker's cache.
    await waitForServiceWorkerActivated(page);
    await context.setOffline(true);
    await thread.fileInput().setInputFiles({ name: "Offline evidence.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% offline\n") });
    await expect(thread.draft().getByTestId("queued-uploads")).toContainText("Offline evidence.pdf");
    expect(await outboxCount(page)).toBe(1);
    await context.setOffline(false);
    await expect(thread.draft().getByTestId("queued-uploads")).toHaveCount(0, { timeout: 25_000 });
    await expect(thread.draft()).toContainText("Offline evidence.pdf");
    await expect.poll(() => outboxCount(page)).toBe(0);
    const files = (await draftFiles(page, messageId)).filter((name) => name === "Offline evidence.pdf");
    record(files.length);
    expect(files).toHaveLength(1);
  });
});

test.describe("logout on a shared device", () => {
  test("queued work is listed first; an empty outbox leaves no account data behind", async ({ page, context, signIn, shell }) => {
    await signIn(page, "demoparent", { open: false });
    const thread = new ThreadPage(page);
    await thread.goto(319);
    await thread.expandDraft();
    await context.setOffline(true);
    await thread.editor().click();
    await page.keyboard.press("End");
    await page.keyboard.type(" typed on a shared device");

    await openLogout(shell);
    const warning = page.getByRole("dialog", { name: "Log out and lose unsent work?" });
    await expect(warning).toBeVisible();
    await expect(warning.getByTestId("logout-queued")).toContainText("typed on a shared device");
    await warning.getByRole("button", { name: "Back" }).click();
    await expect(warning).toBeHidden();

    await context.setOffline(false);
    await thread.expectSavedToOffice();
    await expect.poll(() => outboxCount(page), { timeout: 15_000 }).toBe(0);

    await openLogout(shell);
    const dialog = page.getByRole("dialog", { name: "Log out?" });
    await dialog.getByRole("button", { name: "Log out" }).click();
    // No Clear-Site-Data any more (DECISIONS "Logout"): the client itself wiped what is read below.
    await page.waitForURL(/\/login/);
    // The prerendered form paints before the app runs; the page is read once the app has taken it
    // over on the challenge URL (its redirect is a navigation that would end page.evaluate).
    await page.waitForURL(/login_challenge=/);
    await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();

    const left = await page.evaluate(async () => {
      const stores = await new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open("ipo-user-area");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames].filter((name) => name !== "content");
          const counts: Record<string, number> = {};
          if (names.length === 0) {
            db.close();
            resolve(counts);
            return;
          }
          const tx = db.transaction(names);
          for (const name of names) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      });
      const cacheNames = (await caches.keys()).filter((name) => !name.startsWith("workbox-precache"));
      return { stores, cacheNames, persisted: localStorage.getItem("ipo.query-cache") };
    });
    // Each store by name: a store left holding rows says which one.
    expect(Object.entries(left.stores).filter(([, count]) => count > 0)).toEqual([]);
    expect(left.cacheNames).toEqual([]);
    // The sign-in page persists public content only (no account: no session user).
    expect(left.persisted ?? "").not.toContain('"me"');
    expect(await outboxCount(page)).toBe(0);
  });
});
