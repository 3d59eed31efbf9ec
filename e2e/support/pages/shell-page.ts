/** The signed-in frame: header banner, main menu, user menu and logout. */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { chooseMenuItem } from "../menus";

export class ShellPage {
  readonly banner: Locator;
  readonly mainMenu: Locator;
  readonly userMenuButton: Locator;
  readonly logoutButton: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole("banner");
    this.mainMenu = page.getByRole("navigation", { name: "Main menu" });
    this.userMenuButton = page.getByRole("button", { name: "User menu" });
    // The header's button (a logout dialog holds another "Log out" button).
    this.logoutButton = page.getByRole("banner").getByRole("button", { name: "Log out" });
    this.main = page.getByRole("main");
  }

  /** The frame is rendered: banner and (on wide screens) the main menu. */
  async expectLoaded(): Promise<void> {
    await expect(this.banner).toBeVisible();
    await expect(this.mainMenu).toBeVisible();
  }

  menuLink(name: string): Locator {
    return this.mainMenu.getByRole("link", { name, exact: true });
  }

  /** Logs out through the confirmation dialog and waits for the sign-in page. */
  async logout(): Promise<void> {
    if (await this.logoutButton.isVisible()) {
      await this.logoutButton.click();
    } else {
      await this.userMenuButton.click();
      await chooseMenuItem(this.page, "Log out");
    }
    const dialog = this.page.getByRole("dialog", { name: "Log out?" });
    await dialog.getByRole("button", { name: "Log out" }).click();
    await this.page.waitForURL(/\/login/);
  }
}
