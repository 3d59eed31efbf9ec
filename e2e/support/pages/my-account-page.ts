/** My account (/my-account/{tab}): tabs, login details and its dialogs, profile cards, preferences. */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

export type MyAccountTab = "login-details" | "profile-details" | "preferences" | "child-accounts";

const TAB_NAMES: Record<MyAccountTab, string> = {
  "login-details": "Login details",
  "profile-details": "Profile details",
  preferences: "Preferences",
  "child-accounts": "Child accounts",
};

export class MyAccountPage {
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly loginEmail: Locator;
  readonly pendingUsername: Locator;
  readonly changeEmailButton: Locator;
  readonly changePasswordButton: Locator;
  readonly notification: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "My account" });
    this.tabs = page.getByRole("tablist");
    this.loginEmail = page.getByTestId("login-email");
    this.pendingUsername = page.getByTestId("pending-username");
    this.changeEmailButton = page.getByRole("button", { name: "Change e-mail" });
    this.changePasswordButton = page.getByRole("button", { name: "Change password" });
    this.notification = page.getByTestId("notification");
  }

  async goto(tab: MyAccountTab | string = "login-details"): Promise<void> {
    await this.page.goto(`/my-account/${tab}`);
    await expect(this.heading).toBeVisible();
  }

  tab(tab: MyAccountTab): Locator {
    return this.page.getByRole("tab", { name: TAB_NAMES[tab] });
  }

  async expectTab(tab: MyAccountTab): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/my-account/${tab}$`));
    await expect(this.tab(tab)).toHaveAttribute("aria-selected", "true");
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }

  alertDialog(name: string): Locator {
    return this.page.getByRole("alertdialog", { name });
  }

  /** A profile card (a labelled section): account-type, name, address or contact. */
  card(id: "account-type" | "name" | "address" | "contact"): Locator {
    return this.page.getByTestId(`card-${id}`);
  }

  /** Opens a card for editing (the lock is taken first) and waits for its form. */
  async editCard(id: "name" | "address" | "contact"): Promise<Locator> {
    const card = this.card(id);
    await card.getByRole("button", { name: /^Edit / }).click();
    await expect(card.getByRole("form")).toBeVisible();
    return card;
  }

  /** Saves an open card through the confirmation dialog and waits for the success notice. */
  async saveCard(card: Locator): Promise<void> {
    await card.getByRole("button", { name: "Save", exact: true }).click();
    const confirm = this.alertDialog("Save the changes?");
    await expect(confirm).toContainText("office");
    await confirm.getByRole("button", { name: "Save", exact: true }).click();
    await expect(this.notification).toHaveText("Information successfully modified.");
    await expect(card.getByRole("form")).toHaveCount(0);
  }
}
