/**
 * Layout measurements for e2e/layout.spec.ts, taken in the page: how far the page scrolls
 * sideways, and which key cells of a list's first rows lie outside the window or outside the
 * list's own box (so they would need sideways scrolling). A list is the table with that
 * caption (960 px and wider) or the card list (`ul`) with that name (below 960 px); its cells
 * carry `data-column` (src/components/data-table/).
 */
import type { Page } from "@playwright/test";

export async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export interface KeyCells {
  /** The table caption, which is also the card list's name. */
  list: string;
  /** data-column ids that must be on screen in the first rows. */
  columns: string[];
  /** The primary action's column: on every card too (other key cells may be left off a card when empty). */
  action: string;
}

/**
 * Problems found in the first `rows` rows: "table: 2 rows" style notes when the list is not
 * there, else one entry per key cell that is missing or lies outside the window or its box.
 * Empty when all is well.
 */
export async function keyCellProblems(page: Page, spec: KeyCells, rows = 3): Promise<string[]> {
  return page.evaluate(
    ({ spec, rows }) => {
      const tables = [...document.querySelectorAll("table")].filter((table) => table.caption?.textContent?.trim() === spec.list);
      const lists = [...document.querySelectorAll("ul")].filter((list) => list.getAttribute("aria-label") === spec.list);
      const table = tables.find((t) => t.getClientRects().length > 0);
      const list = lists.find((l) => l.getClientRects().length > 0);
      const container = table ? (table.parentElement as HTMLElement) : list;
      if (!container) return [`${spec.list}: no table or card list on screen`];
      const items = table
        ? [...table.querySelectorAll<HTMLElement>("tbody tr")].filter((row) => row.querySelector("[data-column]"))
        : [...(list as HTMLElement).children].filter((item): item is HTMLElement => item instanceof HTMLElement);
      if (items.length === 0) return [`${spec.list}: no rows`];
      const box = container.getBoundingClientRect();
      const right = Math.min(box.right, document.documentElement.clientWidth) + 1;
      const left = Math.max(box.left, 0) - 1;
      const problems: string[] = [];
      items.slice(0, rows).forEach((item, index) => {
        for (const column of spec.columns) {
          const cell = item.querySelector<HTMLElement>(`[data-column="${column}"]`);
          const required = Boolean(table) || column === spec.action;
          if (!cell) {
            if (required) problems.push(`${spec.list} row ${index + 1}: ${column} missing`);
            continue;
          }
          const rect = cell.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) problems.push(`${spec.list} row ${index + 1}: ${column} hidden`);
          else if (rect.left < left || rect.right > right) {
            problems.push(`${spec.list} row ${index + 1}: ${column} at x ${Math.round(rect.left)}–${Math.round(rect.right)} outside ${Math.round(left)}–${Math.round(right)}`);
          }
        }
      });
      return problems;
    },
    { spec, rows },
  );
}
