/**
 * The expiring-messages alert after sign-in (spec 1 §4, decision 50) and the new-message
 * count on the menu entry (spec 1 §9). Seed: 316, 315 and 314 are due today to in two days.
 * The alert's links, count and wording are tested in deadlines.spec.ts.
 */
import { expect, test } from "./support/fixtures";
import { DeadlinesPage } from "./support/pages/deadlines-page";
import { injectFault } from "./support/pages/outbox-page";

// The offline app: with its service worker, as users have it.
test.use({ serviceWorkers: "allow" });

test.use({ expiringAlert: "keep" });

test("Review opens the letters that need a reply, once per session", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
  await signIn(page, "demoparent");
  const alert = page.getByRole("alertdialog", { name: "Replies due soon" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/\d+ letters need your reply by /);
  // Scanned once its fade-in has ended (the scan waits for the page's animations).
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole("button", { name: "Review" }).click();

  const deadlines = new DeadlinesPage(page);
  await expect(page).toHaveURL(/\/correspondence\?view=needs-reply$/);
  await expect.poll(() => deadlines.messageIds()).toEqual(expect.arrayContaining([316, 315, 314]));

  await page.reload();
  await expect(deadlines.needsReply).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(alert).toHaveCount(0);
});

test("Cancel closes it, and the read-only child sees it and the new-message count", async ({ page, signIn }) => {
  await signIn(page, "demochild");
  const alert = page.getByRole("alertdialog", { name: "Replies due soon" });
  await alert.getByRole("button", { name: "Cancel" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  const badge = page.getByRole("navigation", { name: "Main menu" }).getByTestId("new-correspondence-count");
  await expect(badge).toHaveText(/^[1-9]\d*$/);
  const link = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Correspondence", exact: true });
  await expect(link).toHaveAccessibleDescription(/new messages$/);
});

test("users without a correspondence role get no alert", async ({ page, signIn }) => {
  await signIn(page, "demonorole");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("it never covers a dialog the user opened: it waits until that one closes", async ({ page, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  // The office answers the letters that need a reply late: the user is already in the logout dialog.
  await injectFault(page, { mode: "delay", ms: 1500, path: "/correspondences/message/expiring" });
  await page.goto("/correspondence");
  await page.getByRole("button", { name: "Log out" }).click();
  const logout = page.getByRole("dialog", { name: "Log out?" });
  await expect(logout).toBeVisible();
  // The answer has arrived: the view tab behind the dialog counts the letters (a CSS locator,
  // as the dialog hides the page from the ARIA tree); the alert would have opened by now.
  await expect(page.locator('nav[aria-label="Correspondence views"] [aria-label$=" letters"]')).toBeVisible();
  await page.waitForTimeout(800);
  const alert = page.getByRole("alertdialog", { name: "Replies due soon" });
  await expect(alert).toHaveCount(0);
  await expect(logout).toBeVisible();
  await logout.getByRole("button", { name: "Back" }).click();
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Cancel" })).toBeFocused();
});
