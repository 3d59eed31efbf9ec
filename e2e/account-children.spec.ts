/**
 * Child accounts (spec 1 §2, §4, §5, §6): the sortable table, the create form with every rule,
 * verification of the new child with its password through the mailed link, the child's menu,
 * editing (e-mail read-only, only changes plus roles sent), deactivation and reactivation,
 * the edit route without a selection, and the read-only (impersonated) session. Tests build on
 * each other in order.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ChildAccountsPage } from "./support/pages";

const CHILD_EMAIL = "rasa.child@example.lt";
const CHILD_NAME = "Rasa Jonaitė";
const CHILD_PASSWORD = "Trakai5173";

async function mailedLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/sandbox/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { link: string | null }[];
      link = mails.find((mail) => mail.link)?.link ?? null;
      return link;
    })
    .not.toBeNull();
  return new URL(link ?? "", "http://localhost").pathname;
}

test.describe("child accounts", () => {
  test("table: children with status, roles and last login, sorted by header buttons", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    const children = new ChildAccountsPage(page);
    await signIn(page, "demoparent", { open: false });
    await children.goto();
    // Polled: the table shows "Loading…" until the list arrives.
    await expect.poll(() => children.names()).toEqual(["Ona Kazlauskienė", "Petras Jonaitis", "Rūta Žukauskaitė"]);
    await expect(children.row("Ona Kazlauskienė")).toContainText("demo.child@example.lt");
    await expect(children.row("Ona Kazlauskienė")).toContainText("Active");
    await expect(children.row("Ona Kazlauskienė")).toContainText("Trademarks");
    const nameHeader = children.table.getByRole("columnheader", { name: "Name" });
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await nameHeader.getByRole("button").click();
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect.poll(() => children.names()).toEqual(["Rūta Žukauskaitė", "Petras Jonaitis", "Ona Kazlauskienė"]);
    await expectNoSeriousA11yViolations(page);

    // The edit route without a selected child goes back to the list.
    await page.goto("/child-accounts/edit");
    await expect(page).toHaveURL(/\/my-account\/child-accounts$/);
  });

  test("create: every rule of the form, then the child is added and listed", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    const children = new ChildAccountsPage(page);
    await signIn(page, "demoparent", { open: false });
    await children.goto();
    await children.addButton.click();
    await expect(page).toHaveURL(/\/child-accounts\/create$/);
    const form = children.form("New child account");
    await form.getByRole("button", { name: "Add child account" }).click();
    await expect(form.getByText("This field is required.")).toHaveCount(3);
    await expect(form.getByText("Select at least one access right.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel("E-mail").fill("not-an-email");
    await form.getByLabel("E-mail").blur();
    await expect(form.getByText("Invalid e-mail address format.")).toBeVisible();

    // A role that depends on trademarks or designs needs one of them.
    await children.toggleRole(form, "Payments");
    await expect(form.getByText("Also select trademark or design access.")).toBeVisible();
    await children.toggleRole(form, "Trademarks");
    await expect(form.getByText("Also select trademark or design access.")).toHaveCount(0);
    // The two correspondence roles exclude each other.
    await children.toggleRole(form, "Correspondence (read and reply)");
    await children.toggleRole(form, "Correspondence (read only)");
    await expect(children.role(form, "Correspondence (read and reply)")).not.toBeChecked();
    await children.toggleRole(form, "Payments");

    await form.getByLabel("First name").fill("Rasa");
    await form.getByLabel("Last name").fill("Jonaitė");
    await form.getByLabel("E-mail").fill(CHILD_EMAIL);
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/v1/child/registration"));
    await form.getByRole("button", { name: "Add child account" }).click();
    expect((await sent).postDataJSON()).toEqual({
      firstName: "Rasa",
      lastName: "Jonaitė",
      email: CHILD_EMAIL,
      roles: ["ROLE_TRADEMARKS", "ROLE_CORRESPONDENCE_READ_ONLY"],
    });
    await expect(children.notification).toHaveText("The child account has been added.");
    await expect(page).toHaveURL(/\/my-account\/child-accounts$/);
    await expect(children.row(CHILD_NAME)).toContainText("Active");
  });

  test("the new child verifies with a password through the mailed link and sees only its granted menu", async ({ page, loginPage }) => {
    const link = await mailedLink(page.request, CHILD_EMAIL);
    expect(link).toMatch(/^\/child\/registration\/token\//);
    await page.goto(link);
    const form = page.getByRole("form", { name: "Set your password" });
    await form.getByRole("textbox", { name: "Password", exact: true }).fill(CHILD_PASSWORD);
    await form.getByRole("textbox", { name: "Repeat password", exact: true }).fill(CHILD_PASSWORD);
    await form.getByRole("button", { name: "Verify and set password" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${CHILD_NAME}`, { timeout: 20_000 });
    // Signed in automatically; it also signs in with its e-mail and the password it chose.
    await page.context().clearCookies();
    await loginPage.signIn(CHILD_EMAIL, CHILD_PASSWORD);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Trademarks" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Correspondence" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Designs" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Payments" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Signatures" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Child accounts" })).toHaveCount(0);
    await page.goto("/my-account/child-accounts");
    await expect(page).toHaveURL(/\/my-account\/login-details$/);
  });

  test("edit: e-mail read-only, only the changed fields plus roles are sent", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    const children = new ChildAccountsPage(page);
    await signIn(page, "demoparent", { open: false });
    await children.goto();
    await children.rowAction(CHILD_NAME, "Edit");
    await expect(page).toHaveURL(/\/child-accounts\/edit$/);
    const form = children.form("Edit child account");
    await expect(form.getByLabel("E-mail")).toHaveAttribute("readonly", "");
    await expect(children.role(form, "Trademarks")).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await children.toggleRole(form, "Designs");
    await form.getByLabel("Last name").fill("Jonaitienė");
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/v1/child/details") && request.method() === "PUT");
    await form.getByRole("button", { name: "Save" }).click();
    expect((await sent).postDataJSON()).toEqual({
      userName: CHILD_EMAIL,
      lastName: "Jonaitienė",
      // Read back in the order of the globals' authorities, then the newly ticked one.
      roles: ["ROLE_CORRESPONDENCE_READ_ONLY", "ROLE_TRADEMARKS", "ROLE_DESIGNS"],
    });
    await expect(children.notification).toHaveText("Information successfully modified.");
    await expect(children.row("Rasa Jonaitienė")).toContainText("Designs");
  });

  test("deactivate and reactivate through the confirmation", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    const children = new ChildAccountsPage(page);
    await signIn(page, "demoparent", { open: false });
    await children.goto();
    await children.rowAction("Rasa Jonaitienė", "Deactivate");
    const confirm = page.getByRole("alertdialog", { name: "Deactivate Rasa Jonaitienė?" });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(children.notification).toHaveText("The child account has been deactivated.");
    await expect(children.row("Rasa Jonaitienė")).toContainText("Inactive");

    await children.rowAction("Rasa Jonaitienė", "Activate");
    await page.getByRole("alertdialog", { name: "Activate Rasa Jonaitienė?" }).getByRole("button", { name: "Activate" }).click();
    await expect(children.notification).toHaveText("The child account has been activated.");
    await expect(children.row("Rasa Jonaitienė")).toContainText("Active");
  });

  test("an impersonated (read-only) session lists children without actions and cannot add", async ({ page }) => {
    const children = new ChildAccountsPage(page);
    await page.goto("/sandbox/impersonate?username=demoparent");
    await expect(page.getByText("Read-only session")).toBeVisible();
    await children.goto();
    await expect(children.row("Ona Kazlauskienė")).toBeVisible();
    await expect(children.table.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
    await expect(children.addButton).toBeDisabled();
  });
  test("with every child deactivated the parent deactivates its account: question, success, logout", async ({ page, signIn, loginPage }) => {
    const children = new ChildAccountsPage(page);
    await signIn(page, "demoparent", { open: false });
    // The names are read once the office's answer is in the table: its response alone is not
    // enough, the table shows one "Loading…" row until it has rendered the list (under load the
    // names read were ["Loading…"], no child was deactivated and the account refused to go).
    const fresh = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/child/details" && r.request().method() === "GET");
    await children.goto();
    await fresh;
    await expect(children.row("Ona Kazlauskienė")).toBeVisible();
    // Every child still active (the seeded ones, and any an earlier test of this file added).
    const active = (await children.names()).filter((name) => name.length > 0);
    for (const name of active) {
      if (!(await children.row(name).innerText()).includes("Active")) continue;
      await children.rowAction(name, "Deactivate");
      await page.getByRole("alertdialog", { name: `Deactivate ${name}?` }).getByRole("button", { name: "Deactivate" }).click();
      await expect(children.row(name)).toContainText("Inactive");
    }
    await page.goto("/my-account/preferences");
    await page.getByRole("button", { name: "Deactivate account" }).click();
    const question = page.getByRole("alertdialog", { name: "Deactivate your account?" });
    await question.getByRole("button", { name: "Deactivate" }).click();
    const done = page.getByRole("alertdialog", { name: "Account deactivated" });
    await expect(done).toBeVisible();
    await done.getByRole("button", { name: "OK" }).click();
    // The logout's full page load lands on the sign-in form, which the app then takes over.
    await loginPage.ready();
    await loginPage.fill("demoparent", "Vilnius2468");
    await loginPage.submit.click();
    await expect(page.getByRole("alert")).toBeVisible();
  });
});
