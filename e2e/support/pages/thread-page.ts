/** /correspondence/$id: the message, its pager and actions, and the reply panels with the draft editor. */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

export class ThreadPage {
  readonly subject: Locator;
  readonly body: Locator;
  readonly replyButton: Locator;
  readonly closeButton: Locator;
  readonly previousButton: Locator;
  readonly nextButton: Locator;
  readonly position: Locator;
  readonly drafts: Locator;
  readonly sentReplies: Locator;

  constructor(readonly page: Page) {
    this.subject = page.getByRole("heading", { level: 1 });
    this.body = page.getByTestId("message-body");
    this.replyButton = page.getByRole("button", { name: "Reply", exact: true });
    this.closeButton = page.getByRole("button", { name: "Close and back" });
    this.previousButton = page.getByRole("button", { name: "Previous message" });
    this.nextButton = page.getByRole("button", { name: "Next message" });
    this.position = page.getByTestId("thread-position");
    this.drafts = page.locator("[data-draft-id]");
    this.sentReplies = page.locator("[data-reply-id]");
  }

  async goto(messageId: number, query = ""): Promise<void> {
    await this.page.goto(`/correspondence/${messageId}${query}`);
    await expect(this.body).toBeVisible();
  }

  draft(): Locator {
    return this.drafts.first();
  }

  editor(): Locator {
    return this.draft().getByRole("textbox", { name: "Reply text" });
  }

  draftStatus(): Locator {
    return this.draft().getByTestId("draft-status");
  }

  draftButton(name: "Send" | "Delete draft" | "Attach files"): Locator {
    return this.draft().getByRole("button", { name, exact: true }).filter({ visible: true });
  }

  formatButton(name: "Bold (Ctrl+B)" | "Italic (Ctrl+I)" | "Underline (Ctrl+U)" | "Numbered list" | "Bulleted list"): Locator {
    return this.draft().getByRole("button", { name });
  }

  fileInput(): Locator {
    return this.draft().locator('input[type="file"]');
  }

  /**
   * Opens the (first) draft panel when it is collapsed, and waits for its opening animation to
   * end: while the panel's height grows (overflow hidden), Playwright reaches a button by
   * scrolling inside the panel, the growing panel then moves the button between mouse down and
   * mouse up, and the click lands on the status line instead (Delete draft focused, no dialog).
   */
  async expandDraft(): Promise<void> {
    const trigger = this.draft().locator("[data-part=item-trigger]").first();
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
    await expect(this.editor()).toBeVisible();
    const content = this.draft().locator("[data-part=item-content]").first();
    // "open" while it opens; zag's collapsible drops the attribute once the opening animation
    // has ended (and never sets it on a panel open from the start): only "closed" means not yet.
    await expect(content).not.toHaveAttribute("data-state", "closed");
    // A cancelled animation rejects `finished`: the panel is settled either way.
    await content.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => null))));
  }

  async expectSavedToOffice(): Promise<void> {
    await expect(this.draftStatus()).toHaveAttribute("data-status", "office", { timeout: 20_000 });
  }
}
