/**
 * Sign-in and sign-out for each demo account, with the menu its roles allow; failures;
 * guards; the read-only impersonated session.
 */
import { expect, test } from "./support/fixtures";

const PARENT_MENU = [
  "Dashboard",
  "Online services",
  "My applications",
  "My drafts",
  "Signatures",
  "Payments",
  "Correspondence",
  "My account",
];

test.describe("sign-in and menu by role", () => {
  test("the parent sees every section and can log out", async ({ page, signIn }) => {
    await signIn(page, "demoparent");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    for (const label of PARENT_MENU) await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Child accounts" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Trademarks" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Designs" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Jonas Petraitis" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("button", { name: "Log out" }).click();
    const dialog = page.getByRole("dialog", { name: "Log out?" });
    await expect(dialog).toContainText("Any unsaved changes will be lost.");
    await dialog.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login\/oauth2\/challenge\?login_challenge=/);
    await expect(page.getByRole("heading", { name: "Log in to your user area" })).toBeVisible();
    // The old session is gone: the start page sends us back to sign-in.
    await page.goto("/");
    await expect(page).toHaveURL(/\/login\/oauth2\/challenge/);
  });

  test("the child sees trademarks and read-only correspondence, no signatures or payments", async ({ page, signIn }) => {
    await signIn(page, "demochild");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    for (const label of ["Dashboard", "Online services", "My applications", "My drafts", "Correspondence", "My account"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Trademarks" })).toBeVisible();
    for (const hidden of ["Designs", "Signatures", "Payments", "Child accounts"]) {
      await expect(menu.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Ona Kazlauskienė");
  });

  test("a user without trademark, design or correspondence roles sees only the dashboard and account", async ({ page, signIn }) => {
    await signIn(page, "demonorole");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "My account" })).toBeVisible();
    for (const hidden of ["Online services", "My applications", "My drafts", "Signatures", "Payments", "Correspondence"]) {
      await expect(menu.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
    }
  });
});

test.describe("sign-in failures and guards", () => {
  test("an unauthenticated visitor to / goes to sign-in with a challenge", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login\/oauth2\/challenge\?login_challenge=[^&]+/);
    await expect(page.getByLabel("User name or e-mail")).toHaveAttribute("autocomplete", "username");
    await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
  });

  test("empty fields are marked required and nothing is sent", async ({ page }) => {
    await page.goto("/login");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/auth/sso/login")) requests.push(request.url());
    });
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByText("This field is required")).toHaveCount(2);
    expect(requests).toHaveLength(0);
  });

  test("a wrong password shows the translated error and keeps the user name", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("User name or e-mail").fill("demoparent");
    await page.getByLabel("Password").fill("WrongPass1");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("Incorrect user name or password");
    await expect(page.getByLabel("User name or e-mail")).toHaveValue("demoparent");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("an errorMessageKey in the address is shown translated", async ({ page }) => {
    await page.goto("/login/oauth2/challenge?login_challenge=abc&errorMessageKey=account.not.registered");
    await expect(page.getByRole("alert")).not.toContainText("account.not.registered");
    await expect(page.getByRole("alert")).toBeVisible();
  });

  test("unknown paths show the not-found screen, signed out and signed in", async ({ page, signIn }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await signIn(page, "demoparent", { open: false });
    await page.goto("/still/not/here");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the start page" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Jonas Petraitis");
  });
});

test.describe("gateway and impersonation", () => {
  test("sign-in through the sandbox e-government gateway", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Log in through the e-government gateway" }).click();
    await expect(page).toHaveURL(/\/sandbox\//);
    await page.getByRole("button", { name: /Jonas Petraitis/ }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Jonas Petraitis", { timeout: 15_000 });
  });

  test("an impersonated session is marked read-only and logout ends it", async ({ page }) => {
    await page.goto("/sandbox/impersonate?username=demoparent");
    await expect(page.getByText("Read-only session")).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    const dialog = page.getByRole("dialog", { name: "Log out?" });
    await expect(dialog).toContainText("ends the impersonated session");
    await dialog.getByRole("button", { name: "Log out" }).click();
    // The tab cannot close itself (the test opened it), so it lands on sign-in once the
    // redirects settle; read the flag only then.
    await expect(page).toHaveURL(/\/login\/oauth2\/challenge\?login_challenge=/);
    await expect(page.getByRole("heading", { name: "Log in to your user area" })).toBeVisible();
    const flag = await page.evaluate(() => localStorage.getItem("ipo.impersonationEnded"));
    expect(flag).toBe("1");
    await page.goto("/");
    await expect(page).toHaveURL(/\/login\/oauth2\/challenge/);
  });
});
