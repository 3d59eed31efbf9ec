/**
 * Signed-out account flows: the registration wizard (/new-account) through the sandbox gateway,
 * verify account, forgotten login and reset password; and the sandbox mailbox
 * (/sandbox/mailbox.json) that holds the mails the server would send.
 */
import { expect } from "@playwright/test";
import type { APIRequestContext, Locator, Page } from "@playwright/test";

export interface SandboxMail {
  to: string;
  kind: "REGISTRATION" | "CHILD_REGISTRATION" | "PASSWORD_RESET" | "USERNAME_CHANGE";
  subject: string;
  link: string | null;
  code: string | null;
}

/** The newest mail of a kind sent to an address (waits until it is there); `origin`: another server's mailbox. */
export async function latestMail(request: APIRequestContext, to: string, kind: SandboxMail["kind"], origin = ""): Promise<SandboxMail> {
  let found: SandboxMail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${origin}/sandbox/mailbox.json?to=${encodeURIComponent(to)}`);
      const mails = (await res.json()) as SandboxMail[];
      found = mails.find((mail) => mail.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found as SandboxMail;
}

export class RegistrationPage {
  readonly heading: Locator;
  readonly gatewayButton: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly applicant: Locator;
  readonly representative: Locator;
  readonly patentAttorney: Locator;
  readonly email: Locator;
  readonly customUserName: Locator;
  readonly userName: Locator;
  readonly password: Locator;
  readonly repeatPassword: Locator;
  readonly createUser: Locator;
  readonly backToLogin: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Create new account" });
    this.gatewayButton = page.getByRole("button", { name: "Continue to the e-government gateway" });
    this.next = page.getByRole("button", { name: "Next" });
    this.back = page.getByRole("button", { name: "Back", exact: true });
    this.applicant = page.getByRole("radio", { name: "Applicant" });
    this.representative = page.getByRole("radio", { name: "Representative" });
    this.patentAttorney = page.getByRole("checkbox", { name: "I am a patent attorney" });
    this.email = page.getByRole("textbox", { name: "E-mail" });
    this.customUserName = page.getByRole("checkbox", { name: "Choose a user name other than my e-mail" });
    this.userName = page.getByRole("textbox", { name: "User name" });
    this.password = page.getByRole("textbox", { name: "Password", exact: true });
    this.repeatPassword = page.getByRole("textbox", { name: "Repeat password", exact: true });
    this.createUser = page.getByRole("button", { name: "Create user" });
    this.backToLogin = page.getByRole("button", { name: "Back to login" });
  }

  /** Opens the wizard from the sign-in page (so a login_challenge travels along). */
  async openFromLogin(): Promise<void> {
    await this.page.goto("/login");
    await this.page.getByRole("link", { name: "Create new account" }).click();
    await expect(this.heading).toBeVisible();
  }

  /** Step ONE: through the sandbox gateway as the named person, back at step TWO. */
  async identifyAs(personButton: string | RegExp): Promise<void> {
    await this.gatewayButton.click();
    await this.page.getByRole("button", { name: personButton }).click();
    await expect(this.page.getByText("Step 2 of 4")).toBeVisible();
  }

  /** The natural-person information dialog of step TWO. */
  naturalPersonDialog(): Locator {
    return this.page.getByRole("alertdialog", { name: "You are registering as a natural person" });
  }
}

export class VerifyAccountPage {
  readonly heading: Locator;
  readonly code: Locator;
  readonly verify: Locator;
  readonly resend: Locator;
  readonly password: Locator;
  readonly repeatPassword: Locator;
  readonly verifyWithPassword: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Verify account" });
    this.code = page.getByRole("textbox", { name: "Verification code" });
    this.verify = page.getByRole("button", { name: "Verify", exact: true });
    this.resend = page.getByRole("button", { name: "Send the verification e-mail again" });
    this.password = page.getByRole("textbox", { name: "Password", exact: true });
    this.repeatPassword = page.getByRole("textbox", { name: "Repeat password", exact: true });
    this.verifyWithPassword = page.getByRole("button", { name: "Verify and set password" });
  }
}

export class PasswordResetPage {
  readonly email: Locator;
  readonly sendLink: Locator;
  readonly sentDialog: Locator;
  readonly newPassword: Locator;
  readonly repeatPassword: Locator;
  readonly setPassword: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole("textbox", { name: "E-mail" });
    this.sendLink = page.getByRole("button", { name: "Send reset link" });
    this.sentDialog = page.getByRole("alertdialog", { name: "Check your e-mail" });
    this.newPassword = page.getByRole("textbox", { name: "New password", exact: true });
    this.repeatPassword = page.getByRole("textbox", { name: "Repeat new password", exact: true });
    this.setPassword = page.getByRole("button", { name: "Set new password" });
  }

  async gotoRequest(): Promise<void> {
    await this.page.goto("/forgotten-login");
    await expect(this.page.getByRole("heading", { level: 1, name: "I forgot my password" })).toBeVisible();
  }
}
