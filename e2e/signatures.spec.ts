/** Signatures: the list, signing through the sandbox signing page, access. */
import { expect, test } from "./support/fixtures";
import { SignaturesPage } from "./support/pages/signatures-page";
import { chooseMenuItem } from "./support/menus";

test("signs an application through the sandbox signing page", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
  await signIn(page, "demoparent", { open: false });
  const signatures = new SignaturesPage(page);
  await signatures.goto();
  for (const header of ["Type", "Your reference", "Application number", "Registration number"]) {
    await expect(signatures.table.getByRole("columnheader", { name: header })).toBeVisible();
  }
  const before = await signatures.signButtons().count();
  expect(before).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  const sign = signatures.signButtons().first();
  const number = ((await sign.getAttribute("aria-label")) ?? "").replace("Sign ", "");
  await sign.click();
  // The dialog and the signing page say what is signed: the number and the name.
  const dialog = page.getByRole("alertdialog", { name: new RegExp(`^Sign ${number}: \\S`) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Proceed to sign" }).click();

  await expect(page).toHaveURL(/\/sandbox\/signing/);
  await expect(page).toHaveTitle(new RegExp(`^Sign ${number}: \\S`));
  await page.getByRole("button", { name: `Sign application ${number}` }).click();
  await expect(page).toHaveURL(/\/signatures$/);
  await expect(signatures.table).toBeVisible();
  await expect(page.getByRole("button", { name: `Sign ${number}`, exact: true })).toHaveCount(0);
});

test("the row menu downloads the draft receipt and deletes after confirmation", async ({ page, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const signatures = new SignaturesPage(page);
  await signatures.goto();
  const number = ((await signatures.signButtons().first().getAttribute("aria-label")) ?? "").replace("Sign ", "");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: `Actions for ${number}` }).click();
  await chooseMenuItem(page, "Draft receipt");
  expect((await downloadPromise).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole("button", { name: `Actions for ${number}` }).click();
  await chooseMenuItem(page, "Delete");
  await page.getByRole("alertdialog", { name: "Delete application" }).getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("button", { name: `Sign ${number}`, exact: true })).toHaveCount(0);
});

test("users without a trademark or design role go to /", async ({ page, signIn }) => {
  await signIn(page, "demonorole", { open: false });
  await page.goto("/signatures");
  await expect(page).toHaveURL(/\/$/);
});
