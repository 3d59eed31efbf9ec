/**
 * The correspondence inbox: default order and highlights, search (3+ characters), filters and
 * the request they build, sorting, paging (also past the end), URL restore on reload and back,
 * important and unread, expandable replies and drafts, the card grid, the empty state, axe.
 * Featured seed messages: server/correspondence/seed-featured.ts.
 */
import type { Request } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";
import { chooseMenuItem } from "./support/menus";

// The offline app: with its service worker, as users have it.
test.use({ serviceWorkers: "allow" });

const SEARCH_PATH = "/api/v1/correspondences/message/search";

function searchBody(request: Request): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>;
}

test.describe("correspondence inbox", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn(page, "demoparent", { open: false });
  });

  test("lists the newest first with NEW highlighted and due dates in colour", async ({ page }) => {
    const inbox = new InboxPage(page);
    await inbox.goto();
    await expect.poll(() => inbox.messageIds()).toEqual([320, 319, 318, 317, 316, 315, 314, 313, 312, 311]);
    await expect(inbox.header("Received / sent")).toHaveAttribute("aria-sort", "descending");
    await expect(inbox.row(320)).toHaveAttribute("data-status", "NEW");
    await expect(inbox.row(320).locator("td").first()).toHaveCSS("background-color", /rgb/);
    await expect(inbox.row(313).locator("[data-tone]")).toHaveAttribute("data-tone", "overdue");
    await expect(inbox.row(312).locator("[data-tone]")).toHaveAttribute("data-tone", "replied");
    await expect(inbox.row(316).locator("[data-tone]")).toHaveAttribute("data-tone", "pending");
    await expect(inbox.row(311).locator("[data-tone]")).toHaveCount(0);
    await expect(inbox.pages).toContainText("1–10 of 320");
  });

  test("searches from 3 characters, restores the search on reload and clears it", async ({ page }) => {
    const inbox = new InboxPage(page);
    await inbox.goto();
    await inbox.searchBox.fill("Sa");
    await expect(inbox.searchButton).toHaveAttribute("aria-disabled", "true");
    // Looks disabled and does nothing (Enter neither).
    await inbox.searchButton.click({ force: true });
    await inbox.searchBox.press("Enter");
    expect(new URL(page.url()).searchParams.get("search")).toBeNull();

    const request = page.waitForRequest((r) => r.url().endsWith(SEARCH_PATH) && searchBody(r).search === "Saugumo patikra");
    await inbox.search("  Saugumo patikra ");
    expect(searchBody(await request)).toMatchObject({ requestPage: 0, size: 10, search: "Saugumo patikra" });
    await inbox.expectParams({ search: "Saugumo patikra" });
    await expect.poll(() => inbox.messageIds()).toEqual([300]);

    await page.reload();
    await inbox.expectLoaded();
    await expect(inbox.searchBox).toHaveValue("Saugumo patikra");
    await expect.poll(() => inbox.messageIds()).toEqual([300]);

    await inbox.searchBox.fill("");
    await inbox.expectParams({ search: "" });
    await expect.poll(async () => (await inbox.messageIds())[0]).toBe(320);

    await inbox.search("no such text at all");
    await expect(inbox.table).toContainText("There is no correspondence.");
  });

  test("filters build the documented request and reset page and sort", async ({ page }) => {
    const inbox = new InboxPage(page);
    await inbox.goto("?page=3&sort=SUBJECT&sortType=DESC");

    let request = page.waitForRequest((r) => r.url().endsWith(SEARCH_PATH) && JSON.stringify(searchBody(r)).includes("draftStatuses"));
    await inbox.filter("Status").selectOption("DRAFT");
    expect(searchBody(await request)).toMatchObject({ requestPage: 0, sort: "RECEIVED_DATE", sortType: "DESC", filterCriteria: { draftStatuses: ["DRAFT"] } });
    await inbox.expectParams({ status: "DRAFT", page: "", sort: "" });
    // Every listed message has a draft among its replies. The rows of the page before the filter
    // stay on screen until the filtered answer replaces them: wait until each row says "Draft"
    // before opening their replies (a row opened before that may be replaced by a closed one).
    await inbox.expectLoaded();
    await expect(inbox.rows.filter({ hasNotText: "Draft" })).toHaveCount(0);
    for (const row of await inbox.rows.all()) {
      await row.getByRole("button", { name: /^Show replies of/ }).click();
    }
    await expect(inbox.table.locator("[data-subrow-status=DRAFT]")).toHaveCount(await inbox.rows.count());

    request = page.waitForRequest((r) => r.url().endsWith(SEARCH_PATH) && JSON.stringify(searchBody(r)).includes("messageStatuses"));
    await inbox.filter("Status").selectOption("NEW");
    expect((searchBody(await request).filterCriteria as Record<string, unknown>).messageStatuses).toEqual(["NEW"]);

    await inbox.filter("Category").selectOption("DESIGN");
    await inbox.filter("Date").selectOption("DUE_DATE");
    await inbox.filter("From").fill("2020-01-01");
    request = page.waitForRequest((r) => r.url().endsWith(SEARCH_PATH) && JSON.stringify(searchBody(r)).includes('"dates"'));
    await inbox.filter("To").fill("2030-12-31");
    expect(searchBody(await request).filterCriteria).toEqual({
      categories: ["DESIGN"],
      messageStatuses: ["NEW"],
      dates: { date: "DUE_DATE", dateFrom: "2020-01-01T00:00:00", dateTo: "2030-12-31T23:59:59" },
    });
    await inbox.expectParams({ category: "DESIGN", status: "NEW", dateType: "DUE_DATE", dateFrom: "2020-01-01", dateTo: "2030-12-31" });

    // Reload and back restore the same view.
    await page.reload();
    await inbox.expectLoaded();
    await expect(inbox.filter("Category")).toHaveValue("DESIGN");
    // English date fields read day/month/year (src/components/date-input).
    await expect(inbox.filter("To")).toHaveValue("31/12/2030");
    await page.goBack();
    await inbox.expectParams({ category: "DESIGN", status: "NEW", dateType: "DUE_DATE", dateFrom: "2020-01-01", dateTo: "" });

    await page.getByRole("button", { name: "Clear filters" }).click();
    await inbox.expectParams({ category: "", status: "", dateType: "", dateFrom: "" });
    await expect.poll(async () => (await inbox.messageIds())[0]).toBe(320);
  });

  test("sorts ascending first, then toggles, and the back button restores the order", async ({ page }) => {
    const inbox = new InboxPage(page);
    await inbox.goto();
    await inbox.sortButton("Subject").click();
    await inbox.expectParams({ sort: "SUBJECT", sortType: "ASC" });
    await expect(inbox.header("Subject")).toHaveAttribute("aria-sort", "ascending");
    const ascending = await inbox.messageIds();
    await inbox.sortButton("Subject").click();
    await inbox.expectParams({ sort: "SUBJECT", sortType: "DESC" });
    await expect(inbox.header("Subject")).toHaveAttribute("aria-sort", "descending");
    await expect.poll(() => inbox.messageIds()).not.toEqual(ascending);
    await page.goBack();
    await inbox.expectParams({ sort: "SUBJECT", sortType: "ASC" });
    await expect.poll(() => inbox.messageIds()).toEqual(ascending);
  });

  test("pages by 10, changes the page size and steps back from past the end", async ({ page }) => {
    const inbox = new InboxPage(page);
    await inbox.goto();
    await inbox.pageButton(2).click();
    await inbox.expectParams({ page: "2" });
    await expect.poll(() => inbox.messageIds()).toEqual([310, 309, 308, 307, 306, 305, 304, 303, 302, 301]);
    await inbox.pages.getByLabel("Rows per page").selectOption("20");
    await inbox.expectParams({ page: "", size: "20" });
    await expect(inbox.rows).toHaveCount(20);

    await inbox.goto("?page=40");
    await inbox.expectParams({ page: "32" });
    await expect.poll(() => inbox.messageIds()).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  test("important and unread change on the server and reload the list", async ({ page }) => {
    const inbox = new InboxPage(page);
    await inbox.goto();
    const star = inbox.row(311).getByRole("button", { name: /^Important:/ });
    const before = (await star.getAttribute("aria-pressed")) === "true";
    const reload = page.waitForResponse((r) => r.url().endsWith(SEARCH_PATH) && r.request().method() === "POST");
    await star.click();
    await reload;
    await expect(star).toHaveAttribute("aria-pressed", String(!before));

    const badge = page.getByTestId("new-correspondence-count").first();
    const count = Number(await badge.textContent());
    await inbox.row(313).getByRole("button", { name: /^Actions for/ }).click();
    await chooseMenuItem(page, "Mark as unread");
    await expect(inbox.row(313)).toHaveAttribute("data-status", "NEW");
    await expect(badge).toHaveText(String(count + 1));

    await inbox.toggle("Important only");
    await expect(inbox.checkbox("Important only")).toBeChecked();
    await inbox.expectParams({ important: "true" });
    await expect(inbox.row(311)).toHaveCount(before ? 0 : 1);
  });

  test("rows expand into replies and drafts that open the thread", async ({ page }) => {
    const inbox = new InboxPage(page);
    await inbox.goto();
    await inbox.row(319).getByRole("button", { name: /^Show replies of/ }).click();
    const draftLink = inbox.table.getByRole("link", { name: "Draft reply" });
    await expect(draftLink).toBeVisible();
    await draftLink.click();
    await expect(page).toHaveURL(/\/correspondence\/319\?.*openReply=/);
    await expect(page.locator("[data-draft-id]").getByRole("textbox", { name: "Reply text" })).toBeVisible();
  });

  test("shows cards up to 960 px", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    const inbox = new InboxPage(page);
    await page.goto("/correspondence");
    await expect(inbox.cards).toHaveCount(10);
    await expect(inbox.table).toBeHidden();
    await expect(inbox.cards.first()).toHaveAttribute("data-message-id", "320");
  });

  test("has no serious accessibility violations", async ({ page, expectNoSeriousA11yViolations }) => {
    const inbox = new InboxPage(page);
    await inbox.goto();
    await expectNoSeriousA11yViolations(page);
  });
});
