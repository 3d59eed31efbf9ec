/** The dashboard `/`: welcome, pending counts, recent applications (5 per page) and receipts. */
import type { Locator, Page } from "@playwright/test";

export class DashboardPage {
  readonly heading: Locator;
  readonly recent: Locator;
  readonly rows: Locator;
  readonly pager: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.recent = page.getByRole("table", { name: "Recent applications" });
    this.rows = this.recent.locator("tbody tr[data-number]");
    this.pager = page.getByRole("navigation", { name: "Pages" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/");
  }

  /** The application-number link of row `index` (0-based). */
  numberLink(index: number): Locator {
    return this.rows.nth(index).getByRole("link").first();
  }

  receiptButton(index: number): Locator {
    return this.rows.nth(index).getByRole("button", { name: /^Receipt / });
  }

  /** Status links (pending statuses) of the visible rows. */
  statusLinks(name: string): Locator {
    return this.recent.getByRole("link", { name, exact: true });
  }
}
