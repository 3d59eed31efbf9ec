/**
 * The shared inbox's conflict (decision 85: the office's answer wins, and the user is
 * told what changed). The main account assigns seed letter 314 (due in two days, nobody
 * assigned) while offline; meanwhile a colleague, in a second browser context, gives it to
 * someone else. When the queued change reaches the office, the colleague's assignment stays,
 * the row shows it and the user is told.
 */
import { FEATURED } from "../server/correspondence/seed-featured";
import { expect, test } from "./support/fixtures";
import { withSecondUser } from "./support/second-user";
import { InboxPage } from "./support/pages/inbox-page";
import { outboxCount } from "./support/pages/outbox-page";
import { COLLEAGUE, PARENT, chooseAction, officeAssignee, officeLetter, userIds } from "./support/shared-inbox";

// Two users in two contexts and an offline round trip on a shared 2-core machine (as e2e/shared-inbox.spec.ts).
test.describe.configure({ timeout: 60_000 });

test("conflict: a colleague's assignment made meanwhile wins over the queued one, and the user is told", async ({ page, context, browser, baseURL, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const ids = await userIds(page);
  const inbox = new InboxPage(page);
  await inbox.goto();
  const row = inbox.row(FEATURED.dueInTwoDays);
  const { subject } = await officeLetter(page, FEATURED.dueInTwoDays);

  await chooseAction(page, row, `Assign to ${COLLEAGUE}`, () => context.setOffline(true));
  await expect(row.getByTestId("shared-waiting")).toBeVisible();

  await withSecondUser(browser, baseURL, async (colleague) => {
    await signIn(colleague, "democolleague", { open: false });
    const theirs = new InboxPage(colleague);
    await theirs.goto();
    await chooseAction(colleague, theirs.row(FEATURED.dueInTwoDays), `Assign to ${PARENT}`);
    await expect.poll(() => officeAssignee(colleague, FEATURED.dueInTwoDays)).toBe(ids[PARENT]);
  });

  await context.setOffline(false);
  await expect(page.getByRole("status").getByText(`A colleague changed "${subject}" meanwhile: it is assigned to ${PARENT}. Your change was not saved.`)).toBeVisible();
  await expect.poll(() => outboxCount(page)).toBe(0);
  await expect(row.getByTestId("shared-waiting")).toHaveCount(0);
  await expect(row.getByTestId("assignee")).toContainText(PARENT);
  expect(await officeAssignee(page, FEATURED.dueInTwoDays)).toBe(ids[PARENT]);
});
