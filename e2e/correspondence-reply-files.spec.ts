/**
 * A reply with files is one unit and the office provably holds what was sent
 * (decision 86). Offline, the text is edited, a PDF attached (its pages counted on the device)
 * and Send pressed; back online the file is stored first and the reply sent whole, and the
 * thread shows the office's page count and the checked mark (the office's SHA-256 is the
 * device's). A file the office received changed (the reference server's `checksum` fault) is an
 * error on that file with "Send again", and the reply is never sent without it. The connection
 * drops for the office's API only (routes aborted as offline), so the loaded app keeps its chunks
 * without waiting for the service worker's precache (tests/lib/outbox/reply-unit.test.ts covers
 * the outbox's side of every drop).
 */
import { PDFDocument } from "pdf-lib";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { clearFaults, createDraft, injectFault, messageDetail, replyableMessages } from "./support/pages/outbox-page";
import { ThreadPage } from "./support/pages/thread-page";

// 45 s, not the default 30: each test waits for the office twice (the drain after the
// connection is back, the thread read again), beside other work on 2 cores; locally 8 to 12 s.
test.describe.configure({ mode: "serial", timeout: 45_000 });

const API = "**/api/v1/**";

/** The connection drops for the office's API (every call fails as offline); the app stays loaded. */
async function dropConnection(page: Page): Promise<void> {
  await page.route(API, (route) => route.abort("internetdisconnected"));
}

/** The connection is back: the browser tells the page (`online`), and the outbox drains. */
async function restoreConnection(page: Page): Promise<void> {
  await page.unroute(API);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
}

let messages: number[] = [];

async function pdfOf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage();
  return Buffer.from(await document.save());
}

/** Files of the reply the office SENT with `text` in its body (null: none sent). */
async function sentFiles(page: Page, messageId: number, text: string): Promise<string[] | null> {
  const sent = ((await messageDetail(page, messageId)).subRows ?? []).filter((row) => row.draftStatus === "SENT" && row.body.includes(text));
  return sent.length === 1 ? sent[0]!.messageSearchAttachment.map((file) => file.name) : sent.length === 0 ? null : ["sent twice"];
}

async function openDraft(page: Page, messageId: number): Promise<{ thread: ThreadPage; draftId: number }> {
  const draftId = await createDraft(page, messageId);
  const thread = new ThreadPage(page);
  await thread.goto(messageId);
  await thread.expandDraft();
  return { thread, draftId };
}

test.beforeEach(async ({ page, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  if (messages.length === 0) messages = await replyableMessages(page, 2);
  await clearFaults(page);
});

test("text and a PDF queued offline: the file is stored first, the reply sent whole, pages and checked mark shown", async ({ page }) => {
  const [messageId = 0] = messages;
  const text = "Reply with its annex, queued offline";
  const { thread } = await openDraft(page, messageId);
  await dropConnection(page);
  await thread.editor().click();
  await page.keyboard.type(text);
  await thread.fileInput().setInputFiles({ name: "Annex.pdf", mimeType: "application/pdf", buffer: await pdfOf(3) });
  // Counted on the device before sending.
  const queued = thread.draft().locator("[data-queued-file='Annex.pdf']");
  await expect(queued).toContainText("3 pages");
  await thread.draftButton("Send").click();
  await expect(thread.draftStatus()).toHaveAttribute("data-status", "send-queued");

  await restoreConnection(page);
  await expect.poll(() => sentFiles(page, messageId, text), { timeout: 25_000 }).toEqual(["Annex.pdf"]);
  // The sent reply in the thread: the office's page count and the device's check of its SHA-256.
  const reply = page.locator("[data-reply-id]").filter({ hasText: "Sent" }).last();
  await expect(reply).toBeVisible({ timeout: 15_000 });
  // The draft's panel was open: the sent reply (the same row) stays open.
  await expect(reply).toHaveAttribute("data-state", "open");
  const file = reply.getByRole("listitem").filter({ hasText: "Annex.pdf" });
  await expect(file.getByTestId("file-pages")).toHaveText("3 pages");
  await expect(file.getByTestId("file-verified")).toBeVisible();
});

test("a file the office received changed is an error on that file with Send again; the reply waits for it", async ({ page }) => {
  const [, messageId = 0] = messages;
  const text = "Reply that must not leave without its file";
  const { thread, draftId } = await openDraft(page, messageId);
  await injectFault(page, { mode: "checksum", method: "POST", path: `/correspondences/attachments/${draftId}` });
  await thread.fileInput().setInputFiles({ name: "Evidence.pdf", mimeType: "application/pdf", buffer: await pdfOf(2) });
  const refused = thread.draft().locator("[data-queued-file='Evidence.pdf']");
  await expect(refused).toHaveAttribute("data-refused", "true");
  await expect(refused.getByTestId("file-refusal")).toBeVisible();

  await thread.editor().click();
  await page.keyboard.type(text);
  await thread.draftButton("Send").click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("A file of this reply could not be stored at the office");
  await dialog.getByRole("button", { name: "OK" }).click();
  expect(await sentFiles(page, messageId, text)).toBeNull();

  // Sent again (the fault is spent): stored, checked, and the reply goes with it.
  await refused.getByRole("button", { name: "Send Evidence.pdf again" }).click();
  const stored = thread.draft().getByRole("list", { name: "Attachments" }).getByRole("listitem").filter({ hasText: "Evidence.pdf" });
  await expect(stored.getByTestId("file-verified")).toBeVisible({ timeout: 15_000 });
  await expect(stored.getByTestId("file-pages")).toHaveText("2 pages");
  await thread.draftButton("Send").click();
  await expect.poll(() => sentFiles(page, messageId, text), { timeout: 25_000 }).toEqual(["Evidence.pdf"]);
});
