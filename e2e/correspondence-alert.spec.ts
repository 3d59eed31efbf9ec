/**
 * The expiring-messages alert after sign-in (spec 1 §4, decision 50) and the new-message
 * count on the menu entry (spec 1 §9). Seed: 316, 315 and 314 are due today to in two days.
 */
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";

// The offline app: with its service worker, as users have it.
test.use({ serviceWorkers: "allow" });

test.use({ expiringAlert: "keep" });

function vilniusDay(offsetDays = 0): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vilnius" }).format(new Date());
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

test("Review opens the inbox filtered to the replies due soon, once per session", async ({ page, signIn }) => {
  await signIn(page, "demoparent");
  const alert = page.getByRole("alertdialog", { name: "Replies due soon" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`need your reply by ${vilniusDay(2)}`);
  await alert.getByRole("button", { name: "Review" }).click();

  const inbox = new InboxPage(page);
  await inbox.expectParams({ requiresReply: "true", dateType: "DUE_DATE", dateFrom: vilniusDay(0), dateTo: vilniusDay(2) });
  await expect(inbox.checkbox("Reply required")).toBeChecked();
  await expect.poll(() => inbox.messageIds()).toEqual(expect.arrayContaining([316, 315, 314]));

  await page.reload();
  await inbox.expectLoaded();
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
