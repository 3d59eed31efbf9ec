/** The signed-in frame: language switch, footer, feedback survey, small-screen drawer, accessibility. */
import { expect, test } from "./support/fixtures";
import { chooseMenuItem } from "./support/menus";

test.describe("shell", () => {
  test("language switch translates the page without a reload and sets <html lang>", async ({ page, signIn }) => {
    await signIn(page, "demoparent");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "LT" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "lt");
    await expect(page.getByRole("navigation", { name: "Pagrindinis meniu" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Korespondencija" })).toBeVisible();
    // Same document: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    // The choice survives a reload.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "lt");
    await page.getByRole("group", { name: "Kalba" }).getByRole("button", { name: "EN" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });

  test("the sign-in page follows the language too, server texts included", async ({ page }) => {
    await page.goto("/login/oauth2/challenge?login_challenge=x&errorMessageKey=invalid.credentials");
    const english = await page.getByRole("alert").innerText();
    await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "LT" }).click();
    await expect(page.getByRole("button", { name: "Prisijungti", exact: true })).toBeVisible();
    await expect(page.getByRole("alert")).not.toHaveText(english);
  });

  test("footer shows the version and contact, and the feedback survey validates then sends", async ({ page, signIn }) => {
    await signIn(page, "demoparent");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByTestId("version-label")).toContainText("1.0.0");
    await expect(footer.getByRole("link", { name: "info@office.example.lt" })).toBeVisible();
    await footer.getByRole("button", { name: "Give feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "How was your experience?" });
    await dialog.getByRole("button", { name: "Send feedback" }).click();
    await expect(dialog.getByText("This field is required")).toBeVisible();
    await dialog.getByText("3", { exact: true }).click();
    await expect(dialog.getByText("What went wrong? Choose at least one.")).toBeVisible();
    await dialog.getByRole("button", { name: "Send feedback" }).click();
    await expect(dialog.getByText("This field is required")).toBeVisible();
    await dialog.getByText("The pages were slow").click();
    await dialog.getByLabel("Comments").fill("Works well on my phone.");
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/v1/feedback") && request.method() === "POST");
    await dialog.getByRole("button", { name: "Send feedback" }).click();
    const body = (await sent).postDataJSON() as { evaluationRate: number; reasons: boolean[]; comments: string };
    expect(body.evaluationRate).toBe(3);
    expect(body.reasons).toEqual([false, true, false, false, false, false, false]);
    expect(body.comments).toBe("Works well on my phone.");
    await expect(page.getByTestId("notification")).toHaveText("Thank you for your feedback.");
    await expect(dialog).toBeHidden();
    // A click closes the notification.
    await page.getByTestId("notification").click();
    await expect(page.getByTestId("notification")).toHaveCount(0);
  });

  test("below 960 px the menu is a drawer and the user menu holds logout", async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "demoparent");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "User menu" }).click();
    await expect(page.getByRole("menu")).toContainText("Jonas Petraitis");
    await chooseMenuItem(page, "Log out");
    await expect(page.getByRole("dialog", { name: "Log out?" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test("sign-in, not-found, start page and dialogs have no serious violations", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
    await page.goto("/login");
    // The page first fetches a login challenge by a full-page redirect: scanned before it
    // returns, axe's page is destroyed under it.
    await expect(page).toHaveURL(/login_challenge=/);
    await expect(page.getByRole("heading", { name: "Log in to your user area" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/nothing-here");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The start page without the expiring alert, which opens by itself once the page has settled
    // and would be read halfway through its fade-in (correspondence-alert.spec.ts scans it).
    await signIn(page, "demoparent", { open: false });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Give feedback" }).click();
    const feedback = page.getByRole("dialog", { name: "How was your experience?" });
    await expect(feedback).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await feedback.getByRole("button", { name: "Cancel" }).click();
    await expect(feedback).toBeHidden();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("dialog", { name: "Log out?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
