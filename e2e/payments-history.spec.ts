/** Payment history: sorting, paging, filters and invoices. */
import { expect, test } from "./support/fixtures";
import { PaymentsPage } from "./support/pages/payments-page";

test("history sorts, pages, filters and downloads invoices", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
  await signIn(page, "demoparent", { open: false });
  const payments = new PaymentsPage(page);
  await payments.goto("history");
  const rows = payments.history.locator("tbody tr");
  await expect(rows).toHaveCount(10);
  await expect(payments.history.getByRole("columnheader", { name: /Payment date/ })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByText("1–10 of 60")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Page 2" }).click();
  await expect(page.getByText("11–20 of 60")).toBeVisible();

  await payments.sortBy("Total cost", payments.history);
  await expect(payments.history.getByRole("columnheader", { name: /Total cost/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByText("1–10 of 60")).toBeVisible();

  // A pending bank transfer has no invoice yet: 404 → its own message.
  await page.getByLabel("Search references, numbers or payer").fill("");
  await payments.sortBy("Payment method", payments.history);
  const pending = rows.filter({ hasText: "Pending" }).first();
  if ((await pending.count()) > 0) {
    await pending.getByRole("button", { name: /Invoice of payment/ }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("The invoice of this payment is not available.");
    await dialog.getByRole("button", { name: "OK" }).click();
  }

  const completed = rows.filter({ hasText: "Completed" }).first();
  const downloadPromise = page.waitForEvent("download");
  await completed.getByRole("button", { name: /Invoice of payment/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByLabel("Search references, numbers or payer").fill("Rūta Vaitkienė");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(rows.first()).toContainText("Rūta Vaitkienė");
});
