/**
 * Registration and verification (spec 1 §2, §4, §5): the wizard through the sandbox gateway for a
 * natural person (information dialog, role rules, review, credentials with blur validation and
 * reused.username) and for a company (own user name), verification by the mailed link and by the
 * code, automatic sign-in, resend for an unverified account, and the refused-token screens.
 * "Create new account" on the sign-in page does nothing until the page has its login challenge.
 */
import { expect, test } from "./support/fixtures";
import { latestMail, LoginPage, RegistrationPage, VerifyAccountPage } from "./support/pages";

const PASSWORD = "Tomas2468Z";
const REQUIRED = "This field is required.";
const REUSED = "This user name or e-mail address is already in use.";
const ILLEGAL_PASSWORD = /The password must be 8 to 30 characters long/;
const TOKEN_NOT_VALID = "The verification code is not valid or has expired.";
const GATEWAY_TICKET_INVALID = "The e-government gateway authentication is not valid or has expired.";

test.describe("registration", () => {
  test("a tap on Create new account before the sign-in page has its challenge does nothing", async ({ page, context, baseURL }) => {
    // The English prerendered page (the server picks it by this cookie), so the link's name holds throughout.
    await context.addCookies([{ name: "ipo.language", value: "en", url: baseURL ?? "" }]);
    // No connection until the test gives one: the app, once running, cannot fetch a challenge (the
    // state it is in while that redirect is under way on a slow network, held still).
    await page.addInitScript(() => {
      if (!new URLSearchParams(location.search).has("login_challenge")) Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const link = page.getByRole("link", { name: "Create new account" });

    // The server's prerendered page, before any script has run: a tap must not leave it.
    await page.goto("/login", { waitUntil: "commit" });
    await expect(link).toBeVisible();
    await link.click({ force: true });
    // The app has taken the page over, still without a challenge: the link is disabled.
    release();
    await expect(page).toHaveURL(/\/login\/oauth2\/challenge$/);
    await expect(page.getByText("You are offline.", { exact: false })).toBeVisible();
    // Offline the page offers no form and no link that cannot work.
    await expect(link).toHaveCount(0);

    // Online: the app fetches the challenge, and the link carries it into registration.
    await page.evaluate(() => {
      Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
      window.dispatchEvent(new Event("online"));
    });
    await expect(page).toHaveURL(/\/login\/oauth2\/challenge\?login_challenge=/);
    await link.click();
    await expect(new RegistrationPage(page).heading).toBeVisible();
    await expect(page).toHaveURL(/\/new-account\?login_challenge=/);
  });

  test("a natural person registers through the gateway, verifies by the mailed link and is signed in", async ({ page, expectNoSeriousA11yViolations }) => {
    // Three full page loads (gateway round trip, mailed link, start page) and five axe scans: 15-27 s
    // on one worker beside a busy core, over 30 s twice in 6 runs on two workers at a load of 20.
    test.setTimeout(60_000);
    const wizard = new RegistrationPage(page);
    await wizard.openFromLogin();
    await expect(page).toHaveURL(/\/new-account\?login_challenge=/);
    await expect(page).toHaveTitle("Create new account · IP Office user area");
    await expectNoSeriousA11yViolations(page);

    await wizard.identifyAs(/Authenticate as Tomas Žukauskas/);
    // Step TWO: natural persons confirm the information dialog first.
    const dialog = wizard.naturalPersonDialog();
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toBeHidden();

    await wizard.next.click();
    await expect(page.getByText(REQUIRED)).toBeVisible();
    await expect(wizard.patentAttorney).toBeDisabled();
    await wizard.representative.check({ force: true });
    await expect(wizard.patentAttorney).toBeEnabled();
    await wizard.patentAttorney.check({ force: true });
    await wizard.next.click();
    await expect(page.getByText("The e-government gateway did not recognise you as a patent attorney.")).toBeVisible();
    await wizard.applicant.check({ force: true });
    await expect(page.getByText("The e-government gateway did not recognise you as a patent attorney.")).toBeHidden();
    await expect(wizard.patentAttorney).not.toBeChecked();
    await expect(wizard.patentAttorney).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await wizard.next.click();

    // Step THREE: review with the data-protection policy; back goes to TWO and forward again.
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await expect(page.getByText("Žukauskas")).toBeVisible();
    await expect(page.getByRole("link", { name: "Data protection policy" })).toHaveAttribute("href", /privacy/);
    await expectNoSeriousA11yViolations(page);
    await wizard.back.click();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await expect(wizard.applicant).toBeChecked();
    await wizard.next.click();
    await wizard.next.click();

    // Step FOUR: e-mail from the gateway, user name hidden and copied from it.
    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await expect(wizard.email).toHaveValue("tomas.zukauskas@example.lt");
    await expect(wizard.email).toHaveAttribute("maxlength", "50");
    await expect(wizard.userName).toHaveCount(0);
    await expect(wizard.password).toHaveAttribute("autocomplete", "new-password");
    await expect(wizard.password).toHaveAttribute("maxlength", "30");
    await expect(wizard.repeatPassword).toHaveAttribute("autocomplete", "new-password");

    // Validation on blur; the repeat is compared once both fields were left.
    await wizard.password.fill("abc");
    await wizard.repeatPassword.focus();
    await expect(page.getByText(ILLEGAL_PASSWORD)).toBeVisible();
    await wizard.password.fill(PASSWORD);
    await wizard.repeatPassword.fill("Tomas2468Y");
    await wizard.email.focus();
    await expect(page.getByText(ILLEGAL_PASSWORD)).toBeHidden();
    await expect(page.getByText("The values must match.")).toBeVisible();
    await wizard.repeatPassword.fill(PASSWORD);
    await wizard.email.focus();
    await expect(page.getByText("The values must match.")).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    // A taken address: reused.username on the e-mail and on the (now shown) user name.
    await wizard.email.fill("demo.parent@example.lt");
    await wizard.createUser.click();
    await expect(page.getByText(REUSED)).toHaveCount(2);
    await expect(wizard.userName).toHaveValue("demo.parent@example.lt");
    await wizard.customUserName.uncheck({ force: true });
    await wizard.email.fill("tomas.zukauskas@example.lt");
    await expect(page.getByText(REUSED)).toHaveCount(0);
    await wizard.createUser.click();

    await expect(page.getByText("We sent a verification e-mail to tomas.zukauskas@example.lt", { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The mailed link verifies on entry and signs in with the credentials just entered.
    const mail = await latestMail(page.request, "tomas.zukauskas@example.lt", "REGISTRATION");
    await page.goto(mail.link ?? "");
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Tomas Žukauskas" })).toBeVisible();
  });

  test("a company registers with its own user name and verifies by the mailed code", async ({ page, expectNoSeriousA11yViolations }) => {
    const wizard = new RegistrationPage(page);
    await wizard.openFromLogin();
    await wizard.identifyAs(/Authenticate as UAB "Baltijos dizainas"/);
    await expect(wizard.naturalPersonDialog()).toHaveCount(0);
    await wizard.representative.check({ force: true });
    // A legal entity cannot be a patent attorney.
    await expect(wizard.patentAttorney).toBeDisabled();
    await wizard.next.click();
    await expect(page.getByText('UAB "Baltijos dizainas"')).toBeVisible();
    await expect(page.getByText("Company", { exact: true })).toBeVisible();
    await wizard.next.click();

    await wizard.customUserName.check({ force: true });
    await expect(wizard.userName).toHaveValue("info@baltijos-dizainas.example.lt");
    await wizard.userName.fill("Bad");
    await wizard.password.focus();
    await expect(page.getByText("Invalid format.")).toBeVisible();
    await wizard.userName.fill("baltijosdizainas");
    await wizard.password.fill(PASSWORD);
    await wizard.repeatPassword.fill(PASSWORD);
    await expect(page.getByText("Invalid format.")).toBeHidden();
    await wizard.createUser.click();
    await expect(page.getByText("We sent a verification e-mail to info@baltijos-dizainas.example.lt", { exact: false })).toBeVisible();

    // Verify by code on /registration/verify with the credentials kept in this tab.
    const verify = new VerifyAccountPage(page);
    await page.goto("/registration/verify");
    await expect(verify.heading).toBeVisible();
    await expect(page).toHaveTitle("Verify account · IP Office user area");
    await expect(verify.verify).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    const mail = await latestMail(page.request, "info@baltijos-dizainas.example.lt", "REGISTRATION");
    await verify.code.fill(mail.code ?? "");
    await verify.verify.click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("an unverified account resends its mail from the sign-in redirect and verifies by code", async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.fill("demopending", "Vilnius2468");
    await loginPage.submit.click();
    const verify = new VerifyAccountPage(page);
    await expect(verify.heading).toBeVisible();
    await expect(page).toHaveURL(/\/registration\/verify$/);

    await verify.code.fill("000000");
    await verify.verify.click();
    await expect(page.getByText(TOKEN_NOT_VALID)).toBeVisible();

    await verify.resend.click();
    await expect(page.getByText("We sent you a new verification e-mail.")).toBeVisible();
    const mail = await latestMail(page.request, "demo.pending@example.lt", "REGISTRATION");
    await verify.code.fill(mail.code ?? "");
    await verify.verify.click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("without a token or pending credentials verification goes to login; refused tokens show their error", async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto("/registration/verify");
    await expect(new LoginPage(page).username).toBeVisible();
    await expect(page).toHaveURL(/\/login\/oauth2\/challenge/);

    const verify = new VerifyAccountPage(page);
    await page.goto("/registration/token/not-a-token");
    await expect(page.getByText(TOKEN_NOT_VALID)).toBeVisible();
    await expect(page.getByRole("button", { name: "Back to login" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A child sets its password on its link; the password rules apply before anything is sent.
    await page.goto("/child/registration/token/not-a-token");
    await expect(verify.heading).toBeVisible();
    await expect(verify.password).toHaveAttribute("autocomplete", "new-password");
    await verify.verifyWithPassword.click();
    await expect(page.getByText(REQUIRED)).toHaveCount(2);
    await verify.password.fill(PASSWORD);
    await verify.repeatPassword.fill(PASSWORD);
    await verify.verifyWithPassword.click();
    await expect(page.getByText(TOKEN_NOT_VALID)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A used or unknown gateway ticket on the way back to registration.
    await page.goto("/epaslaugos/auth/callback/new-account?ticket=not-a-ticket");
    await expect(page.getByRole("alert")).toContainText(GATEWAY_TICKET_INVALID);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Start again" }).click();
    await expect(new RegistrationPage(page).gatewayButton).toBeVisible();
  });
});
