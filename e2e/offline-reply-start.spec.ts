/**
 * A reply started offline: on a letter the device holds but that has no draft, Reply
 * works offline as in a mail client. The draft is created through the outbox when the office is
 * back (src/lib/outbox: a draft's work without an office draft); meanwhile the text is kept on the
 * device (a reload finds it), a file is attached, and Send queues the whole reply ("Waiting to
 * send", never "Sent"). Back online the office has exactly one sent reply with the text and the
 * file, and the thread shows it sent. The outbox's side (creation found again, answers lost,
 * files first) is tests/lib/outbox/new-draft.test.ts.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { messageDetail, outboxCount } from "./support/pages/outbox-page";
import { ThreadPage } from "./support/pages/thread-page";
import { waitForServiceWorkerActivated } from "./support/pwa";

// The installed app as users have it: its service worker serves the reload offline.
test.use({ serviceWorkers: "allow" });

/** A letter of the seed the user may answer that has neither a draft nor a reply (Reply creates, no question). */
async function letterWithoutReplies(page: Page): Promise<number> {
  for (let id = 300; id > 200; id -= 1) {
    const message = await messageDetail(page, id);
    if (message.direction === "BO_OUTGOING" && (message.subRows ?? []).length === 0) return id;
  }
  throw new Error("the seed has no letter without replies");
}

/** The office's SENT replies of the letter carrying `text`, with their files. */
async function sentReplies(page: Page, messageId: number, text: string): Promise<string[][]> {
  const rows = (await messageDetail(page, messageId)).subRows ?? [];
  return rows.filter((row) => row.draftStatus === "SENT" && row.body.includes(text)).map((row) => row.messageSearchAttachment.map((file) => file.name));
}

// A PNG of one pixel.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test("Reply offline on a letter without a draft: typed, kept across a reload, a file attached, sent once when the office is back", async ({ page, context, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const messageId = await letterWithoutReplies(page);
  const thread = new ThreadPage(page);
  await thread.goto(messageId);
  await waitForServiceWorkerActivated(page);
  await expect(thread.drafts).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByTestId("online-indicator")).toHaveText("Offline");
  await thread.replyButton.click();
  await thread.expandDraft();
  const text = `Started on the train ${Date.now()}`;
  await thread.editor().click();
  await page.keyboard.type(text);
  await expect(thread.draftStatus()).toHaveAttribute("data-status", "device");

  // Reloaded offline: the reply the device holds opens again with its text.
  await page.reload();
  await expect(thread.body).toBeVisible();
  await expect(thread.editor()).toContainText(text);
  await thread.fileInput().setInputFiles({ name: "Annex.png", mimeType: "image/png", buffer: PNG });
  await expect(thread.draft().locator("[data-queued-file='Annex.png']")).toBeVisible();
  await thread.draftButton("Send").click();
  await expect(thread.draftStatus()).toHaveAttribute("data-status", "send-queued");
  await expect(thread.draftStatus()).toContainText("Waiting to send");
  await expect(thread.sentReplies).toHaveCount(0);
  expect(await sentReplies(page, messageId, text)).toEqual([]);

  // Back online: the draft created, the file stored, the reply sent, once.
  await context.setOffline(false);
  await expect.poll(() => sentReplies(page, messageId, text), { timeout: 20_000 }).toEqual([["Annex.png"]]);
  await expect(thread.sentReplies.filter({ hasText: text })).toHaveCount(1);
  await expect(thread.drafts).toHaveCount(0);
});

test("a reply started offline and deleted leaves nothing: not after a reload, not at the office once back", async ({ page, context, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const messageId = await letterWithoutReplies(page);
  const thread = new ThreadPage(page);
  await thread.goto(messageId);
  await waitForServiceWorkerActivated(page);

  await context.setOffline(true);
  await expect(page.getByTestId("online-indicator")).toHaveText("Offline");
  await thread.replyButton.click();
  await thread.expandDraft();
  await thread.editor().click();
  await page.keyboard.type("Not needed after all");
  await expect(thread.draftStatus()).toHaveAttribute("data-status", "device");
  await thread.fileInput().setInputFiles({ name: "Annex.png", mimeType: "image/png", buffer: PNG });
  await expect(thread.draft().locator("[data-queued-file='Annex.png']")).toBeVisible();
  await thread.draftButton("Delete draft").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete draft" }).click();
  await expect(thread.drafts).toHaveCount(0);

  // Reloaded offline: the device holds nothing of it, and nothing waits to be sent.
  await page.reload();
  await expect(thread.body).toBeVisible();
  await expect(thread.drafts).toHaveCount(0);
  expect(await outboxCount(page)).toBe(0);

  // Back online: the outbox has nothing to deliver, and the office never got a draft or a file.
  await context.setOffline(false);
  await expect(page.getByTestId("online-indicator")).toHaveText("Online");
  await page.reload();
  await expect(thread.body).toBeVisible();
  await expect(thread.drafts).toHaveCount(0);
  expect((await messageDetail(page, messageId)).subRows ?? []).toEqual([]);
});
