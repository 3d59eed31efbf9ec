/**
 * The outbox on the device, beside the network chaos of offline-outbox.spec.ts:
 * two tabs typing the same draft (one edits, the other takes over mid-typing), a new version of the service worker (a changed sw.js from
 * the server's test hook) installed and accepted in the update prompt while a send is queued, an
 * IndexedDB upgrade from the previous shipped version with an unsent reply in it, and a full
 * storage while typing (the user is told and nothing typed is dropped). Every scenario counts
 * what the office has and the totals are printed: "outbox device scenarios: N, lost: L,
 * duplicated: D".
 */
import type { Page } from "@playwright/test";
import { dismissExpiringAlert, expect, test } from "./support/fixtures";
import { outboxTally } from "./support/outbox-tally";
import { clearFaults, createDraft, draftBody, messageDetail, faultsSettled, injectFault, outboxCount, replyableMessages, sentWith } from "./support/pages/outbox-page";
import { ThreadPage } from "./support/pages/thread-page";
import { precachedShellRevision, serveServiceWorkerVersion, waitForServiceWorkerActivated } from "./support/pwa";

// 45 s, as in offline-outbox.spec.ts: service-worker activation and the outbox's backoff are real waits.
test.describe.configure({ mode: "serial", timeout: 45_000 });

const record = outboxTally("outbox device scenarios");

const used: number[] = [];
async function nextMessage(page: Page): Promise<number> {
  const [id = 0] = await replyableMessages(page, 1, used);
  used.push(id);
  return id;
}

async function openDraft(page: Page, messageId: number): Promise<ThreadPage> {
  const thread = new ThreadPage(page);
  await thread.goto(messageId);
  await thread.expandDraft();
  return thread;
}

async function typeAtEnd(page: Page, thread: ThreadPage, text: string): Promise<void> {
  await thread.editor().click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

/** The editor's text as the user reads it (without slate's zero-width placeholders). */
async function editorText(thread: ThreadPage): Promise<string> {
  return (await thread.editor().innerText()).replace(/\uFEFF/g, "").trim();
}

test.beforeEach(async ({ page, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  await clearFaults(page);
});

test("two tabs typing the same draft: one edits at a time, the other takes over mid-typing; the office gets every word once", async ({ page, context }) => {
  const messageId = await nextMessage(page);
  await createDraft(page, messageId);
  // The office takes no save: what is typed stays on the device.
  await injectFault(page, { mode: "500", method: "PUT", path: "/correspondences/draft", count: 1000 });
  const first = await openDraft(page, messageId);
  await typeAtEnd(page, first, "Alpha from the first tab.");
  // Written to the device copy (the office refuses the save meanwhile).
  await expect(first.draftStatus()).toHaveAttribute("data-status", /^(device|office-saving|office-waiting)$/);

  const other = await context.newPage();
  await dismissExpiringAlert(other);
  const second = await openDraft(other, messageId);
  // The second tab shows the first tab's typing (the outbox entry), read-only: the first edits it.
  await expect(second.draftStatus()).toHaveAttribute("data-status", "other-tab");
  await expect(second.editor()).toContainText("Alpha from the first tab.");
  await expect(second.draftButton("Send")).toBeDisabled();

  // Both tabs at once: the first keeps typing while the second takes the draft over.
  const typing = page.keyboard.type(" Gamma typed in the first tab while the second takes over.", { delay: 30 });
  await expect(first.editor()).toContainText("Gamma");
  await second.draft().getByRole("button", { name: "Edit here" }).click();
  await expect(first.draftStatus()).toHaveAttribute("data-status", "other-tab");
  await expect(second.draftStatus()).not.toHaveAttribute("data-status", "other-tab");
  await typing;
  // What the first tab kept (on its screen and in the entry) is what the second tab edits.
  await expect.poll(async () => (await editorText(first)) === (await editorText(second))).toBe(true);
  const kept = await editorText(second);
  expect(kept).toContain("Alpha from the first tab. Gamma");
  await typeAtEnd(other, second, " Beta from the second tab.");
  // The first tab follows the second's typing as it reaches the device copy.
  await expect(first.editor()).toContainText("Beta from the second tab.");

  await clearFaults(page);
  await second.draftButton("Send").click();
  await expect.poll(() => sentWith(page, messageId, "Beta from the second tab."), { timeout: 20_000 }).toBe(1);
  // The reply holds everything either tab kept, in order (spaces as the editor left them).
  const sent = (await messageDetail(page, messageId)).subRows?.filter((row) => row.draftStatus === "SENT" && row.body.includes("Beta from the second tab.")) ?? [];
  const words = (html: string) => html.replace(/<[^>]*>|&nbsp;/g, " ").replace(/\s+/g, " ").trim();
  const found = sent.filter((row) => words(row.body) === words(`${kept} Beta from the second tab.`)).length;
  record(found);
  expect(found).toBe(1);
  expect(sent).toHaveLength(1);
  await other.close();
});

test.describe("with the service worker", () => {
  // Only this scenario needs the worker: the others run without its precaching (2-core CI).
  test.use({ serviceWorkers: "allow" });

  test("a reply queued while a new version of the service worker installs and takes over is sent once", async ({ page, context }) => {
    const messageId = await nextMessage(page);
    await createDraft(page, messageId);
    const thread = await openDraft(page, messageId);
    await waitForServiceWorkerActivated(page);
    const firstShell = await precachedShellRevision(page);
    // From now on the server has a new version of the worker (a changed sw.js, a new shell).
    await serveServiceWorkerVersion(page, "update-1");
    await context.setOffline(true);
    await typeAtEnd(page, thread, "Queued across a worker update.");
    await thread.draftButton("Send").click();
    await expect(thread.draftStatus()).toHaveAttribute("data-status", "send-queued");
    // The office is slow to take the send: the drain that starts when the connection is back
    // (the page's, or the old worker's Background Sync) is still on the wire while the new
    // worker installs, is accepted in the update prompt and takes over (the page reloads).
    await injectFault(page, { mode: "delay", ms: 3_000, method: "POST", path: "/correspondences/draft/send", count: 1 });
    await context.setOffline(false);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole("region", { name: "App update" });
    await prompt.getByRole("button", { name: "Update now" }).click();
    // The new worker controls the reloaded page and its shell replaced the old one in the precache.
    await expect.poll(() => precachedShellRevision(page), { timeout: 20_000 }).toBe(`${firstShell}-update-1`);
    await waitForServiceWorkerActivated(page);
    await expect.poll(() => sentWith(page, messageId, "Queued across a worker update."), { timeout: 25_000 }).toBe(1);
    // Every attempt is over (nothing queued on the device, the delayed send has acted): still one.
    await expect.poll(() => outboxCount(page)).toBe(0);
    await expect.poll(() => faultsSettled(page), { timeout: 10_000 }).toEqual([1]);
    const found = await sentWith(page, messageId, "Queued across a worker update.");
    record(found);
    expect(found).toBe(1);
  });
});

test("an update of the app database keeps the reply typed in the previous version", async ({ page }) => {
  const messageId = await nextMessage(page);
  const draftId = await createDraft(page, messageId);
  const me = (await (await page.request.get("/api/v1/auth/me")).json()) as { userId: number };
  // The previous version (database version 4) kept unsent typing in `replyDrafts`.
  await page.goto("/api/v1/content/global");
  await page.evaluate(
    async ({ draftId, messageId, userId }) => {
      await new Promise<void>((resolve, reject) => {
        const deletion = indexedDB.deleteDatabase("ipo-user-area");
        deletion.onsuccess = () => resolve();
        deletion.onerror = () => reject(deletion.error);
      });
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("ipo-user-area", 4);
        open.onupgradeneeded = () => {
          const db = open.result;
          db.createObjectStore("content");
          db.createObjectStore("replyDrafts", { keyPath: "draftId" }).createIndex("byUser", "userId");
          for (const name of ["offlineMessages", "offlineLists", "offlineThreads", "offlineFiles", "offlineSearch"]) {
            db.createObjectStore(name, { keyPath: "key" }).createIndex("byUser", "userId");
          }
          open.transaction?.objectStore("replyDrafts").put({ draftId, messageId, userId, body: "<p>Typed before the update.</p>", updatedAt: Date.now(), syncedBody: null, serverActionDate: null });
        };
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error);
      });
    },
    { draftId, messageId, userId: me.userId },
  );
  const thread = new ThreadPage(page);
  await thread.goto(messageId);
  await expect.poll(() => draftBody(page, messageId), { timeout: 20_000 }).toContain("Typed before the update.");
  await thread.expandDraft();
  await expect(thread.editor()).toContainText("Typed before the update.");
  record((await draftBody(page, messageId)).includes("Typed before the update.") ? 1 : 0);
});

test("a full storage while typing is told to the user and drops nothing typed", async ({ page }) => {
  const messageId = await nextMessage(page);
  await createDraft(page, messageId);
  const thread = await openDraft(page, messageId);
  // Every write to the outbox database fails as on a full disk, until lifted.
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    (window as { ipoStorageFull?: boolean }).ipoStorageFull = true;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore["put"]>) {
      if ((window as { ipoStorageFull?: boolean }).ipoStorageFull && this.name === "entries") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return put.apply(this, args);
    };
  });
  await typeAtEnd(page, thread, "Written on a full disk.");
  await expect(thread.draftStatus()).toHaveAttribute("data-status", "device-failed");
  await expect(thread.draftStatus()).toContainText("storage is full");
  await expect(thread.editor()).toContainText("Written on a full disk.");

  await page.evaluate(() => ((window as { ipoStorageFull?: boolean }).ipoStorageFull = false));
  await typeAtEnd(page, thread, " Space again.");
  await expect(thread.draftStatus()).not.toHaveAttribute("data-status", /device-(failed|saving)/);
  await thread.draftButton("Send").click();
  await expect.poll(() => sentWith(page, messageId, "Written on a full disk. Space again."), { timeout: 20_000 }).toBe(1);
  const found = await sentWith(page, messageId, "Written on a full disk. Space again.");
  record(found);
  expect(found).toBe(1);
});
