/** The sign-in page (`/login` → `/login/oauth2/challenge?login_challenge=...`). */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

export const DEMO_PASSWORD = "Vilnius2468";

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel("User name or e-mail", { exact: true });
    this.password = page.getByLabel("Password", { exact: true });
    this.submit = page.getByRole("button", { name: "Log in", exact: true });
    this.error = page.getByRole("alert");
  }

  /** Opens the sign-in form (the app fetches a login challenge and lands on its URL). */
  async goto(): Promise<void> {
    await this.page.goto("/login");
    await this.ready();
  }

  /**
   * Waits until the app has taken the form over on its challenge URL. The prerendered form is
   * visible before that, but the challenge redirect that follows would drop what was typed.
   */
  async ready(): Promise<void> {
    await this.page.waitForURL(/login_challenge=/);
    await expect(this.submit).toBeEnabled();
  }

  async fill(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
  }

  /** Signs in through the real form and waits for the start page. */
  async signIn(username: string, password = DEMO_PASSWORD): Promise<void> {
    await this.goto();
    await this.fill(username, password);
    await this.submit.click();
    await this.page.waitForURL((url) => url.pathname === "/");
  }
}
