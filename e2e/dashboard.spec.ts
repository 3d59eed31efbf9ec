/**
 * The dashboard `/` (spec 2 §2): welcome, recent applications (5 per page, newest first,
 * reloaded when the polled count changes), receipts with the server's file name, links to
 * /my-applications with the number and type, pending statuses to the cart or signatures,
 * the registers-update dialog, and each role (parent, child, no-role, impersonated).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { SHELL_READ_ONLY_BADGE, withoutExpiringAlert } from "./support/applications";
import { DashboardPage } from "./support/pages/dashboard-page";

const FLAG = "ipo.userDataUpdatedFromRegisters";

test.beforeEach(async ({ context }) => {
  await withoutExpiringAlert(context);
});

test.describe("dashboard", () => {
  test("the parent sees the five newest applications, pages through them and opens one in my applications", async ({ page, signIn }) => {
    await signIn(page, "demoparent");
    const dashboard = new DashboardPage(page);
    await expect(dashboard.heading).toHaveText("Welcome, Jonas Petraitis");
    await expect(dashboard.rows).toHaveCount(5);
    await expect(dashboard.pager).toContainText(/1–5 of \d+/);
    const firstPage = await dashboard.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-number")));
    // Newest first: filing numbers end with the id, which grows with submission time.
    const ids = firstPage.map((n) => Number(n?.slice(-5)));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const listRequest = page.waitForRequest((r) => r.url().endsWith("/api/v1/applications/homepage") && r.method() === "POST");
    await dashboard.pager.getByRole("button", { name: "Next" }).click();
    const body = (await listRequest).postDataJSON() as { paginationData: unknown; sortingData: unknown; userId: number };
    expect(body.paginationData).toEqual({ page: 1, size: 5 });
    expect(body.sortingData).toEqual({ sortColumn: "id", sortType: "DESC" });
    expect(body.userId).toBe(1);
    await expect(dashboard.pager).toContainText(/6–10 of \d+/);
    await dashboard.pager.getByRole("button", { name: "Previous" }).click();
    await expect(dashboard.pager).toContainText(/1–5 of \d+/);

    const link = dashboard.numberLink(0);
    const number = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/my-applications\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe(number);
    expect(["trademark", "design", "eservice"]).toContain(url.searchParams.get("tab"));
    await expect(page.getByRole("searchbox", { name: "Search applications" })).toHaveValue(number);
    await expect(page.getByRole("tab", { selected: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "My applications" }).locator("tbody tr[data-id]").first()).toContainText(number);
  });

  test("pending statuses link to the signatures and the cart; the receipt downloads as a PDF", async ({ page, signIn }) => {
    await signIn(page, "demoparent");
    const dashboard = new DashboardPage(page);
    await expect(dashboard.rows).toHaveCount(5);
    await expect(dashboard.statusLinks("Waiting for signature").first()).toHaveAttribute("href", "/signatures");
    await expect(page.getByTestId("pending-WAITING_FOR_PAYMENT")).toContainText(/\d+/);
    await expect(page.getByTestId("pending-WAITING_FOR_SIGNATURE").getByRole("link")).toHaveAttribute("href", "/signatures");
    // Page through until a row waits for payment.
    for (let i = 0; i < 8 && (await dashboard.statusLinks("Waiting for payment").count()) === 0; i++) {
      await dashboard.pager.getByRole("button", { name: "Next" }).click();
      await expect(dashboard.pager).toContainText(`${i * 5 + 6}–`);
    }
    await expect(dashboard.statusLinks("Waiting for payment").first()).toHaveAttribute("href", "/payments/shopping-cart");

    const number = await dashboard.rows.first().getAttribute("data-number");
    const [download] = await Promise.all([page.waitForEvent("download"), dashboard.receiptButton(0).click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");

    await dashboard.statusLinks("Waiting for payment").first().click();
    await expect(page).toHaveURL(/\/payments\/shopping-cart/);
  });

  test("a change of the polled count reloads the recent applications", async ({ page, signIn }) => {
    // The office polls every second (its setting; 10 s in the seed): the test need not sit
    // through the seed's interval twice.
    await page.route("**/api/v1/content/global", async (route) => {
      const response = await route.fetch();
      const globals = (await response.json()) as { settings: Record<string, number> };
      await route.fulfill({ response, json: { ...globals, settings: { ...globals.settings, "applications.homepage.counter": 1 } } });
    });
    let polls = 0;
    await page.route("**/api/v1/applications/homepage/count", async (route) => {
      const response = await route.fetch();
      const { count } = (await response.json()) as { count: number };
      polls += 1;
      await route.fulfill({ response, json: { count: count + polls } });
    });
    await signIn(page, "demoparent");
    await expect(new DashboardPage(page).rows).toHaveCount(5);
    const reload = await page.waitForRequest((r) => r.url().endsWith("/api/v1/applications/homepage") && r.method() === "POST");
    expect((reload.postDataJSON() as { paginationData: { page: number } }).paginationData.page).toBe(0);
    expect(polls).toBeGreaterThanOrEqual(2);
  });

  test("the registers-update dialog shows once when its flag is stored", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    await signIn(page, "demoparent");
    await page.evaluate((key) => localStorage.setItem(key, "true"), FLAG);
    await page.reload();
    const dialog = page.getByRole("alertdialog", { name: "Your details were updated" });
    await expect(dialog).toContainText("Your details have been updated from the state registers.");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), FLAG)).toBeNull();
    await page.reload();
    await expect(new DashboardPage(page).rows).toHaveCount(5);
    await expect(dialog).toHaveCount(0);
  });

  test("the child sees the parent's trademark applications without the signature and payment links", async ({ page, signIn }) => {
    await signIn(page, "demochild");
    const dashboard = new DashboardPage(page);
    await expect(dashboard.heading).toHaveText("Welcome, Ona Kazlauskienė");
    await expect(dashboard.rows).toHaveCount(5);
    await expect(dashboard.recent).not.toContainText("Design");
    await expect(dashboard.recent.getByRole("link", { name: /^Waiting for/ })).toHaveCount(0);
    await expect(page.getByTestId("pending-WAITING_FOR_PAYMENT")).toHaveCount(0);
    await expect(page.getByTestId("pending-WAITING_FOR_SIGNATURE")).toHaveCount(0);
    await dashboard.numberLink(0).click();
    await expect(page).toHaveURL(/\/my-applications\?/);
  });

  test("a user without trademark or design roles sees no applications and is sent back from their screens", async ({ page, signIn }) => {
    await signIn(page, "demonorole");
    const dashboard = new DashboardPage(page);
    await expect(dashboard.heading).toHaveText("Welcome, Petras Jonaitis");
    await expect(dashboard.recent).toContainText("There are no applications.");
    for (const path of ["/my-applications", "/my-drafts", "/online-services", "/online-services/trademark/e-services"]) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await expect(dashboard.heading).toHaveText("Welcome, Petras Jonaitis");
    }
  });

  test("an impersonated session shows the list and downloads receipts; no serious a11y violations", async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto("/sandbox/impersonate?username=demoparent");
    const dashboard = new DashboardPage(page);
    await expect(dashboard.heading).toHaveText("Welcome, Jonas Petraitis");
    await expect(dashboard.rows).toHaveCount(5);
    const [download] = await Promise.all([page.waitForEvent("download"), dashboard.receiptButton(1).click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-EF-\d{4}-\d{5}\.pdf$/);
    await expectNoSeriousA11yViolations(page, { exclude: [SHELL_READ_ONLY_BADGE] });
  });
});
