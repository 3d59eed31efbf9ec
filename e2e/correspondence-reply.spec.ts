/**
 * Replies: the three branches of Reply (spec 2 §4), the slate editor's formatting and
 * shortcuts, attachments (allowed type, refused type, delete after confirmation), autosave
 * reaching the office, a reload mid-typing keeping every character, offline edits saved on the
 * device and delivered later, Close-and-back's forced save, send, and a read-only session.
 * Seed: 319 has a draft, 318 two replies and no draft, 317 no reply (seed-featured.ts).
 */
import type { Page } from "@playwright/test";
import { dismissExpiringAlert, expect, test } from "./support/fixtures";
import { ThreadPage } from "./support/pages/thread-page";

// The offline app: with its service worker, as users have it.
test.use({ serviceWorkers: "allow" });

interface SubRowJson {
  id: number;
  draftStatus: "DRAFT" | "SENT";
  body: string;
  messageSearchAttachment: { name: string }[];
}

/** The message's replies and drafts as the server has them (the page's session and CSRF token). */
async function serverSubRows(page: Page, messageId: number): Promise<SubRowJson[]> {
  const me = await page.request.get("/api/v1/auth/me");
  const token = me.headers()["x-csrf-token"] ?? "";
  const response = await page.request.post(`/api/v1/correspondences/message/detail/${messageId}`, {
    data: { requestPage: 0, size: 10, searchType: "ALLS" },
    headers: { "X-CSRF-TOKEN": token },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { subRows: SubRowJson[] }).subRows;
}

async function serverDraft(page: Page, messageId: number): Promise<SubRowJson | undefined> {
  return (await serverSubRows(page, messageId)).find((row) => row.draftStatus === "DRAFT");
}

test.describe.configure({ mode: "serial" });

test.describe("reply drafts", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, "demoparent", { open: false });
  });

  test("Reply opens the existing draft", async ({ page }) => {
    const thread = new ThreadPage(page);
    await thread.goto(319);
    await expect(thread.drafts).toHaveCount(1);
    await thread.replyButton.click();
    await expect(thread.editor()).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(thread.drafts).toHaveCount(1);
    await expect(thread.draft()).toContainText(/Reply - Design - DS-/);
  });

  test("Reply on a replied message asks first, then opens the composer; typing creates the draft", async ({ page }) => {
    const thread = new ThreadPage(page);
    await thread.goto(318);
    await expect(thread.sentReplies).toHaveCount(2);
    await thread.replyButton.click();
    const dialog = page.getByRole("alertdialog", { name: "Reply again?" });
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(thread.drafts).toHaveCount(0);
    await thread.replyButton.click();
    await dialog.getByRole("button", { name: "Yes" }).click();
    await expect(thread.drafts).toHaveCount(1);
    await expect(thread.editor()).toBeVisible();
    // The office gets the draft with the first typing, not with Reply.
    expect(await serverDraft(page, 318)).toBeUndefined();
    await thread.editor().click();
    await page.keyboard.type("Once more");
    await expect.poll(async () => (await serverDraft(page, 318))?.body, { timeout: 15_000 }).toBe("<p>Once more</p>");
  });

  test("Reply without replies opens the composer at once; typing creates the draft; formatting reaches the office", async ({ page }) => {
    const thread = new ThreadPage(page);
    await thread.goto(317);
    await expect(thread.sentReplies).toHaveCount(0);
    await thread.replyButton.click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    const editor = thread.editor();
    await expect(editor).toBeVisible();
    await expect(thread.draftButton("Send")).toBeDisabled();

    await editor.click();
    await page.keyboard.type("Dear examiner, ");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type("bold");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type(" and ");
    await thread.formatButton("Italic (Ctrl+I)").click();
    await page.keyboard.type("italic");
    await thread.formatButton("Italic (Ctrl+I)").click();
    await page.keyboard.press("Enter");
    await thread.formatButton("Numbered list").click();
    await page.keyboard.type("first point");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ControlOrMeta+u");
    await page.keyboard.type("second point");
    await expect(editor.locator("strong")).toHaveText("bold");
    await expect(editor.locator("em")).toHaveText("italic");
    await expect(editor.locator("ol > li")).toHaveCount(2);
    await expect(editor.locator("u")).toHaveText("second point");
    await expect(thread.draftButton("Send")).toBeEnabled();

    // Autosave (correspondence.autosave = 10 s) reaches the office.
    await thread.expectSavedToOffice();
    const saved = await serverDraft(page, 317);
    expect(saved?.body).toBe(
      "<p>Dear examiner, <strong>bold</strong> and <em>italic</em></p><ol><li>first point</li><li><u>second point</u></li></ol>",
    );
  });

  test("attachments: allowed types upload, others are refused, delete asks first", async ({ page }) => {
    const thread = new ThreadPage(page);
    await thread.goto(317);
    await thread.expandDraft();
    await thread.fileInput().setInputFiles({ name: "Evidence.PDF", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% test\n") });
    const files = thread.draft().getByRole("list", { name: "Attachments" }).getByRole("listitem");
    await expect(files).toHaveCount(1);
    await expect(files.first()).toContainText("Evidence.PDF");
    await expect(files.first()).toContainText("16 bytes");

    await thread.fileInput().setInputFiles({ name: "tool.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    const refused = page.getByRole("alertdialog");
    await expect(refused).toContainText("This file type is not allowed.");
    await refused.getByRole("button", { name: "OK" }).click();
    await expect(files).toHaveCount(1);

    await files.first().getByRole("button", { name: "Delete Evidence.PDF" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete attachment?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(files).toHaveCount(1);
    await files.first().getByRole("button", { name: "Delete Evidence.PDF" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    // The dialog stays until the office has answered; while it is open the page behind it is
    // hidden from the accessibility tree, so the list would count 0 before the delete was done.
    await expect(confirm).toBeHidden();
    await expect(files).toHaveCount(0);
    expect((await serverDraft(page, 317))?.messageSearchAttachment).toEqual([]);
  });

  test("a reload mid-typing keeps every character", async ({ page }) => {
    const thread = new ThreadPage(page);
    await thread.goto(317);
    await thread.expandDraft();
    await thread.editor().click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    const typed = "Ąžuolas  ir  beržas: 1234567890 <&> \"quoted\" end";
    await page.keyboard.type(typed, { delay: 5 });
    // Within the 300 ms device-copy window plus a little; long before the 10 s autosave.
    await page.waitForTimeout(400);
    await page.reload();
    await thread.expandDraft();
    await expect(thread.editor()).toContainText("Ąžuolas  ir  beržas: 1234567890 <&> \"quoted\" end");
    await expect(thread.editor()).toContainText("Dear examiner, bold and italic");
  });

  test("offline edits stay on the device and reach the office when back online", async ({ page, context }) => {
    const thread = new ThreadPage(page);
    await thread.goto(317);
    await thread.expandDraft();
    await context.setOffline(true);
    await thread.editor().click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" offline words");
    await expect(thread.draftStatus()).toHaveAttribute("data-status", /^(device|office-waiting)$/, { timeout: 20_000 });
    await expect(thread.draftStatus()).not.toContainText("Saved to the office");
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await thread.expectSavedToOffice();
    expect((await serverDraft(page, 317))?.body).toContain("offline words");
  });

  test("Close and back saves the draft before going to the inbox", async ({ page }) => {
    const thread = new ThreadPage(page);
    await thread.goto(317);
    await thread.expandDraft();
    await thread.editor().click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" closing now");
    await thread.closeButton.click();
    await expect(page).toHaveURL(/\/correspondence$/);
    expect((await serverDraft(page, 317))?.body).toContain("closing now");
  });

  test("Send delivers the reply, goes to the inbox and leaves a read-only reply", async ({ page }) => {
    const thread = new ThreadPage(page);
    await thread.goto(317);
    await thread.expandDraft();
    await thread.draftButton("Send").click();
    await expect(page).toHaveURL(/\/correspondence$/);
    await expect(page.getByText("Your reply was sent.")).toBeVisible();
    const rows = await serverSubRows(page, 317);
    expect(rows.map((row) => row.draftStatus)).toEqual(["SENT"]);
    expect(rows[0]?.body).toContain("closing now");

    await thread.goto(317);
    await expect(thread.drafts).toHaveCount(0);
    await expect(thread.sentReplies).toHaveCount(1);
    await thread.sentReplies.first().locator("[data-part=item-trigger]").click();
    await expect(thread.sentReplies.first().getByTestId("reply-body")).toContainText("Dear examiner");
    await expect(thread.sentReplies.first().getByRole("textbox")).toHaveCount(0);
  });

  test("delete draft asks first", async ({ page }) => {
    const thread = new ThreadPage(page);
    await thread.goto(318);
    await thread.expandDraft();
    await thread.draftButton("Delete draft").click();
    const confirm = page.getByRole("alertdialog", { name: "Delete draft?" });
    await confirm.getByRole("button", { name: "Delete draft" }).click();
    await expect(thread.drafts).toHaveCount(0);
    expect(await serverDraft(page, 318)).toBeUndefined();
  });
});

test.describe("read-only session", () => {
  test("an impersonated session cannot reply or edit", async ({ page }) => {
    await dismissExpiringAlert(page);
    await page.goto("/sandbox/impersonate?username=demoparent");
    await page.waitForURL((url) => url.pathname === "/");
    const thread = new ThreadPage(page);
    await thread.goto(319);
    await expect(thread.replyButton).toHaveCount(0);
    await thread.expandDraft();
    await expect(thread.editor()).toHaveAttribute("contenteditable", "false");
    await expect(thread.draftButton("Send")).toBeDisabled();
    await expect(thread.draftButton("Delete draft")).toBeDisabled();
  });
});
