/**
 * A section the user's roles do not open says why: demonorole (the account
 * administrator role only) opens /correspondence and /payments/shopping-cart by their
 * addresses, lands on the dashboard and is told which section, that the account lacks its
 * role and who can grant it; the next screen no longer says it. Which section each guard
 * names (child accounts too): tests/routes/section-refused.test.ts. A user who is not the
 * account administrator, sent from the Child accounts tab to Login details, is told why there.
 */
import { expect, test } from "./support/fixtures";

test("a child without the section's role is told why it landed on the dashboard", async ({ page, signIn }) => {
  await signIn(page, "demonorole", { open: false });
  const notice = page.getByTestId("section-refused");

  await page.goto("/correspondence");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Petras Jonaitis");
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice).toContainText("This section is not open to your account");
  await expect(notice).toContainText("Your account cannot open Correspondence: it has no correspondence role. The administrator of the main account can grant it.");

  await page.goto("/payments/shopping-cart");
  await expect(page).toHaveURL(/\/$/);
  await expect(notice).toContainText("Your account cannot open Payments: it does not have the payments role. The administrator of the main account can grant it.");

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My account" }).click();
  await expect(page).toHaveURL(/\/my-account\//);
  await expect(notice).toHaveCount(0);
});


test("a user who is not the account's administrator, sent from Child accounts to Login details, is told why", async ({ page, signIn }) => {
  await signIn(page, "demochild", { open: false });
  const notice = page.getByTestId("section-refused");

  await page.goto("/my-account/child-accounts");
  await expect(page).toHaveURL(/\/my-account\/login-details$/);
  await expect(notice).toContainText("Your account cannot manage child accounts: it does not have the account administrator role.");
  // An unknown tab lands there too, with nothing to explain.
  await page.goto("/my-account/nothing");
  await expect(page).toHaveURL(/\/my-account\/login-details$/);
  await expect(notice).toHaveCount(0);
});
