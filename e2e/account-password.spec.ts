/**
 * Forgotten password (spec 1 §2, §4, §5): the request with its confirmation dialog, the mailed
 * reset link checked on entry, the new password rules (reused.password from the server), the
 * complete screen and signing in with the new password; a used or unknown link shows the
 * expired-link screen; /reset-password leads to the request.
 */
import { expect, test } from "./support/fixtures";
import { latestMail, LoginPage, PasswordResetPage } from "./support/pages";

const NEW_PASSWORD = "Trakai1357Q";

test.describe("password reset", () => {
  test("resets a password through the mailed link and signs in with it", async ({ page, expectNoSeriousA11yViolations }) => {
    const reset = new PasswordResetPage(page);
    await reset.gotoRequest();
    await expect(page).toHaveTitle("I forgot my password · IP Office user area");
    await reset.email.focus();
    await reset.sendLink.focus();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await reset.email.fill("demo.norole");
    await reset.sendLink.click();
    await expect(page.getByText("Invalid e-mail address format.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reset.email.fill("demo.norole@example.lt");
    await reset.sendLink.click();
    await expect(reset.sentDialog).toContainText("demo.norole@example.lt");
    await expectNoSeriousA11yViolations(page);

    const mail = await latestMail(page.request, "demo.norole@example.lt", "PASSWORD_RESET");
    const link = mail.link ?? "";
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Reset password" })).toBeVisible();
    await expect(reset.newPassword).toHaveAttribute("autocomplete", "new-password");
    await expect(reset.newPassword).toHaveAttribute("maxlength", "30");
    await expectNoSeriousA11yViolations(page);

    // The old password is refused by the server on the password field.
    await reset.newPassword.fill("Vilnius2468");
    await reset.repeatPassword.fill("Vilnius2468");
    await reset.setPassword.click();
    await expect(page.getByText("This password has been used before. Please choose another one.")).toBeVisible();
    await reset.newPassword.fill(NEW_PASSWORD);
    await reset.repeatPassword.fill("Trakai1357R");
    await reset.newPassword.focus();
    await expect(page.getByText("The values must match.")).toBeVisible();
    await reset.repeatPassword.fill(NEW_PASSWORD);
    await reset.setPassword.click();

    await expect(page.getByRole("heading", { level: 1, name: "Password reset complete" })).toBeVisible();
    await expect(page).toHaveTitle("Password reset complete · IP Office user area");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Back to login" }).click();
    const login = new LoginPage(page);
    await expect(login.username).toBeVisible();
    await login.fill("demonorole", NEW_PASSWORD);
    await login.submit.click();
    await page.waitForURL((url) => url.pathname === "/");

    // The link works once. (Leave the signed-in app first, so none of its requests answered 401
    // after the cookies go can send the page to /login in the middle of the next navigation.)
    await page.goto("about:blank");
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Expired password link" })).toBeVisible();
  });

  test("an unknown link shows the expired-link screen, which asks for a new one; /reset-password leads there too", async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto("/reset/token/not-a-token");
    await expect(page.getByRole("heading", { level: 1, name: "Expired password link" })).toBeVisible();
    await expect(page).toHaveTitle("Expired password link · IP Office user area");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/forgotten-login$/);

    await page.goto("/reset-password");
    await expect(page).toHaveURL(/\/forgotten-login$/);
    await expect(new PasswordResetPage(page).email).toBeVisible();
  });
});
