/**
 * A firm's shared inbox (decision 85) with two users of one account in two browser
 * contexts: the main account assigns a letter to a colleague and writes an internal note while
 * offline (both shown at once, "waiting on this device"), comes back online and the outbox
 * delivers them; the colleague sees both after opening the letter, marks it handled, and the
 * letter leaves the main account's "Needs a reply". The author deletes a note; a colleague who
 * may only read correspondence sees the assignee and the notes, no control, and why.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { withSecondUser } from "./support/second-user";
import { outboxCount } from "./support/pages/outbox-page";

// Two users, two contexts, an offline round trip and three outbox deliveries on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const NOTE = "Called the examiner: the colour claim must be described in words.";

/** The first letter of "Needs a reply", read from the office. */
async function openLetter(page: Page): Promise<{ id: number; subject: string }> {
  const token = (await page.request.get("/api/v1/auth/me")).headers()["x-csrf-token"] ?? "";
  const response = await page.request.post("/api/v1/correspondences/message/expiring", {
    headers: { "X-CSRF-TOKEN": token },
    data: { requiresReply: true, handled: false, dates: { date: "DUE_DATE", dateFrom: "2000-01-01T00:00:00", dateTo: "2099-12-31T23:59:59" } },
  });
  const { content } = (await response.json()) as { content: { id: number; subject: string }[] };
  const letter = content[0];
  if (!letter) throw new Error("no letter needs a reply in the seed");
  return letter;
}

test("one user assigns and notes offline; the colleague sees both and marks the letter handled", async ({ page, context, browser, baseURL, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const letter = await openLetter(page);
  await page.goto("/correspondence?view=needs-reply");
  await expect(page.locator(`[data-message-id="${letter.id}"]`).first()).toBeVisible({ timeout: 20_000 });

  await page.goto(`/correspondence/${letter.id}`);
  const panel = page.getByTestId("shared-inbox");
  await expect(panel).toContainText("Visible to your colleagues only, never sent to the office.");
  await expect(panel.getByLabel("Assigned to").locator("option")).toHaveCount(4);

  await context.setOffline(true);
  await panel.getByLabel("Assigned to").selectOption({ label: "Rūta Žukauskaitė" });
  await panel.getByRole("textbox", { name: "Internal note" }).fill(NOTE);
  await panel.getByRole("button", { name: "Add internal note" }).click();
  await expect(panel.getByTestId("note").filter({ hasText: NOTE })).toContainText("Waiting on this device");
  await expect(panel.getByTestId("shared-waiting").first()).toBeVisible();
  await expect.poll(() => outboxCount(page)).toBe(2);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0);
  await expect(panel.getByTestId("shared-waiting")).toHaveCount(0);

  await withSecondUser(browser, baseURL, async (colleague) => {
    await signIn(colleague, "democolleague", { open: false });
    await colleague.goto("/correspondence?assignee=ME");
    const row = colleague.locator(`[data-message-id="${letter.id}"]`).first();
    await expect(row.getByTestId("assignee")).toContainText("Rūta Žukauskaitė");

    await colleague.goto(`/correspondence/${letter.id}`);
    const theirs = colleague.getByTestId("shared-inbox");
    await expect(theirs.getByLabel("Assigned to").locator("option:checked")).toHaveText("Rūta Žukauskaitė (me)");
    await expect(theirs.getByTestId("note").filter({ hasText: NOTE })).toContainText("Jonas Petraitis");
    await theirs.getByRole("button", { name: "Mark handled" }).click();
    await expect.poll(() => outboxCount(colleague), { timeout: 20_000 }).toBe(0);
    await expect(theirs.getByTestId("handled-mark")).toContainText("Handled: marked by Rūta Žukauskaitė");
  });

  await page.goto("/correspondence?view=needs-reply");
  await expect(page.getByTestId("needs-reply")).toBeVisible();
  await expect(page.locator(`[data-message-id="${letter.id}"]`)).toHaveCount(0);
});

test("the author deletes a note; a colleague who may only read sees the assignee and the notes, and why not more", async ({ page, browser, baseURL, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  const letter = await openLetter(page);
  await page.goto(`/correspondence/${letter.id}`);
  const panel = page.getByTestId("shared-inbox");
  for (const text of ["Draft the answer by Friday.", "Wrong letter, ignore this."]) {
    await panel.getByRole("textbox", { name: "Internal note" }).fill(text);
    await panel.getByRole("button", { name: "Add internal note" }).click();
  }
  await panel.getByLabel("Assigned to").selectOption({ label: "Jonas Petraitis (me)" });
  await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0);
  const wrong = panel.getByTestId("note").filter({ hasText: "Wrong letter, ignore this." });
  await wrong.getByRole("button", { name: "Delete note" }).click();
  await expect(wrong).toHaveCount(0);
  await expect.poll(() => outboxCount(page), { timeout: 20_000 }).toBe(0);

  await withSecondUser(browser, baseURL, async (child) => {
    await signIn(child, "demochild", { open: false });
    await child.goto(`/correspondence/${letter.id}`);
    const theirs = child.getByTestId("shared-inbox");
    await expect(theirs.getByTestId("shared-refusal")).toContainText("but not change them: your account may only read correspondence.");
    await expect(theirs.getByLabel("Assigned to")).toBeDisabled();
    await expect(theirs.getByLabel("Assigned to").locator("option:checked")).toHaveText("Jonas Petraitis");
    await expect(theirs.getByTestId("note").filter({ hasText: "Draft the answer by Friday." })).toContainText("Jonas Petraitis");
    await expect(theirs.getByTestId("note").filter({ hasText: "Wrong letter" })).toHaveCount(0);
    for (const control of ["Delete note", "Mark handled", "Add internal note"]) await expect(theirs.getByRole("button", { name: control })).toHaveCount(0);
  });
});
