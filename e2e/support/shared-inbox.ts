/**
 * The shared inbox (decision 85) as its specs see it: the account's correspondence users and a
 * letter's assignee read from the office, and a row's or card's menu.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export const PARENT = "Jonas Petraitis";
export const COLLEAGUE = "Rūta Žukauskaitė";

async function csrf(page: Page): Promise<string> {
  return (await page.request.get("/api/v1/auth/me")).headers()["x-csrf-token"] ?? "";
}

/** The account's correspondence users by full name, from the office. */
export async function userIds(page: Page): Promise<Record<string, number>> {
  const users = (await (await page.request.get("/api/v1/account/correspondence-users")).json()) as { userId: number; fullName: string }[];
  return Object.fromEntries(users.map((user) => [user.fullName, user.userId]));
}

/** The letter as the office holds it. */
export async function officeLetter(page: Page, messageId: number): Promise<{ subject: string; assigneeUserId: number | null }> {
  const response = await page.request.post(`/api/v1/correspondences/message/detail/${messageId}`, {
    data: { requestPage: 0, size: 10, searchType: "ALLS" },
    headers: { "X-CSRF-TOKEN": await csrf(page) },
  });
  return (await response.json()) as { subject: string; assigneeUserId: number | null };
}

export const officeAssignee = async (page: Page, messageId: number) => (await officeLetter(page, messageId)).assigneeUserId;

/**
 * Picks an action of the row's menu; `offline`: the connection drops once the menu shows it (the
 * menu's code is loaded on first use, and without the service worker, blocked in these
 * tests, a chunk cannot load offline).
 *
 * The item is pressed once it shows whole in the viewport, as a user sees it. For a frame after
 * it opens, the menu sits unplaced at the top of the page; an item pressed then (a loaded
 * machine) had the page scroll by ~300 px, the menu, placed meanwhile, turned up elsewhere and
 * the press landed on the table (2 in 8 runs under load; none in 24 since). Once more in a
 * fresh-clone run (session 25): pressed at the window's bottom edge, the menu reaching past it,
 * the focus the press gives the menu scrolled the page by 242 px; hence the whole menu in view.
 */
export async function chooseAction(page: Page, row: Locator, action: string, offline?: () => Promise<void>): Promise<void> {
  await row.getByRole("button", { name: /^Actions for / }).click();
  const item = page.getByRole("menuitem", { name: action, exact: true });
  await expect(item).toBeInViewport({ ratio: 1 });
  await offline?.();
  // The whole menu in view, where it settled after going offline: a pointer pressed on an item
  // focuses the menu, and a menu reaching past the window's edge then scrolls the page under
  // the pointer (its release landed on a table cell, nothing chosen).
  await expect(page.getByRole("menu")).toBeInViewport({ ratio: 1 });
  await expect(item).toBeInViewport({ ratio: 1 });
  await item.click();
}
