/**
 * The reply's length limit up front (issue 27): the draft editor shows the office's maximum
 * (20,000 characters, decision 6); a pasted 75,000-character text is refused at the field, with
 * the reason, before anything is queued or sent, and stays in the editor; Close and back waits
 * with the same reason. Seed: 319 has a draft.
 */
import { expect, test } from "./support/fixtures";
import { ThreadPage } from "./support/pages/thread-page";

test("a pasted 75,000-character reply is refused at the field and kept", async ({ page, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const thread = new ThreadPage(page);
  await thread.goto(319);
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

  // Close and back would leave it nowhere: the thread stays (the button busy while it checks), with the reason.
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
});
