/**
 * My applications, the actions (spec 2 §4, §5, §8): notes (lock on edit, refusal closes the
 * dialog, length limit, delete after confirmation, list reload), the initiate-e-service dialog
 * (exactly one, VALID opens the form, 400 extraInfo shown and highlighted), duplicate, receipt,
 * view correspondence, and the read-only (impersonated) session.
 */
import { SHELL_READ_ONLY_BADGE, stubExternalForms, withoutExpiringAlert } from "./support/applications";
import { expect, test } from "./support/fixtures";
import { withSecondUser } from "./support/second-user";
import { ApplicationsPage } from "./support/pages/applications-page";
import { LoginPage } from "./support/pages/login-page";
import { chooseMenuItem } from "./support/menus";

test.beforeEach(async ({ context }) => {
  await withoutExpiringAlert(context);
});

test.describe("my applications actions", () => {
  test("a note is locked for editing, limited in length, saved, then deleted after confirmation", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    await signIn(page, "demoparent", { open: false });
    const apps = new ApplicationsPage(page);
    await apps.goto("?tab=trademark");
    const number = (await apps.rowNumbers())[0] ?? "";
    const row = apps.row(number);
    await apps.rowAction(number, "Add a note");
    const dialog = page.getByRole("dialog", { name: `Note for ${number}` });
    const text = dialog.getByLabel("Note");
    await expect(text).toHaveAttribute("readonly", "");
    const lock = page.waitForRequest((r) => r.url().endsWith("/api/v1/applications/trademark/trademark/note/lock"));
    await dialog.getByRole("button", { name: "Edit" }).click();
    expect((await lock).postDataJSON()).toEqual({ applicationIdentifier: number });
    await expect(text).not.toHaveAttribute("readonly", "");

    await text.fill("x".repeat(101));
    await expect(dialog.getByRole("alert")).toHaveText("The note is too long: it can have at most 100 characters.");
    await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await text.fill("Call the client about the goods list");
    await expect(dialog.getByRole("button", { name: "Save" })).toBeEnabled();
    const reload = page.waitForRequest((r) => r.url().endsWith("/api/v1/applications/trademark") && r.method() === "POST");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await reload;
    await expect(row.getByTestId("note-text")).toHaveText("Call the client about the goods list");

    await apps.rowAction(number, "Note");
    await expect(text).toHaveValue("Call the client about the goods list");
    await dialog.getByRole("button", { name: "Edit" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete the note?" });
    const saved = page.waitForRequest((r) => r.url().endsWith("/api/v1/applications/trademark/trademark/note") && r.method() === "POST");
    await confirm.getByRole("button", { name: "Delete" }).click();
    expect((await saved).postDataJSON()).toEqual({ applicationIdentifier: number, note: "" });
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("note-text")).toHaveCount(0);
  });

  test("a note locked by another user of the account cannot be edited: the dialog closes with the refusal", async ({ page, browser, signIn, baseURL }) => {
    await withSecondUser(browser, baseURL, async (child) => {
      await new LoginPage(child).signIn("demochild");
      const childApps = new ApplicationsPage(child);
      await childApps.goto("?tab=trademark");
      const number = (await childApps.rowNumbers())[0] ?? "";
      await childApps.rowAction(number, "Add a note");
      await child.getByRole("dialog").getByRole("button", { name: "Edit" }).click();
      await expect(child.getByRole("dialog").getByLabel("Note")).not.toHaveAttribute("readonly", "");

      await signIn(page, "demoparent", { open: false });
      const apps = new ApplicationsPage(page);
      await apps.goto("?tab=trademark");
      await apps.rowAction(number, "Add a note");
      await page.getByRole("dialog", { name: `Note for ${number}` }).getByRole("button", { name: "Edit" }).click();
      const error = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: "This note is being edited by another user." });
      await expect(error).toBeVisible();
      await expect(error).toContainText("demochild");
      await expect(page.getByRole("dialog", { name: `Note for ${number}` })).toHaveCount(0);
    });
  });

  test("starting an e-service: exactly one selected, a refusal is listed and highlighted, a valid one opens the form", async ({ page, context, signIn, expectNoSeriousA11yViolations }) => {
    await stubExternalForms(context);
    await signIn(page, "demoparent", { open: false });
    const apps = new ApplicationsPage(page);
    await apps.goto("?tab=trademark&status=SUBMITTED");
    const [submitted = "", other = ""] = await apps.rowNumbers();
    await apps.toggle(apps.rowCheckbox(submitted));
    await apps.toggle(apps.rowCheckbox(other));
    await apps.eserviceButton.click();
    const dialog = page.getByRole("dialog", { name: "Start an e-service" });
    await expect(dialog.getByRole("alert")).toHaveText("Select exactly one application (2 selected).");
    await expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await apps.toggle(apps.rowCheckbox(other));

    // A renewal needs a registered right: the server refuses with extraInfo.
    await apps.eserviceButton.click();
    await dialog.getByLabel("E-service").selectOption("TM_RENEWAL");
    await dialog.getByRole("button", { name: "Continue" }).click();
    const refusal = dialog.getByTestId("eservice-refusal");
    await expect(refusal).toContainText("The selected applications cannot be used for this action.");
    await expect(refusal).toContainText("Application IDs:");
    // The page behind the modal is hidden from the accessibility tree: look at the rows directly.
    await expect(page.locator('tbody tr[data-invalid="true"]')).toHaveCount(1);
    await expect(page.locator('tbody tr[data-invalid="true"]')).toContainText(submitted);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // A registered trademark can be renewed: the form opens in a new window.
    await apps.goto("?tab=trademark&status=REGISTERED");
    const registered = (await apps.rowNumbers())[0] ?? "";
    await apps.toggle(apps.rowCheckbox(registered));
    await apps.eserviceButton.click();
    await dialog.getByLabel("E-service").selectOption("TM_RENEWAL");
    const [popup] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("button", { name: "Continue" }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/^https:\/\/efiling\.office\.example\.lt\/tm\/renewal\?applicationNumber=/);
    await expect(dialog).toBeHidden();
    await popup.close();
  });

  test("duplicate opens the new filing, the receipt downloads and view correspondence passes the number", async ({ page, context, signIn }) => {
    await stubExternalForms(context);
    await signIn(page, "demoparent", { open: false });
    const apps = new ApplicationsPage(page);
    await apps.goto("?tab=design");
    const number = (await apps.rowNumbers())[0] ?? "";
    const [popup] = await Promise.all([context.waitForEvent("page"), apps.rowAction(number, "Duplicate")]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain(`duplicate=${encodeURIComponent(number)}`);
    await popup.close();

    const [download] = await Promise.all([page.waitForEvent("download"), apps.rowAction(number, "Download receipt")]);
    expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);

    const shown = (await apps.row(number).locator("td").nth(2).innerText()).trim() || number;
    await apps.rowAction(number, "View correspondence");
    // The number travels as navigation state; the inbox makes it the search of its URL.
    await expect(page).toHaveURL((url) => url.pathname === "/correspondence" && url.searchParams.get("search") === shown);
  });

  test("an impersonated session cannot select, edit notes or duplicate, but downloads receipts", async ({ page, expectNoSeriousA11yViolations }) => {
    await page.goto("/sandbox/impersonate?username=demoparent");
    await expect(page.getByText("Read-only session")).toBeVisible();
    const apps = new ApplicationsPage(page);
    await apps.goto("?tab=trademark");
    await expect(apps.selectAll).toBeDisabled();
    await expect(apps.rows.first().getByRole("checkbox")).toBeDisabled();
    const number = (await apps.rowNumbers())[0] ?? "";
    await page.getByRole("button", { name: `Actions for ${number}` }).click();
    await expect(page.getByRole("menuitem", { name: /note/i })).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("menuitem", { name: "Duplicate" })).toHaveAttribute("aria-disabled", "true");
    const [download] = await Promise.all([page.waitForEvent("download"), chooseMenuItem(page, "Download receipt")]);
    expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
    await expectNoSeriousA11yViolations(page, { exclude: [SHELL_READ_ONLY_BADGE] });
  });
});
