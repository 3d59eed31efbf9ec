/**
 * My applications, the list (spec 2 §2, §4, §5): tabs by role, the grid/table switch, sorting,
 * paging and search kept in the URL, the filter request rules, select-all, exports with the
 * server's file names and upper-cased headers, and the accessibility of each view.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { withoutExpiringAlert } from "./support/applications";
import { ApplicationsPage } from "./support/pages/applications-page";
import { chooseMenuItem } from "./support/menus";

test.beforeEach(async ({ context }) => {
  await withoutExpiringAlert(context);
});

test.describe("my applications list", () => {
  // Each test walks tabs, views, filters and several reloads with their checks: 26–33 s on the
  // 2-core machine in session 13, past the default 30 s (the slowdown is open, docs/status.md).
  test.describe.configure({ timeout: 60_000 });
  test("tabs, grid/table switch, sort, paging and search survive a reload", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    await signIn(page, "demoparent", { open: false });
    const apps = new ApplicationsPage(page);
    await apps.goto();
    for (const name of ["All", "Trademarks", "Designs", "E-services"]) await expect(apps.tab(name)).toBeVisible();
    await expect(apps.tab("All")).toHaveAttribute("aria-selected", "true");
    await expect(apps.rows).toHaveCount(10);
    await expect(apps.viewButton("Grid")).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Sorting: a new column sorts ascending, the same column toggles.
    const header = apps.table.getByRole("columnheader", { name: /Filing number/ });
    let body = await apps.nextListRequest(() => apps.sortButton("Filing number").click(), "all");
    expect(body.sortingData).toEqual({ sortColumn: "number", sortType: "ASC" });
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    body = await apps.nextListRequest(() => apps.sortButton("Filing number").click(), "all");
    expect(body.sortingData).toEqual({ sortColumn: "number", sortType: "DESC" });
    await expect(header).toHaveAttribute("aria-sort", "descending");

    // Paging, kept by a reload.
    body = await apps.nextListRequest(() => apps.pager.getByRole("button", { name: "Next" }).click(), "all");
    expect(body.paginationData).toEqual({ page: 1, size: 10 });
    await expect(apps.pager).toContainText(/11–20 of \d+/);
    await page.reload();
    await expect(apps.pager).toContainText(/11–20 of \d+/);
    await expect(header).toHaveAttribute("aria-sort", "descending");

    // Changing the tab resets page and sort.
    body = await apps.nextListRequest(() => apps.tab("Trademarks").click(), "trademark");
    expect(body.paginationData.page).toBe(0);
    expect(body.sortingData).toEqual({ sortColumn: "applicationDate", sortType: "DESC" });
    await expect(apps.table.getByRole("columnheader", { name: /Application date/ })).toHaveAttribute("aria-sort", "descending");

    // Grid on the trademark tab, with the graphical representations.
    await expect(apps.viewButton("Grid")).toBeEnabled();
    await apps.viewButton("Grid").click();
    await expect(apps.cards).toHaveCount(10);
    await expect(page.getByRole("img", { name: /^Graphical representation of / }).first()).toBeVisible();
    await page.reload();
    await expect(apps.viewButton("Grid")).toHaveAttribute("aria-pressed", "true");
    await expect(apps.cards).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);

    // Search.
    const number = (await apps.cards.first().locator("dd").first().innerText()).trim();
    body = await apps.nextListRequest(async () => {
      await apps.searchBox.fill(number);
      await apps.searchBox.press("Enter");
    }, "trademark");
    expect(body.searchingData).toEqual({ search: number });
    await expect(apps.cards).toHaveCount(1);

    // E-services: table only, no e-service start.
    // The search text stays with a tab change; the e-services tab is opened fresh here.
    await apps.goto("?tab=eservice");
    await expect(apps.viewButton("Grid")).toBeDisabled();
    await expect(apps.rows.first()).toBeVisible();
    await expect(apps.eserviceButton).toHaveCount(0);
    const first = (await apps.rowNumbers())[0] ?? "";
    await page.getByRole("button", { name: `Actions for ${first}` }).click();
    await expect(page.getByRole("menuitem", { name: "Download receipt" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "View correspondence" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Duplicate" })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  test("filters build the request: date range, status groups, Nice class, form types removed with the IP right", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    await signIn(page, "demoparent", { open: false });
    const apps = new ApplicationsPage(page);
    await apps.goto();
    await apps.filtersButton.click();
    await expect(apps.filters).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // On the all tab the form types follow the IP right, and changing it removes them.
    await apps.filters.getByLabel("IP right").selectOption("trademark");
    await apps.filters.getByText("National trademark application").click();
    await apps.filters.getByLabel("IP right").selectOption("design");
    await expect(apps.filters.getByText("National trademark application")).toHaveCount(0);
    await apps.filters.getByText("Design application", { exact: true }).click();
    await apps.filters.getByLabel("IP right").selectOption("trademark");
    await expect(apps.filters.getByRole("checkbox", { name: "National trademark application" })).not.toBeChecked();

    // A Nice class outside 1-45 is refused before any request.
    await apps.filters.getByLabel("Nice class").fill("46");
    await apps.filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(apps.filters.getByRole("alert")).toHaveText("The Nice class is a number from 1 to 45.");
    await apps.filters.getByLabel("Nice class").fill("9");

    // A date filter needs all three parts.
    await apps.filters.getByLabel("From").fill("2020-01-01");
    await apps.filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(apps.filters.getByRole("alert")).toHaveText("A date filter needs its type, a start and an end.");
    await apps.filters.getByLabel("Date type").selectOption("APPLICATION_DATE");
    await apps.filters.getByLabel("To").fill("2030-12-31");
    await apps.filters.getByText("Waiting for payment or signature").click();
    await apps.filters.getByText("Registered", { exact: true }).click();

    const body = await apps.nextListRequest(() => apps.filters.getByRole("button", { name: "Apply filters" }).click(), "all");
    expect(body.filteringData).toEqual({
      ipRightType: "trademark",
      status: ["WAITING_FOR_PAYMENT", "WAITING_FOR_SIGNATURE", "REGISTERED"],
      niceClass: [9],
      dates: { date: "APPLICATION_DATE", dateFrom: "2020-01-01T00:00:00", dateTo: "2030-12-31T23:59:59" },
    });
    expect(body.paginationData.page).toBe(0);
    await expect(apps.filtersButton).toHaveText("Filters (4)");
    const statuses = await apps.rows.locator("[data-status]").evaluateAll((els) => els.map((e) => e.getAttribute("data-status")));
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(["WAITING_FOR_PAYMENT", "WAITING_FOR_SIGNATURE", "REGISTERED"]).toContain(status);

    // Filters survive a reload (URL) and clear resets them.
    await page.reload();
    await expect(apps.filtersButton).toHaveText("Filters (4)");
    await apps.filtersButton.click();
    const cleared = await apps.nextListRequest(() => apps.filters.getByRole("button", { name: "Clear filters" }).click(), "all");
    expect(cleared.filteringData).toBeUndefined();
  });

  test("select-all checks every row; exports download with the server's names and upper-cased headers", async ({ page, signIn }) => {
    await signIn(page, "demoparent", { open: false });
    const apps = new ApplicationsPage(page);
    await apps.goto("?tab=design");
    await expect(apps.rows).toHaveCount(10);
    await apps.toggle(apps.selectAll);
    for (const box of await apps.rows.getByRole("checkbox").all()) await expect(box).toBeChecked();
    await expect(apps.eserviceButton).toHaveText("Start an e-service (10)");
    await apps.toggle(apps.rows.first().getByRole("checkbox"));
    await expect(apps.eserviceButton).toHaveText("Start an e-service (9)");
    // Paging clears the selection.
    await apps.pager.getByRole("button", { name: "Next" }).click();
    await expect(apps.pager).toContainText(/11–20/);
    await expect(apps.eserviceButton).toBeDisabled();

    for (const [item, name] of [["Excel (.xlsx)", "applications.xlsx"], ["PDF (.pdf)", "applications.pdf"]] as const) {
      await apps.exportButton.click();
      const [download, request] = await Promise.all([
        page.waitForEvent("download"),
        page.waitForRequest((r) => /\/api\/v1\/applications\/design\/(excel|pdf)$/.test(r.url())),
        chooseMenuItem(page, item),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      const body = request.postDataJSON() as { columns: { field: string; header: string }[] };
      expect(body.columns[0]).toEqual({ field: "number", header: "FILING NUMBER" });
      for (const column of body.columns) expect(column.header).toBe(column.header.toLocaleUpperCase());
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 2).toString()).toBe(name.endsWith(".pdf") ? "%P" : "PK");
    }
  });

  test("the child has no designs tab and may view correspondence", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    await signIn(page, "demochild", { open: false });
    const apps = new ApplicationsPage(page);
    await apps.goto();
    await expect(apps.tab("All")).toBeVisible();
    await expect(apps.tab("Trademarks")).toBeVisible();
    await expect(apps.tab("E-services")).toBeVisible();
    await expect(apps.tab("Designs")).toHaveCount(0);
    await apps.goto("?tab=design");
    await expect(apps.tab("All")).toHaveAttribute("aria-selected", "true");
    const first = (await apps.rowNumbers())[0] ?? "";
    await page.getByRole("button", { name: `Actions for ${first}` }).click();
    await expect(page.getByRole("menuitem", { name: "View correspondence" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
  });
});
