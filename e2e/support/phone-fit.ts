/**
 * What a phone must never get: an element wider than the window (a table in a
 * sideways scroller), text cut off without an ellipsis, and on a list's cards any cut text at
 * all (a card has room for the whole subject). `phoneFitProblems(page)` lists them, each with
 * enough of its text to find it; elements a screen reader alone reads (visually hidden) are
 * left out.
 */
import type { Page } from "@playwright/test";

export async function phoneFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""} "${text}"`;
    };
    const visuallyHidden = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).clip.startsWith("rect(0");
    };
    for (const element of document.querySelectorAll("body *")) {
      if (element.closest("[hidden], [aria-hidden=true], template, script, style, svg")) continue;
      if (!(element instanceof HTMLElement) || element.getClientRects().length === 0 || visuallyHidden(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width > viewport + 0.5) problems.push(`${describe(element)} is ${Math.round(rect.width)} px wide in a ${viewport} px window`);
      const style = getComputedStyle(element);
      const cutX = element.scrollWidth > element.clientWidth + 1 && (style.overflowX === "hidden" || style.overflowX === "clip");
      const cutY = element.scrollHeight > element.clientHeight + 1 && (style.overflowY === "hidden" || style.overflowY === "clip");
      if (!cutX && !cutY) continue;
      if ((element.textContent ?? "").trim() === "") continue;
      if (element.closest(".ipo-cards")) problems.push(`${describe(element)} is cut on a card`);
      else if (cutX && style.textOverflow !== "ellipsis") problems.push(`${describe(element)} is cut without an ellipsis`);
      else if (cutY && style.webkitLineClamp === "none") problems.push(`${describe(element)} is cut without an ellipsis`);
    }
    return problems;
  });
}
