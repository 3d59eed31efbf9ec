/**
 * An item of an open menu chosen as a user chooses it: once it shows whole in the viewport. For a
 * frame after it opens, a menu sits unplaced at the top of the page (its positioner is placed a
 * frame later) and its items already count as visible; an item pressed in that frame, on a loaded
 * machine, had the page scroll by about 300 px, the placed menu turned up elsewhere and the press
 * landed on the page under it (the inbox's "Mark as unread", the shared inbox's "Assign to").
 */
import { expect, type Page } from "@playwright/test";

export async function chooseMenuItem(page: Page, name: string | RegExp, options: { exact?: boolean } = {}): Promise<void> {
  const item = page.getByRole("menuitem", { name, exact: options.exact });
  await expect(item).toBeInViewport({ ratio: 1 });
  await item.click();
}
