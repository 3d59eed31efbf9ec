/**
 * The expiring-messages alert after sign-in (spec 1 §4, decision 50: a region at the
 * top of the first screen, never a modal over it) and the new-message count on the menu entry
 * (spec 1 §9). Seed: 316, 315 and 314 are due today to in two days. The alert's links, count
 * and wording are tested in deadlines.spec.ts; its first paint in first-screen.spec.ts.
 */
import { expect, test } from "./support/fixtures";
import { DeadlinesPage } from "./support/pages/deadlines-page";
import { injectFault } from "./support/pages/outbox-page";

// The offline app: with its service worker, as users have it.
test.use({ serviceWorkers: "allow" });

test.use({ expiringAlert: "keep" });

test("Review opens the letters that need a reply, once per session", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
  await signIn(page, "demoparent");
  const alert = page.getByRole("region", { name: "Replies due soon" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/\d+ letters need your reply\./);
  // Nothing is modal: the page behind stays in the accessibility tree and the focus is not taken.
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  expect(await alert.evaluate((region) => region.contains(document.activeElement))).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole("button", { name: "Review" }).click();

  const deadlines = new DeadlinesPage(page);
  await expect(page).toHaveURL(/\/correspondence\?view=needs-reply$/);
  await expect(alert).toHaveCount(0);
  await expect.poll(() => deadlines.messageIds()).toEqual(expect.arrayContaining([316, 315, 314]));

  await page.reload();
  await expect(deadlines.needsReply).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("Cancel closes it, and the read-only child sees it and the new-message count", async ({ page, signIn }) => {
  await signIn(page, "demochild");
  const alert = page.getByRole("region", { name: "Replies due soon" });
  await expect(alert).toContainText("Your account can read these letters; the main account answers them.");
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
  // The first screen waits for the check (its answer would be in the screen's first render).
  await expect(page.getByRole("region", { name: "Replies due soon" })).toHaveCount(0);
});

test("an answer later than the first screen fills the place reserved on it, never pushing the screen down", async ({ page, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  // Seen as shown by the fixture for `open: false`: this test wants the alert.
  await page.addInitScript(() => window.localStorage.removeItem("ipo.expiringAlertShown"));
  // The office answers the letters that need a reply late (every call of it: lie-fi on that call).
  await injectFault(page, { mode: "delay", ms: 5500, path: "/correspondences/message/expiring", count: 10 });
  const answered = page.waitForResponse((response) => response.url().endsWith("/correspondences/message/expiring"));
  await page.goto("/my-applications");
  const heading = page.getByRole("heading", { level: 1, name: "My applications" });
  await expect(heading).toBeVisible();
  // The screen did not wait: the region's place is there, saying it is checking.
  const alert = page.getByRole("region", { name: "Replies due soon" });
  await expect(alert).toHaveAttribute("data-state", "checking");
  const before = await heading.boundingBox();
  await answered;
  await expect(alert).toHaveAttribute("data-state", "answered");
  await expect(alert).toContainText(/\d+ letters need your reply\./);
  expect((await heading.boundingBox())?.y).toBe(before?.y);
  // Answered on this screen, it stays with it: the next screen has none.
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Jonas Petraitis" })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
