/** My drafts (`/my-drafts`): tabs, table, resume / lock / unlock / delete per row. */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

export class DraftsPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly pager: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "My drafts" });
    this.tabs = page.getByRole("tablist");
    this.table = page.getByRole("table", { name: "My drafts" });
    this.rows = this.table.locator("tbody tr[data-id]");
    this.pager = page.getByRole("navigation", { name: "Pages" });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/my-drafts${query}`);
    await expect(this.heading).toBeVisible();
  }

  tab(name: string): Locator {
    return this.tabs.getByRole("tab", { name, exact: true });
  }

  row(id: number): Locator {
    return this.table.locator(`tbody tr[data-id="${id}"]`);
  }
}
