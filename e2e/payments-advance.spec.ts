/** Advance bank payment: the form's rules and a payment declared with proof files. */
import { expect, test } from "./support/fixtures";
import { PaymentsPage } from "./support/pages/payments-page";

function officeToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vilnius", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

const pdf = { name: "proof.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") };
const jpg = { name: "receipt.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) };
const png = { name: "picture.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50]) };

test("declares an advance bank payment with proof files", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
  await signIn(page, "demoparent", { open: false });
  const cart = new PaymentsPage(page);
  await cart.goto();
  await cart.sortLatestFirst();
  const [number] = await cart.filingNumbers();
  await cart.toggle(cart.rowCheckbox(number ?? ""));
  const total = (await cart.selectedTotal.innerText()).replace("Total: €", "");
  await cart.alreadyPaidButton.click();
  await expect(page.getByRole("heading", { name: "Already paid by bank transfer" })).toBeVisible();

  const send = page.getByRole("button", { name: "Send payment details" });
  await send.click();
  await expect(page.getByText("This field is required.")).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);

  const files = page.getByLabel("Proof of payment (PDF, JPG, JPEG)");
  await files.setInputFiles([pdf, png]);
  await page.getByLabel("Payment date").fill("2999-01-01");
  await page.getByLabel("Purpose of payment").fill("Fees");
  await page.getByLabel("Payer").fill("UAB Pavyzdys");
  await page.getByLabel("Amount paid (EUR)").fill("0.01");
  await page.getByLabel("Additional e-mail").fill("x@");
  await send.click();
  await expect(page.getByText("This file type is not allowed.")).toBeVisible();
  await expect(page.getByText("The payment date must not be in the future.")).toBeVisible();
  await expect(page.getByText("The amount is smaller than the total of the selected applications.")).toBeVisible();
  await expect(page.getByText("Invalid e-mail address format.")).toBeVisible();

  await page.getByRole("button", { name: "Remove file picture.png" }).click();
  await files.setInputFiles([jpg]);
  await expect(page.getByRole("list", { name: "Added files" }).getByRole("listitem")).toHaveCount(2);
  await page.getByLabel("Amount paid (EUR)").fill("999999");
  await send.click();
  await expect(page.getByText("The amount is larger than the total of the selected applications.")).toBeVisible();

  await page.getByLabel("Payment date").fill(officeToday());
  await page.getByLabel("Amount paid (EUR)").fill(total.replace(".", ","));
  await page.getByLabel("Additional e-mail").fill("");
  await page.getByLabel("Payment reference").fill("MP-E2E-1");
  await send.click();

  const dialog = page.getByRole("dialog", { name: "Payment received" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(cart.cart).toBeVisible();
  await expect(cart.rowCheckbox(number ?? "")).toHaveCount(0);

  // The payment is in the history as a pending bank transfer.
  await page.getByRole("tab", { name: "Payment history" }).click();
  await expect(cart.history.locator("tbody tr").first()).toContainText("Bank transfer");
});
