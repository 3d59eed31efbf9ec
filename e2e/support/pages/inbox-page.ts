/** /correspondence: search, filters, the table (desktop) or cards (≤ 960 px), paging. */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

export class InboxPage {
  readonly heading: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly cards: Locator;
  readonly pages: Locator;
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Correspondence" });
    this.searchBox = page.getByRole("searchbox", { name: "Search correspondence" });
    this.searchButton = page.getByRole("button", { name: "Search", exact: true });
    this.table = page.getByRole("table", { name: "Correspondence" });
    this.rows = this.table.locator("tbody tr[data-message-id]");
    this.cards = page.getByRole("list", { name: "Correspondence" }).locator("[data-message-id]");
    this.pages = page.getByRole("navigation", { name: "Pages" });
    this.results = page.getByTestId("inbox-results");
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/correspondence${query}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.results).toHaveAttribute("aria-busy", "false");
  }

  /** The rows' message ids, in order. */
  async messageIds(): Promise<number[]> {
    await this.expectLoaded();
    const ids = await this.rows.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-message-id"))));
    return ids;
  }

  row(messageId: number): Locator {
    return this.table.locator(`tr[data-message-id="${messageId}"]`);
  }

  sortButton(column: string): Locator {
    return this.table.getByRole("columnheader", { name: column }).getByRole("button");
  }

  header(column: string): Locator {
    return this.table.getByRole("columnheader", { name: column });
  }

  filter(label: "Category" | "Status" | "Date" | "From" | "To"): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  checkbox(label: "Important only" | "Reply required"): Locator {
    return this.page.getByRole("checkbox", { name: label });
  }

  /** Clicks a filter checkbox through its label (the input itself is visually hidden). */
  async toggle(label: "Important only" | "Reply required"): Promise<void> {
    await this.page.locator("label", { hasText: label }).click();
  }

  pageButton(page: number): Locator {
    return this.pages.getByRole("button", { name: `Page ${page}`, exact: true });
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchButton.click();
  }

  /** Waits until the URL's search params contain all of `params`. */
  async expectParams(params: Record<string, string>): Promise<void> {
    await expect
      .poll(() => {
        const url = new URL(this.page.url());
        return Object.fromEntries(Object.keys(params).map((key) => [key, url.searchParams.get(key) ?? ""]));
      })
      .toEqual(params);
  }
}
