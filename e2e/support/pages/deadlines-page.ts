/**
 * Deadlines: the dashboard card "Replies due", the inbox view "Needs a reply"
 * (/correspondence?view=needs-reply) and the expiring-messages alert.
 */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

export class DeadlinesPage {
  readonly card: Locator;
  readonly cardCount: Locator;
  readonly cardLinks: Locator;
  readonly cardMore: Locator;
  readonly needsReply: Locator;
  readonly rows: Locator;
  readonly calendarButton: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    // Exact: the expiring-messages alert is a region too, "Replies due soon".
    this.card = page.getByRole("region", { name: "Replies due", exact: true });
    this.cardCount = this.card.getByTestId("replies-due-count");
    this.cardLinks = this.card.getByRole("listitem").getByRole("link");
    this.cardMore = this.card.getByTestId("replies-due-more");
    this.needsReply = page.getByTestId("needs-reply");
    // Table rows, or cards below 960 px (the one list component).
    this.rows = this.needsReply.locator("tbody tr[data-message-id], li[data-message-id]");
    this.calendarButton = page.getByRole("button", { name: "Download deadlines (.ics)" });
    this.alert = page.getByRole("region", { name: "Replies due soon" });
  }

  async gotoNeedsReply(): Promise<void> {
    await this.page.goto("/correspondence?view=needs-reply");
    await expect(this.needsReply).toBeVisible();
  }

  /** The message ids of the "Needs a reply" rows, in order. */
  async messageIds(): Promise<number[]> {
    return (await this.rows.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-message-id")))));
  }

  /** The message id a thread link points to. */
  static async idOf(link: Locator): Promise<number> {
    const href = (await link.getAttribute("href")) ?? "";
    return Number(/\/correspondence\/(\d+)/.exec(href)?.[1]);
  }
}
