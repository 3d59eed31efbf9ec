/**
 * My account (spec 1 §2, §4, §5, §6): tabs and their redirects, login details, every profile
 * card, preferences, the deactivation notice, password change, and the username change through
 * the sandbox gateway verified by the mailed link. Tests build on each other in order (the
 * password and the user name change at the end).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { MyAccountPage } from "./support/pages";

const NEW_PASSWORD = "Kaunas8642";
const NEW_USERNAME = "jonas.naujas@example.lt";

/** The newest mailed link to an address (/sandbox/mailbox.json is newest first). */
async function mailedLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/sandbox/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { link: string | null }[];
      link = mails.find((mail) => mail.link)?.link ?? null;
      return link;
    })
    .not.toBeNull();
  return new URL(link ?? "", "http://localhost").pathname;
}

/**
 * The next session check (`GET /auth/me`) of the page is answered as the office saw it then,
 * but handed to the page only after the username change's gateway ticket was redeemed.
 */
async function answerSessionCheckAfterRedemption(page: Page): Promise<void> {
  const redeemed = page.waitForResponse((response) => response.url().includes("/api/v1/epaslaugos/auth/callback/username-change/"));
  await page.route(
    (url) => url.pathname === "/api/v1/auth/me",
    async (route) => {
      const response = await route.fetch();
      await redeemed;
      // The page may have dropped the question meanwhile (an aborted request cannot be answered).
      await route.fulfill({ response }).catch(() => undefined);
    },
    { times: 1 },
  );
}

test.describe("my account", () => {
  // Gateway round trips and axe scans on the shared machine need more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test("tabs: missing, unknown and forbidden tabs land on login details, which shows the login facts", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    const account = new MyAccountPage(page);
    await signIn(page, "demoparent", { open: false });
    await page.goto("/my-account");
    await account.expectTab("login-details");
    await account.goto("no-such-tab");
    await account.expectTab("login-details");
    await expect(account.tab("child-accounts")).toBeVisible();
    await expect(account.loginEmail).toHaveText("demo.parent@example.lt");
    await expect(page.getByTestId("failed-logins")).toHaveText("0");
    await expect(page.getByTestId("last-login")).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page);

    await account.tab("preferences").click();
    await account.expectTab("preferences");
  });

  test("a child without the administrator role has no child-accounts tab", async ({ page, signIn }) => {
    const account = new MyAccountPage(page);
    await signIn(page, "demochild", { open: false });
    await account.goto("child-accounts");
    await account.expectTab("login-details");
    await expect(account.tab("child-accounts")).toHaveCount(0);
    await page.goto("/child-accounts/create");
    await expect(page).toHaveURL(/\/$/);
  });

  test("profile details: each card is edited after its lock, confirmed and saved with only the changed fields", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    const account = new MyAccountPage(page);
    await signIn(page, "demoparent", { open: false });
    await account.goto("profile-details");
    await expect(account.card("account-type")).toContainText("Company");
    await expect(account.card("account-type").getByRole("button")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Name details (company account): a required field is checked on blur.
    let card = await account.editCard("name");
    const position = card.getByLabel("Position");
    await position.fill("");
    await position.blur();
    await expect(card.getByText("This field is required")).toBeVisible();
    await position.fill("Valdybos pirmininkas");
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/v1/account/details") && request.method() === "PUT");
    await account.saveCard(card);
    expect((await sent).postDataJSON()).toEqual({ userId: 1, mainAccountDetails: { legalPosition: "Valdybos pirmininkas" } });
    await expect(card).toContainText("Valdybos pirmininkas");

    // Legal address plus a new correspondence address, both sets validated.
    card = await account.editCard("address");
    await expectNoSeriousA11yViolations(page);
    await card.getByText("Use a different correspondence address").click();
    await card.getByRole("button", { name: "Save", exact: true }).click();
    await expect(card.getByLabel("Correspondence e-mail")).toHaveAttribute("aria-invalid", "true");
    const correspondence = card.getByRole("group", { name: "Correspondence address" });
    await correspondence.getByLabel("Street").fill("Laisvės al. 10");
    await correspondence.getByLabel("City").fill("Kaunas");
    await correspondence.getByLabel("Postal code").fill("LT-44001");
    await correspondence.getByLabel("Country").selectOption("LT");
    await correspondence.getByLabel("Correspondence phone").fill("12");
    await correspondence.getByLabel("Correspondence e-mail").fill("post@example.lt");
    await correspondence.getByLabel("Correspondence phone").blur();
    await expect(correspondence.getByText("Invalid format", { exact: false })).toBeVisible();
    await correspondence.getByLabel("Correspondence phone").fill("061234567");
    await account.saveCard(card);
    await expect(card).toContainText("Laisvės al. 10");

    // Contact information.
    card = await account.editCard("contact");
    await card.getByLabel("Phone").fill("+37069999999");
    await account.saveCard(card);
    await expect(card).toContainText("+37069999999");

    // Cancel restores the stored values without a request.
    card = await account.editCard("contact");
    await card.getByLabel("Contact e-mail").fill("changed@example.lt");
    await card.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toContainText("demo.parent@example.lt");
  });

  test("profile details: a card locked by another administrator opens the error dialog", async ({ page, signIn, loginPage }) => {
    const account = new MyAccountPage(page);
    await signIn(page, "demoparent", { open: false });
    await account.goto("profile-details");
    // Opening a card takes the account lock (10 minutes; a cancel keeps it).
    const card = await account.editCard("contact");
    await card.getByRole("button", { name: "Cancel" }).click();

    await page.context().clearCookies();
    await loginPage.signIn("demonorole");
    await account.goto("profile-details");
    await account.card("contact").getByRole("button", { name: /^Edit / }).click();
    const error = page.getByRole("alertdialog");
    await expect(error).toContainText("The account details are being edited by another user.");
    await expect(error).toContainText("demoparent");
    await error.getByRole("button", { name: "OK" }).click();
    await expect(account.card("contact").getByRole("form")).toHaveCount(0);
  });

  test("preferences: language and person type, and deactivation blocked by active child accounts", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    const account = new MyAccountPage(page);
    await signIn(page, "demoparent", { open: false });
    await account.goto("preferences");
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Preferred language").selectOption("en");
    await page.getByText("Representative", { exact: true }).click();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(account.notification).toHaveText("Information successfully modified.");
    const me = await page.request.get("/api/v1/auth/me");
    expect(await me.json()).toMatchObject({ language: "en", personType: "Representative" });

    await page.getByRole("button", { name: "Deactivate account" }).click();
    const blocked = account.alertDialog("The account cannot be deactivated");
    await expect(blocked).toContainText("active child accounts");
    await expectNoSeriousA11yViolations(page);
    await blocked.getByRole("button", { name: "OK" }).click();
    await expect(blocked).toBeHidden();
  });

  test("an impersonated session cannot change e-mail, password or preferences", async ({ page }) => {
    const account = new MyAccountPage(page);
    await page.goto("/sandbox/impersonate?username=demoparent");
    await expect(page.getByText("Read-only session")).toBeVisible();
    await account.goto("login-details");
    await expect(account.changeEmailButton).toBeDisabled();
    await expect(account.changePasswordButton).toBeDisabled();
    await account.tab("preferences").click();
    await expect(page.getByRole("button", { name: "Save preferences" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Deactivate account" })).toHaveCount(0);
  });

  test("change password: show/hide, rules under the fields, wrong old password, then success", async ({ page, signIn, loginPage, expectNoSeriousA11yViolations }) => {
    const account = new MyAccountPage(page);
    await signIn(page, "demoparent", { open: false });
    await account.goto("login-details");
    await account.changePasswordButton.click();
    const dialog = account.dialog("Change password");
    const current = dialog.getByRole("textbox", { name: "Current password", exact: true });
    const next = dialog.getByRole("textbox", { name: "New password", exact: true });
    const repeat = dialog.getByRole("textbox", { name: "Repeat new password", exact: true });
    await expect(current).toHaveAttribute("autocomplete", "current-password");
    await expect(next).toHaveAttribute("autocomplete", "new-password");
    await expect(repeat).toHaveAttribute("type", "password");
    await dialog.getByRole("button", { name: "Show Repeat new password" }).click();
    await expect(repeat).toHaveAttribute("type", "text");
    await expectNoSeriousA11yViolations(page);

    const submit = dialog.getByRole("button", { name: "Change password" });
    await next.fill("abc12345");
    await next.blur();
    await expect(dialog.getByText("The password must be 8 to 30 characters long", { exact: false })).toBeVisible();
    await repeat.fill("different1A");
    await repeat.blur();
    await expect(submit).toBeDisabled();

    await current.fill("Wrong2468");
    await next.fill(NEW_PASSWORD);
    await repeat.fill(NEW_PASSWORD);
    await submit.click();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await current.fill("Vilnius2468");
    await submit.click();
    await expect(account.notification).toHaveText("Your password was changed.");
    await expect(dialog).toBeHidden();

    await page.context().clearCookies();
    await loginPage.signIn("demoparent", NEW_PASSWORD);
  });

  test("username change: gateway, pending notice with cancel, mailed link, sign-in with the new name", async ({ page, signIn, loginPage, expectNoSeriousA11yViolations }) => {
    const account = new MyAccountPage(page);
    await signIn(page, "demoparent", { password: NEW_PASSWORD, open: false });
    await account.goto("login-details");

    const startChange = async (email: string, person = "Jonas Petraitis", { lateSessionCheck = false } = {}) => {
      await account.changeEmailButton.click();
      const dialog = account.dialog("Change e-mail");
      await dialog.getByLabel("New e-mail").fill(email);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(/\/sandbox\/gateway/);
      if (lateSessionCheck) await answerSessionCheckAfterRedemption(page);
      await page.getByRole("button", { name: `Authenticate as ${person}` }).click();
    };

    // An invalid e-mail never leaves the dialog.
    await account.changeEmailButton.click();
    const dialog = account.dialog("Change e-mail");
    await dialog.getByLabel("New e-mail").fill("not-an-email");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("New e-mail")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Another person at the gateway: refused, nothing pending.
    await startChange("someone.else@example.lt", "Rūta Vaitkienė");
    const refused = page.getByRole("alertdialog");
    await expect(refused).toContainText("is not the holder of this account");
    await refused.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/my-account\/login-details$/);
    await expect(account.pendingUsername).toHaveCount(0);

    // The return page's start-up session check is answered by the office before the ticket is
    // redeemed but arrives after it (a slow phone): the page must not take that older user.
    await startChange("first.choice@example.lt", undefined, { lateSessionCheck: true });
    await expect(page).toHaveURL(/\/my-account\/login-details$/);
    await expect(account.pendingUsername).toContainText("first.choice@example.lt");
    await expect(account.changeEmailButton).toHaveCount(0);
    await account.pendingUsername.getByRole("button", { name: "Cancel request" }).click();
    await expect(account.pendingUsername).toHaveCount(0);
    await expect(account.changeEmailButton).toBeVisible();

    await startChange(NEW_USERNAME);
    await expect(page).toHaveURL(/\/my-account\/login-details$/);
    await expect(account.pendingUsername).toContainText(NEW_USERNAME);
    const link = await mailedLink(page.request, NEW_USERNAME);
    expect(link).toMatch(/^\/change-username\/token\//);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Verify username change" })).toBeVisible();
    await expect(page.getByText(`Your user name is now ${NEW_USERNAME}.`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: /menu/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // The sign-in page first fetches a challenge by a full-page redirect (sign-in-screen.tsx):
    // wait for its return, or the next visit races that navigation (ERR_ABORTED, or the
    // redirect lands over the refusal).
    await expect(page).toHaveURL(/\/login\/oauth2\/challenge\?.*login_challenge=/, { timeout: 10_000 });

    // A used link is refused.
    await page.goto(link);
    await expect(page.getByRole("alert")).toBeVisible();
    await loginPage.signIn(NEW_USERNAME, NEW_PASSWORD);
    await account.goto("login-details");
    await expect(account.loginEmail).toHaveText(NEW_USERNAME);
  });
});
