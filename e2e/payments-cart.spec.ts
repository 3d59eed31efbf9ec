/**
 * Shopping cart: selection count and running total, sorting, the overdue block of the
 * online summary, and paying through the sandbox provider to the paymentCompleted=1 screen.
 */
import { expect, test } from "./support/fixtures";
import { PaymentsPage } from "./support/pages/payments-page";
import { chooseMenuItem } from "./support/menus";

/** "€12.34" → 1234. */
function cents(text: string): number {
  const match = /(\d+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

function euros(value: number): string {
  return `€${Math.floor(value / 100)}.${String(value % 100).padStart(2, "0")}`;
}

test.describe("shopping cart", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, "demoparent", { open: false });
  });

  test("selection shows its count and running total; select-all takes every row", async ({ page, expectNoSeriousA11yViolations }) => {
    const cart = new PaymentsPage(page);
    await cart.goto();
    const rows = cart.cart.locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    const [first, second] = await cart.filingNumbers();
    const feeOf = async (n: number) => cents(await rows.nth(n).locator("td").nth(10).innerText());
    const fees = [await feeOf(0), await feeOf(1)];

    await cart.toggle(cart.rowCheckbox(first ?? ""));
    await expect(cart.selectedCount).toHaveText("Selected: 1");
    await expect(cart.selectedTotal).toHaveText(`Total: ${euros(fees[0] ?? 0)}`);
    await cart.toggle(cart.rowCheckbox(second ?? ""));
    await expect(cart.selectedCount).toHaveText("Selected: 2");
    await expect(cart.selectedTotal).toHaveText(`Total: ${euros((fees[0] ?? 0) + (fees[1] ?? 0))}`);
    await cart.toggle(cart.rowCheckbox(first ?? ""));
    await expect(cart.selectedTotal).toHaveText(`Total: ${euros(fees[1] ?? 0)}`);

    await cart.toggle(page.getByRole("checkbox", { name: "Select all rows" }));
    await expect(cart.selectedCount).not.toHaveText("Selected: 1");
    await expectNoSeriousA11yViolations(page);

    // Sorting clears the selection and marks the header.
    await cart.sortBy("Fees");
    await expect(cart.cart.getByRole("columnheader", { name: /Fees/ })).toHaveAttribute("aria-sort", "ascending");
    await expect(cart.selectedCount).toHaveText("Selected: 0");
    await expect(cart.payButton).toBeDisabled();
  });

  test("an overdue selection blocks online payment", async ({ page }) => {
    const cart = new PaymentsPage(page);
    await cart.goto();
    // A slow office: the sorted answer takes 1.5 s, the previous order stays on screen meanwhile
    // and the table says it is busy (a read before the answer would pick a row that is not due).
    await page.route("**/api/v1/payments/shoppingCart", async (route) => {
      if (route.request().postDataJSON()?.sort === "LAST_SUBMIT_DATE") await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await cart.cart.getByRole("button", { name: "Last day to pay" }).click();
    await expect(cart.cart).toHaveAttribute("aria-busy", "true");
    await cart.settled(cart.cart);
    await expect(cart.cart.getByRole("columnheader", { name: /Last day to pay/ })).toHaveAttribute("aria-sort", "ascending");
    const [earliest] = await cart.filingNumbers();
    await cart.toggle(cart.rowCheckbox(earliest ?? ""));
    await cart.payButton.click();
    await expect(page.getByRole("heading", { name: "Pay online" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "later than the last submission date" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay", exact: true })).toBeDisabled();
    // Removing the last selected application goes back to the list.
    await page.getByRole("button", { name: `Remove ${earliest}` }).click();
    await expect(cart.cart).toBeVisible();
  });

  test("pays online through the sandbox provider", async ({ page, expectNoSeriousA11yViolations }) => {
    const cart = new PaymentsPage(page);
    await cart.goto();
    await cart.sortLatestFirst();
    const [number] = await cart.filingNumbers();
    await cart.toggle(cart.rowCheckbox(number ?? ""));
    await cart.payButton.click();
    await expect(page.getByRole("heading", { name: "Pay online" })).toBeVisible();
    await page.getByLabel("Additional e-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText("Invalid e-mail address format.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Additional e-mail").fill("buhalterija@example.lt");
    await page.getByLabel("Payment reference").fill("E2E online");
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page).toHaveURL(/\/sandbox\/payment-provider/);
    await expect(page.getByText(number ?? "")).toBeVisible();
    await page.getByRole("button", { name: "Approve payment" }).click();

    await expect(page).toHaveURL(/\/payments\/shopping-cart\?paymentCompleted=1/);
    const dialog = page.getByRole("dialog", { name: "Payment received" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByText("Your payment has been completed; the paid applications")).toBeVisible();
    await expect(cart.rowCheckbox(number ?? "")).toHaveCount(0);
  });
});

test.describe("cart row menu", () => {
  test("draft receipt, submit without payment (designs) and delete", async ({ page, signIn }) => {
    await signIn(page, "demoparent", { open: false });
    const cart = new PaymentsPage(page);
    await cart.goto();
    await page.getByLabel("Application type").selectOption({ label: "Design" });
    const [design, other] = await cart.filingNumbers();

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: `Actions for ${design}` }).click();
    await chooseMenuItem(page, "Draft receipt");
    expect((await downloadPromise).suggestedFilename()).toMatch(/\.pdf$/);

    await page.getByRole("button", { name: `Actions for ${design}` }).click();
    await chooseMenuItem(page, "Submit without payment");
    await page.getByRole("alertdialog", { name: "Submit without payment" }).getByRole("button", { name: "Yes" }).click();
    await expect(cart.rowCheckbox(design ?? "")).toHaveCount(0);

    await page.getByRole("button", { name: `Actions for ${other}` }).click();
    await chooseMenuItem(page, "Delete");
    await page.getByRole("alertdialog", { name: "Delete application" }).getByRole("button", { name: "Yes" }).click();
    await expect(cart.rowCheckbox(other ?? "")).toHaveCount(0);
  });
});

test.describe("payments access", () => {
  test("users without ROLE_PAYMENTS and unknown tabs go to /", async ({ page, signIn }) => {
    await signIn(page, "demochild", { open: false });
    await page.goto("/payments/shopping-cart");
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown tab goes to /", async ({ page, signIn }) => {
    await signIn(page, "demoparent", { open: false });
    await page.goto("/payments/elsewhere");
    await expect(page).toHaveURL(/\/$/);
  });

  test("impersonated sessions cannot pay", async ({ page }) => {
    await page.goto("/sandbox/impersonate?username=demoparent");
    await page.waitForURL(/\/$/);
    const cart = new PaymentsPage(page);
    await cart.goto();
    await expect(cart.payButton).toBeDisabled();
    await expect(cart.alreadyPaidButton).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: "Select all rows" })).toBeDisabled();
  });
});
