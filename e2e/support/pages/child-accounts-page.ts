/** The child-accounts tab (/my-account/child-accounts) and its create/edit forms. */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { chooseMenuItem } from "../menus";

export class ChildAccountsPage {
  readonly table: Locator;
  readonly addButton: Locator;
  readonly notification: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole("table", { name: "Child accounts" });
    this.addButton = page.getByRole("button", { name: "Add child account" });
    this.notification = page.getByTestId("notification");
  }

  async goto(): Promise<void> {
    await this.page.goto("/my-account/child-accounts");
    await expect(this.table).toBeVisible();
    // Its rows are the office's answer (not "Loading…" nor a previous order).
    await expect(this.table).not.toHaveAttribute("aria-busy", "true");
  }

  row(text: string): Locator {
    return this.table.locator("tbody tr", { hasText: text });
  }

  /** The names in the table, in order. */
  async names(): Promise<string[]> {
    return (await this.table.locator("tbody tr td:nth-child(1)").allInnerTexts()).map((text) => text.trim());
  }

  /** Runs a row action (Edit, Activate, Deactivate) from the row's actions menu. */
  async rowAction(fullName: string, action: "Edit" | "Activate" | "Deactivate"): Promise<void> {
    await this.table.getByRole("button", { name: `Actions for ${fullName}` }).click();
    await chooseMenuItem(this.page, action);
  }

  form(name: "New child account" | "Edit child account"): Locator {
    return this.page.getByRole("form", { name });
  }

  /** A role's checkbox (the hidden input of the styled control), for its state. */
  role(form: Locator, label: string): Locator {
    return form.getByRole("checkbox", { name: new RegExp(`^${label.replace(/[()]/g, "\\$&")} `) });
  }

  /** Ticks or unticks a role by clicking its label, as a user does. */
  async toggleRole(form: Locator, label: string): Promise<void> {
    await form.getByText(label, { exact: true }).click();
  }
}
