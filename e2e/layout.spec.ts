/**
 * Every list at every width. On a 1280 px laptop, a 1024 px window and a 390 px
 * phone: no screen scrolls sideways, and the key cells (identity, status, due or last-pay date,
 * amount) and the primary action of each list's first rows lie inside the window and the list's
 * box. Below 960 px lists are cards; on the phone the inbox filters start closed behind a
 * button, the inbox opens with five cards inside the 390 × 844 window (English and
 * Lithuanian), and the user menu's log-out entry is one line.
 * One sign-in; the window is resized within each page.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { keyCellProblems, pageOverflow, type KeyCells } from "./support/layout";

const WIDTHS = [1280, 1024, 390] as const;

/** The screens checked, with the key cells of their list. */
const SCREENS: { path: string; lists: KeyCells[] }[] = [
  { path: "/", lists: [{ list: "Recent applications", columns: ["number", "status", "receipt"], action: "receipt" }] },
  { path: "/correspondence", lists: [{ list: "Correspondence", columns: ["subject", "due", "status", "actions"], action: "actions" }] },
  { path: "/correspondence/320", lists: [] },
  { path: "/my-applications", lists: [{ list: "My applications", columns: ["number", "status", "applicationDate", "actions"], action: "actions" }] },
  { path: "/my-drafts", lists: [{ list: "My drafts", columns: ["number", "lastModifiedDate", "resume"], action: "resume" }] },
  {
    path: "/payments/shopping-cart",
    lists: [{ list: "Shopping cart", columns: ["filingNumber", "status", "lastSubmitDate", "fees", "actions"], action: "actions" }],
  },
  { path: "/payments/history", lists: [{ list: "Payment history", columns: ["paymentDate", "status", "total", "invoice"], action: "invoice" }] },
  { path: "/signatures", lists: [{ list: "Applications waiting for signature", columns: ["type", "applicationNumber", "sign"], action: "sign" }] },
  { path: "/online-services/trademark", lists: [] },
  { path: "/my-account/login-details", lists: [] },
  { path: "/my-account/profile-details", lists: [] },
  { path: "/my-account/child-accounts", lists: [{ list: "Child accounts", columns: ["name", "status", "actions"], action: "actions" }] },
];

async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
}

/** The fifth card of the inbox ends inside the 844 px phone window while the page is at its top. */
async function expectFiveCardsOnScreen(page: Page, listName: string): Promise<void> {
  const fifth = page.getByRole("list", { name: listName }).locator(":scope > li").nth(4);
  await expect(fifth).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await fifth.boundingBox();
  expect(box ? box.y + box.height : Infinity, `the fifth card ends below the window (${listName})`).toBeLessThanOrEqual(844);
}

test("every list keeps its key cells and primary action on screen at 1280, 1024 and 390 px", async ({ page, signIn }) => {
  // Every list at three widths in one test (about 14 s idle): room for a loaded 2-core machine.
  test.setTimeout(120_000);
  await resize(page, 1280);
  await signIn(page, "demoparent", { open: false });
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    for (const width of WIDTHS) {
      await resize(page, width);
      // Polled: the lists refit (fold columns, switch to cards) after a resize.
      await expect.poll(() => pageOverflow(page), { message: `${screen.path} at ${width} px scrolls sideways` }).toBeLessThanOrEqual(0);
      for (const list of screen.lists) {
        await expect.poll(() => keyCellProblems(page, list), { message: `${screen.path} at ${width} px` }).toEqual([]);
      }
    }
    await resize(page, 1280);
  }
});

test("on a phone: filters closed behind a counting button, five inbox cards a screen, a whole card opens its message", async ({ page, signIn, expectNoSeriousA11yViolations }) => {
  await resize(page, 390);
  await signIn(page, "demoparent", { open: false });
  await page.goto("/correspondence?important=true&requiresReply=true");
  const toggle = page.getByRole("button", { name: "Filters (2)" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Category", { exact: true })).toBeHidden();
  await toggle.click();
  await expect(page.getByLabel("Category", { exact: true })).toBeVisible();

  await page.goto("/payments/history");
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("searchbox", { name: "Search references, numbers or payer" })).toBeHidden();

  // A tap on a cart card selects it; the pay-online summary lists the selection without sideways scrolling.
  await page.goto("/payments/shopping-cart");
  const cartCard = page.getByRole("list", { name: "Shopping cart" }).locator(":scope > li").first();
  const cartBox = await cartCard.boundingBox();
  if (!cartBox) throw new Error("no cart card");
  await page.mouse.click(cartBox.x + cartBox.width / 2, cartBox.y + cartBox.height - 6);
  await expect(page.getByTestId("selected-count")).toHaveText("Selected: 1");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("list", { name: "Selected applications" }).getByRole("button", { name: /^Remove / })).toBeInViewport();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  // Five inbox cards on the opened page, in English and in Lithuanian (longer words).
  await page.goto("/correspondence");
  await expectFiveCardsOnScreen(page, "Correspondence");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("group", { name: "Language" }).getByRole("button", { name: "LT" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "lt");
  await expectFiveCardsOnScreen(page, "Korespondencija");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("group", { name: "Kalba" }).getByRole("button", { name: "EN" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const cards = page.getByRole("list", { name: "Correspondence" }).locator(":scope > li");

  // A tap on the card outside its subject opens the message.
  const id = await cards.nth(0).getAttribute("data-message-id");
  const box = await cards.nth(0).boundingBox();
  if (!box) throw new Error("no card");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 6);
  await expect(page).toHaveURL(new RegExp(`/correspondence/${id}`));
});

test("on a phone the user menu shows the log-out entry on one line with a small icon", async ({ page, signIn }) => {
  await resize(page, 390);
  await signIn(page, "demoparent");
  await page.getByRole("button", { name: "User menu" }).click();
  const logout = page.getByRole("menuitem", { name: "Log out" });
  await expect(logout).toBeVisible();
  const item = await logout.boundingBox();
  const icon = await logout.locator("svg").boundingBox();
  expect(item?.height).toBeLessThanOrEqual(48);
  expect(icon?.height).toBeLessThanOrEqual(24);
});
