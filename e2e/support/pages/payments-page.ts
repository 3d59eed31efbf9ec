/** The payments screen (/payments/{tab}): cart list, online pay summary, advance form, history. */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

export class PaymentsPage {
  readonly cart: Locator;
  readonly history: Locator;
  readonly selectedCount: Locator;
  readonly selectedTotal: Locator;
  readonly payButton: Locator;
  readonly alreadyPaidButton: Locator;

  constructor(readonly page: Page) {
    this.cart = page.getByRole("table", { name: "Shopping cart" });
    this.history = page.getByRole("table", { name: "Payment history" });
    this.selectedCount = page.getByTestId("selected-count");
    this.selectedTotal = page.getByTestId("selected-total");
    this.payButton = page.getByRole("button", { name: "Pay", exact: true });
    this.alreadyPaidButton = page.getByRole("button", { name: "Already paid", exact: true });
  }

  /** Opens a tab and waits for its list to hold the office's answer (not "Loading…"). */
  async goto(tab: "shopping-cart" | "history" = "shopping-cart"): Promise<void> {
    await this.page.goto(`/payments/${tab}`);
    await this.settled(tab === "history" ? this.history : this.cart);
  }

  /**
   * Sorts by a column header (a click sorts ASC first, a second click DESC) and waits for the
   * office's sorted answer: until then the list keeps the previous order and says aria-busy.
   */
  async sortBy(header: string, table: Locator = this.cart): Promise<void> {
    await table.getByRole("button", { name: header }).click();
    await this.settled(table);
  }

  /** The table is on screen and its rows are the office's answer for its sort and filter. */
  async settled(table: Locator): Promise<void> {
    await expect(table).toBeVisible();
    await expect(table).not.toHaveAttribute("aria-busy", "true");
  }

  /** Filing numbers of the rows on screen. */
  async filingNumbers(): Promise<string[]> {
    const cells = this.cart.locator("tbody tr td:nth-child(2)");
    return (await cells.allInnerTexts()).map((text) => text.trim());
  }

  rowCheckbox(filingNumber: string): Locator {
    return this.page.getByRole("checkbox", { name: `Select ${filingNumber}`, exact: true });
  }

  /** Clicks a (visually hidden) checkbox through its label, as a user does. */
  async toggle(checkbox: Locator): Promise<void> {
    await checkbox.locator("xpath=ancestor::label[1]").click();
  }

  /** Sorts the cart by last day to pay, latest first: the rows that are not overdue come first. */
  async sortLatestFirst(): Promise<void> {
    const header = this.cart.getByRole("columnheader", { name: /Last day to pay/ });
    await this.sortBy("Last day to pay");
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await this.sortBy("Last day to pay");
    await expect(header).toHaveAttribute("aria-sort", "descending");
  }
}
