/** The signatures screen (/signatures). */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

export class SignaturesPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole("table", { name: "Applications waiting for signature" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/signatures");
    await expect(this.table).toBeVisible();
    // Its rows are the office's answer (not "Loading…" nor a previous order).
    await expect(this.table).not.toHaveAttribute("aria-busy", "true");
  }

  signButtons(): Locator {
    return this.table.getByRole("button", { name: /^Sign / });
  }
}
