/**
 * Touch targets (WCAG 2.5.5 AAA, the platforms' 44 px minimum): every interactive
 * element on screen measured where the finger lands, `smallTargets(page)` listing those under
 * 44 × 44 CSS px. What counts as the target:
 * - the element's own box; a visually hidden input (a Chakra checkbox's, radio's or switch's)
 *   is operated through its label, which is measured instead;
 * - a control whose `::after` covers a positioned ancestor (a card's whole-card target,
 *   card-list.css) is that ancestor's box.
 * Not targets: a link inside a sentence (WCAG's inline exception: the text around it sets its
 * height), disabled controls, and what is not rendered (hidden, inert, closed).
 */
import type { Page } from "@playwright/test";
import { CONTROL_SELECTOR } from "../../src/components/notifications/toast-place";

export const MIN_TARGET_PX = 44;

export interface SmallTarget {
  /** Tag, role and accessible text, enough to find it. */
  what: string;
  width: number;
  height: number;
}

export interface TargetCount {
  measured: number;
  small: SmallTarget[];
}

export async function measureTargets(page: Page): Promise<TargetCount> {
  // The controls a toast must not cover are the ones measured here, plus a listbox's options.
  const selector = `${CONTROL_SELECTOR},[role="option"]`;
  return page.evaluate(({ min, SELECTOR }) => {
    const rendered = (element: Element): boolean => {
      if (element.closest("[inert], [hidden], [aria-hidden=true]")) return false;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") return false;
      return element.getClientRects().length > 0;
    };
    /** A link in running text: its block holds more text than the link. */
    const inSentence = (element: Element): boolean => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      return (block?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
    };
    const targetOf = (control: Element): Element => {
      const rect = control.getBoundingClientRect();
      const hiddenInput = control instanceof HTMLInputElement && (rect.width <= 1 || rect.height <= 1);
      const element = hiddenInput ? (control.closest("label") ?? control) : control;
      const after = getComputedStyle(element, "::after");
      if (after.content !== "none" && after.position === "absolute") {
        let box = element.parentElement;
        while (box && getComputedStyle(box).position === "static") box = box.parentElement;
        if (box) return box;
      }
      return element;
    };
    const seen = new Set<Element>();
    const small: { what: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(SELECTOR)) {
      if (!rendered(element) || (element as HTMLButtonElement).disabled || inSentence(element)) continue;
      const target = targetOf(element);
      if (seen.has(target)) continue;
      seen.add(target);
      const { width, height } = target.getBoundingClientRect();
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const label = element.getAttribute("aria-label") ?? element.textContent ?? (element as HTMLInputElement).name ?? "";
      const role = element.getAttribute("role");
      small.push({
        what: `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${label.trim().replace(/\s+/g, " ").slice(0, 40)}"`,
        width: Math.round(width),
        height: Math.round(height),
      });
    }
    return { measured: seen.size, small };
  }, { min: MIN_TARGET_PX, SELECTOR: selector });
}
