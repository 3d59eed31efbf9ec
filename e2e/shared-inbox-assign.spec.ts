/**
 * Assigning from the inbox (decision 85). Seed letters (server/correspondence/seed-featured.ts),
 * none assigned: 320 (newest, due in 21 days), 316 (due today).
 * - Desktop: the row menu assigns while offline; the row shows the assignee at once, waiting on
 *   this device, and the office has it once the connection is back. "Needs a reply", mine, asks
 *   the office with `assignee: "ME"`.
 * - Phone (390 px): a card without an assignee shows none; its menu assigns, the card shows it.
 */
import { FEATURED } from "../server/correspondence/seed-featured";
import { expect, test } from "./support/fixtures";
import { InboxPage } from "./support/pages/inbox-page";
import { outboxCount } from "./support/pages/outbox-page";
import { COLLEAGUE, PARENT, chooseAction, officeAssignee, userIds } from "./support/shared-inbox";

// Two offline round trips on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

test("desktop: the row menu assigns offline, shown at once; the office has it; Needs a reply, mine, asks the office", async ({ page, context, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const ids = await userIds(page);
  const inbox = new InboxPage(page);
  await inbox.goto();
  const row = inbox.row(FEATURED.newest);
  await expect(row.locator('[data-column="assignee"]')).toHaveText("—");

  await chooseAction(page, row, "Assign to me", () => context.setOffline(true));
  await expect(row.getByTestId("assignee")).toContainText(PARENT);
  await expect(row.getByTestId("shared-waiting")).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page)).toBe(0);
  await expect(row.getByTestId("shared-waiting")).toHaveCount(0);
  await expect(row.getByTestId("assignee")).toContainText(PARENT);
  expect(await officeAssignee(page, FEATURED.newest)).toBe(ids[PARENT]);

  await page.getByRole("navigation", { name: "Correspondence views" }).getByRole("link", { name: "Needs a reply" }).click();
  await expect(page.getByTestId("needs-reply")).toBeVisible();
  const narrowed = page.waitForRequest((request) => request.url().endsWith("/correspondences/message/expiring") && (request.postDataJSON() as { assignee?: string }).assignee === "ME");
  await page.getByTestId("mine-toggle").click();
  expect((await narrowed).postDataJSON()).toMatchObject({ requiresReply: true, handled: false, assignee: "ME" });
  const letters = page.getByTestId("needs-reply").locator("[data-message-id]");
  await expect(letters).toHaveCount(1);
  await expect(letters.first()).toHaveAttribute("data-message-id", String(FEATURED.newest));
});

test("phone: the card's menu assigns offline, the card shows it at once; the office has it", async ({ page, context, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "demoparent", { open: false });
  const ids = await userIds(page);
  const inbox = new InboxPage(page);
  await inbox.goto();
  const card = inbox.cards.and(page.locator(`[data-message-id="${FEATURED.dueToday}"]`));
  await expect(card).toBeVisible();
  await expect(card.getByTestId("assignee")).toHaveCount(0);
  // Going offline moves nothing under the user's finger (a "needs a connection" line beside the
  // heading pushed the cards 33 px down, under an open menu).
  const before = await card.boundingBox();
  await context.setOffline(true);
  await expect(page.getByTestId("online-indicator")).toHaveText("Offline");
  expect((await card.boundingBox())?.y).toBe(before?.y);
  await context.setOffline(false);
  await expect(page.getByTestId("online-indicator")).toHaveText("Online");

  await chooseAction(page, card, `Assign to ${COLLEAGUE}`, () => context.setOffline(true));
  await expect(card.getByTestId("assignee")).toContainText(COLLEAGUE);
  await expect(card.getByTestId("shared-waiting")).toBeVisible();

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page)).toBe(0);
  await expect(card.getByTestId("shared-waiting")).toHaveCount(0);
  await expect(card.getByTestId("assignee")).toContainText(COLLEAGUE);
  expect(await officeAssignee(page, FEATURED.dueToday)).toBe(ids[COLLEAGUE]);
});
