/**
 * Toasts: a notification never covers the header or a control ("Your reply was
 * sent." sat over Log out on a laptop and over the language switch on a phone), and it is
 * announced politely. The preferences' "Information successfully modified." at 1280 and 390 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { MyAccountPage } from "./support/pages";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the toast's box covers: the header, and the controls on screen by their text. */
async function coveredBy(page: Page, toast: Box): Promise<string[]> {
  return page.evaluate((box) => {
    const overlaps = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && box.x < rect.right && rect.left < box.x + box.width && box.y < rect.bottom && rect.top < box.y + box.height;
    const covered: string[] = [];
    const header = document.querySelector("header");
    if (header && overlaps(header.getBoundingClientRect())) covered.push("the header");
    for (const element of document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=link]")) {
      if (element.closest("[data-testid=notification]") || !overlaps(element.getBoundingClientRect())) continue;
      covered.push(`${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30)}"`);
    }
    return covered;
  }, toast);
}

for (const width of [1280, 390]) {
  test(`at ${width} px the toast covers neither the header nor a control, and is announced politely`, async ({ page, signIn }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const account = new MyAccountPage(page);
    await signIn(page, "demoparent", { open: false });
    await account.goto("preferences");
    await page.getByRole("button", { name: "Save preferences" }).click();
    const toast = page.getByTestId("notification");
    await expect(toast).toHaveText("Information successfully modified.");
    await expect(page.locator("[aria-live=polite]").filter({ has: toast })).toHaveAttribute("role", "status");
    const box = await toast.boundingBox();
    if (!box) throw new Error("the toast has no box");
    expect(await coveredBy(page, box)).toEqual([]);
  });
}
