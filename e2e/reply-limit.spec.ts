/**
 * The reply's length limit up front: the draft editor shows the office's maximum
 * (20,000 characters, decision 6); a pasted 75,000-character text is refused at the field, with
 * the reason, before anything is queued or sent, and stays in the editor; Close and back waits
 * with the same reason. The text past the limit is kept on the device (the draft's outbox entry,
 * held): a reload, online or offline, brings it back with the reason, and it is never sent nor
 * counted as queued work; the logout dialog lists it as what a logout would delete. Seed: 319
 * has a draft.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { NeedsAttentionList } from "./support/pages/outbox-page";
import { ShellPage } from "./support/pages/shell-page";
import { ThreadPage } from "./support/pages/thread-page";
import { waitForServiceWorkerActivated } from "./support/pwa";

// The installed app as users have it: its service worker serves the reload offline.
test.use({ serviceWorkers: "allow" });

/** The lengths of the draft texts the outbox holds on the device past the limit (held entries), read in the page. */
async function heldLengths(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open("ipo-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction("entries").objectStore("entries").getAll();
          request.onsuccess = () => {
            open.result.close();
            const entries = request.result as { held?: boolean; payload: { body?: string } }[];
            resolve(entries.filter((entry) => entry.held === true).map((entry) => entry.payload.body?.length ?? 0));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

test("a pasted 75,000-character reply is refused at the field and kept, across reloads online and offline, never sent nor queued", async ({ page, context, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const thread = new ThreadPage(page);
  await thread.goto(319);
  await waitForServiceWorkerActivated(page);
  await thread.expandDraft();
  const length = thread.draft().getByTestId("reply-length");
  await expect(length).toHaveText("At most 20,000 characters, formatting included.");
  await expect(thread.editor()).toHaveAttribute("aria-describedby", (await length.getAttribute("id")) ?? "");

  const sentToOffice: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/correspondences/draft") && request.method() !== "GET") sentToOffice.push(request.method());
  });
  // A paste as the browser delivers it, at the end of the text: slate inserts the clipboard's text.
  await thread.editor().click();
  await page.keyboard.press("ControlOrMeta+End");
  await thread.editor().evaluate((editor) => {
    const data = new DataTransfer();
    data.setData("text/plain", "a".repeat(75_000));
    editor.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(length).toContainText("characters too long: the office accepts at most 20,000 characters, formatting included.");
  await expect(thread.draftStatus()).toHaveAttribute("data-status", "too-long");
  await expect(thread.editor()).toHaveAttribute("aria-invalid", "true");

  // Close and back cannot save it to the office: the thread stays (the button busy while it checks), with the reason.
  await thread.closeButton.click();
  await expect(length).toHaveAttribute("role", "alert");
  await expect(thread.closeButton).toBeEnabled();
  await expect(page).toHaveURL(/\/correspondence\/319/);

  await thread.draftButton("Send").click();
  await expect(length).toHaveAttribute("role", "alert");
  await expect(thread.editor()).toBeFocused();
  await expect(thread.draftStatus()).toHaveAttribute("data-status", "too-long");
  expect(sentToOffice).toEqual([]);
  expect((await thread.editor().innerText()).length).toBeGreaterThanOrEqual(75_000);

  // Kept on the device: the draft's entry holds it, held (never delivered).
  await expect.poll(() => heldLengths(page)).toEqual([expect.any(Number)]);
  expect((await heldLengths(page))[0]).toBeGreaterThan(75_000);

  const attention = new NeedsAttentionList(page);
  const shell = new ShellPage(page);
  const expectKeptNotQueued = async () => {
    await thread.expandDraft();
    await expect(length).toContainText("characters too long: the office accepts at most 20,000 characters, formatting included.");
    await expect(thread.draftStatus()).toHaveAttribute("data-status", "too-long");
    expect((await thread.editor().innerText()).length).toBeGreaterThanOrEqual(75_000);
    // Counted nowhere as queued work: no "Needs attention", nothing for the logout to send. But
    // the logout would delete it: the dialog says so, and offers no "Send now" for it.
    await expect(attention.region).toHaveCount(0);
    await shell.logoutButton.click();
    const dialog = page.getByRole("dialog", { name: "Log out and lose unsent work?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("logout-queued").getByRole("listitem")).toHaveText([/^Reply text longer than the office accepts, kept only on this device.*aaaa…$/s]);
    await expect(dialog.getByRole("button", { name: "Send now and log out" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Discard and log out" })).toBeVisible();
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog).toHaveCount(0);
  };

  await page.reload();
  await expectKeptNotQueued();
  await context.setOffline(true);
  await expect(page.getByTestId("online-indicator")).toHaveText("Offline");
  await page.reload();
  await expectKeptNotQueued();
  await context.setOffline(false);
  await expect(page.getByTestId("online-indicator")).toHaveText("Online");
  // Back online, the outbox drains (online event): still nothing of it goes to the office.
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await page.waitForTimeout(1_000);
  expect(sentToOffice).toEqual([]);
  expect(await heldLengths(page)).toHaveLength(1);
});
