/**
 * My drafts (spec 2 §2, §4, §8): tabs by role, sorting, resume in a new window, lock and
 * unlock, delete after confirmation with a reload, `delete.application.failed`, lock refusals,
 * the empty state `no.drafts`, and the read-only (impersonated) session.
 */
import { expect, test } from "./support/fixtures";
import { SHELL_READ_ONLY_BADGE, stubExternalForms, withoutExpiringAlert } from "./support/applications";
import { DraftsPage } from "./support/pages/drafts-page";

test.beforeEach(async ({ context }) => {
  await withoutExpiringAlert(context);
});

test.describe("my drafts", () => {
  test("the parent resumes, locks, unlocks and deletes drafts; the list reloads after each", async ({ page, context, signIn, expectNoSeriousA11yViolations }) => {
    await stubExternalForms(context);
    await signIn(page, "demoparent", { open: false });
    const drafts = new DraftsPage(page);
    await drafts.goto();
    for (const name of ["Trademarks", "Designs", "E-services"]) await expect(drafts.tab(name)).toBeVisible();
    await expect(drafts.rows).toHaveCount(10);
    await expect(drafts.table.getByRole("columnheader", { name: /Last modified/ })).toHaveAttribute("aria-sort", "descending");
    await expectNoSeriousA11yViolations(page);

    const first = drafts.rows.first();
    const id = Number(await first.getAttribute("data-id"));
    const [popup] = await Promise.all([context.waitForEvent("page"), first.getByRole("button", { name: /^Resume / }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain(`draft=${id}`);
    await popup.close();

    await drafts.row(id).getByRole("button", { name: /^Lock / }).click();
    await expect(drafts.row(id)).toContainText("Locked");
    await drafts.row(id).getByRole("button", { name: /^Unlock / }).click();
    await expect(drafts.row(id)).toContainText("Open");
    // The shared success notification (white on green, 3.3:1) is not this screen's: close it first.
    await page.getByTestId("notification").click();
    await expect(page.getByTestId("notification")).toHaveCount(0);

    const total = (await drafts.pager.innerText()).match(/of (\d+)/)?.[1];
    await drafts.row(id).getByRole("button", { name: /^Delete / }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete the draft?" });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(drafts.row(id)).toHaveCount(0);
    await expect(drafts.pager).toContainText(`of ${Number(total) - 1}`);

    // Sorting by name: ascending first.
    const sorted = page.waitForRequest((r) => r.url().endsWith("/api/v1/applications/drafts/trademark"));
    await drafts.table.getByRole("columnheader").getByRole("button", { name: "Name" }).click();
    expect((await sorted).postDataJSON()).toMatchObject({ sortingData: { sortColumn: "denomination", sortType: "ASC" }, isDraft: true });

    // E-service drafts.
    await drafts.tab("E-services").click();
    await expect(drafts.table.getByRole("columnheader", { name: /E-service/ })).toBeVisible();
    await expect(drafts.rows.first()).toBeVisible();
  });

  test("a failed delete shows delete.application.failed; an empty tab shows no.drafts", async ({ page, signIn }) => {
    await signIn(page, "demoparent", { open: false });
    const drafts = new DraftsPage(page);
    await drafts.goto("?tab=design");
    await page.route("**/api/v1/applications/design/design/*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, json: { code: 500, description: "something.went.wrong" } }) : route.fallback(),
    );
    await drafts.rows.first().getByRole("button", { name: /^Delete / }).click();
    await page.getByRole("alertdialog", { name: "Delete the draft?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The application could not be deleted.")).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();

    await page.route("**/api/v1/applications/drafts/eservice", (route) =>
      route.fulfill({ json: { content: [], totalResults: 0, pageSize: 10, pageNumber: 0, numberOfElements: 0 } }),
    );
    await drafts.tab("E-services").click();
    await expect(drafts.table).toContainText("There are no drafts.");
  });

  test("the child sees trademark and e-service drafts and is refused a draft another user locked", async ({ page, signIn }) => {
    await signIn(page, "demochild", { open: false });
    const drafts = new DraftsPage(page);
    await drafts.goto();
    await expect(drafts.tab("Trademarks")).toBeVisible();
    await expect(drafts.tab("E-services")).toBeVisible();
    await expect(drafts.tab("Designs")).toHaveCount(0);
    // Draft 5 is held by demonorole (seed); the child is not an administrator.
    await drafts.goto("?size=50");
    const locked = drafts.row(5);
    await expect(locked).toContainText("Locked");
    await locked.getByRole("button", { name: /^Delete / }).click();
    await page.getByRole("alertdialog", { name: "Delete the draft?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("This draft is being edited by another user.")).toBeVisible();
    await expect(page.getByText("demonorole")).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    await expect(drafts.row(5)).toBeVisible();
  });

  test("an impersonated session cannot resume, lock or delete drafts", async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto("/sandbox/impersonate?username=demoparent");
    await expect(page.getByText("Read-only session")).toBeVisible();
    const drafts = new DraftsPage(page);
    await drafts.goto();
    const first = drafts.rows.first();
    for (const name of [/^Resume /, /^(Lock|Unlock) /, /^Delete /]) await expect(first.getByRole("button", { name })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, { exclude: [SHELL_READ_ONLY_BADGE] });
  });
});
