/**
 * The inbox's filters tell the truth: each status filter's rows show that status
 * ("Status: Sent" listed letters whose status said only "Read"); a date that is not a date is
 * refused at its field with the expected format, the filter keeping its last date instead of
 * being dropped without a word; a From later than To says so.
 */
import { expect, test } from "./support/fixtures";
import { navigateInApp } from "./support/navigation";

const STATUSES = { NEW: "New", READ: "Read", DRAFT: "Draft", SENT: "Sent" } as const;

test("each status filter lists only rows that show its status", async ({ page, signIn }) => {
  // Four lists, each read from the office.
  test.setTimeout(60_000);
  await signIn(page, "demoparent");
  for (const [key, label] of Object.entries(STATUSES)) {
    await navigateInApp(page, `/correspondence?status=${key}`);
    const cells = page.locator("main table tbody tr[data-message-id] > td[data-column=status]");
    await expect(cells.first()).toBeVisible();
    const texts = await cells.allInnerTexts();
    console.log(`Status: ${label}: ${texts.length} rows on the first page`);
    expect(texts.filter((text) => !text.split(/\s+/).includes(label)), `rows of "Status: ${label}" without it`).toEqual([]);
  }
});

test("a wrong date is refused at its field with the format, and a reversed range says so", async ({ page, signIn }) => {
  await signIn(page, "demoparent", { open: false });
  await page.goto("/correspondence?dateType=RECEIVED_DATE&dateFrom=2026-11-01");
  const from = page.getByLabel("From", { exact: true });
  await expect(from).toHaveValue("01/11/2026");
  for (const wrong of ["31/02/2026", "2026-13-45"]) {
    await from.fill(wrong);
    await expect(page.getByTestId("filter-date-from-error")).toHaveText("Not a date: type it as DD/MM/YYYY.");
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(from).toHaveAccessibleDescription("Not a date: type it as DD/MM/YYYY.");
    // The filter keeps its date; nothing was dropped.
    await expect(page).toHaveURL(/dateFrom=2026-11-01/);
  }
  await from.fill("01/11/2026");
  await expect(page.getByTestId("filter-date-from-error")).toHaveCount(0);
  await page.getByLabel("To", { exact: true }).fill("01/10/2026");
  await expect(page.getByRole("alert").filter({ hasText: "is after To" })).toHaveText(
    "From (01/11/2026) is after To (01/10/2026): no letter can match. Change one of the dates.",
  );
});
