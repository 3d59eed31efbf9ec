/**
 * Production parity: the built app on the server in production mode, with the gateway,
 * the payment provider and the signing service on a second origin (e2e/support/production/
 * harness.ts). Registration through the gateway, gateway sign-in, online payment and signing,
 * each to its end, with every CSP violation the browser reports collected (the
 * `securitypolicyviolation` events of every page of the app, and the console): none is allowed.
 * With the CSP's `form-action 'self'` of before, the first form post to the gateway is refused.
 */
import { expect, test, type ConsoleMessage } from "@playwright/test";
import { latestMail, RegistrationPage } from "../support/pages/registration-page";
import { PaymentsPage } from "../support/pages/payments-page";
import { ShellPage } from "../support/pages/shell-page";
import { SignaturesPage } from "../support/pages/signatures-page";
import { productionOrigins } from "../support/production/origins";
import { recordInteractions, reportInteractions } from "../support/interaction-log";

const { app, standIn } = productionOrigins();
const PASSWORD = "Tomas2468Z";
const EMAIL = "tomas.zukauskas@example.lt";

// The cart's checkbox click was lost now and then on CI: a failure prints what was under the pointer.
test.beforeEach(async ({ context }) => recordInteractions(context));
test.afterEach(async ({ context }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await reportInteractions(testInfo, [context]);
});

test("registration, gateway sign-in, online payment and signing with the external systems on their own origin, without a CSP violation", async ({ page, context }) => {
  // Five round trips to the second origin, a registration and eight cold loads of the app (the
  // config's 120 s allows for a busy 2-core machine).
  const violations: string[] = [];
  await context.exposeBinding("reportCspViolation", ({ page: from }, text: string) => violations.push(`${from.url()}: ${text}`));
  await context.addInitScript((appOrigin) => {
    // The app in English (as the other specs' fixtures do; the new account keeps the language it registered in).
    if (location.origin === appOrigin && window.localStorage.getItem("ipo.language") === null) window.localStorage.setItem("ipo.language", "en");
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI}`);
    });
  }, app);
  page.on("console", (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });

  // Registration: the ticket is posted to the gateway's origin, which sends the browser back.
  const wizard = new RegistrationPage(page);
  await wizard.openFromLogin();
  await wizard.gatewayButton.click();
  await expect(page).toHaveURL(new RegExp(`^${standIn}/`));
  await page.getByRole("button", { name: /Authenticate as Tomas Žukauskas/ }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await wizard.naturalPersonDialog().getByRole("button", { name: "Confirm" }).click();
  await expect(wizard.naturalPersonDialog()).toBeHidden();
  // The role by its label, as a user picks it: a forced check of the hidden input during the
  // dialog's exit (the page still inert under its layer) clicked nothing.
  await page.getByText("Applicant", { exact: true }).click();
  await expect(wizard.applicant).toBeChecked();
  await wizard.next.click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await wizard.next.click();
  await expect(wizard.email).toHaveValue(EMAIL);
  await wizard.password.fill(PASSWORD);
  await wizard.repeatPassword.fill(PASSWORD);
  await wizard.createUser.click();
  await expect(page.getByText(`We sent a verification e-mail to ${EMAIL}`, { exact: false })).toBeVisible();
  // The mail delivery's stand-in holds the mail; its link verifies and signs in on the app's origin.
  const mail = await latestMail(page.request, EMAIL, "REGISTRATION", standIn);
  await page.goto(new URL(mail.link ?? "", app).href);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Tomas Žukauskas" })).toBeVisible();

  // The new account's applications: one to pay, one to sign (the harness's own path, not the app's).
  const created = await page.request.post(`${standIn}/harness/applications`, { data: { username: EMAIL } });
  expect(created.status()).toBe(201);
  const { toPay, toSign } = (await created.json()) as { toPay: string; toSign: string };

  // Gateway sign-in.
  await new ShellPage(page).logout();
  await page.goto("/login");
  await page.getByRole("button", { name: "Log in through the e-government gateway" }).click();
  await expect(page).toHaveURL(new RegExp(`^${standIn}/`));
  await page.getByRole("button", { name: /Authenticate as Tomas Žukauskas/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Tomas Žukauskas" })).toBeVisible();

  // Online payment: the cart's payment form is posted to the provider's origin.
  const cart = new PaymentsPage(page);
  await cart.goto();
  await cart.toggle(cart.rowCheckbox(toPay));
  // Checked before Pay: in 2 of 6 runs (none of 16 with a trace or request logging) the row was
  // found unchecked and Pay stayed disabled until the test's timeout (docs/status.md).
  await expect(cart.rowCheckbox(toPay)).toBeChecked();
  await cart.payButton.click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${standIn}/`));
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${app}/payments/shopping-cart\\?paymentCompleted=1`));
  await page.getByRole("dialog", { name: "Payment received" }).getByRole("button", { name: "OK" }).click();
  await expect(cart.rowCheckbox(toPay)).toHaveCount(0);

  // Signing: the signing service on its origin, back to the signatures.
  const signatures = new SignaturesPage(page);
  await signatures.goto();
  await page.getByRole("button", { name: `Sign ${toSign}`, exact: true }).click();
  await page.getByRole("alertdialog", { name: `Sign ${toSign}: `, exact: false }).getByRole("button", { name: "Proceed to sign" }).click();
  await expect(page).toHaveURL(new RegExp(`^${standIn}/`));
  await page.getByRole("button", { name: `Sign application ${toSign}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${app}/signatures$`));
  await expect(page.getByRole("button", { name: `Sign ${toSign}`, exact: true })).toHaveCount(0);

  expect(violations).toEqual([]);
});
