/** How many columns a table's overflow folds at once: their header cells' widths, in fold order. */
import { describe, expect, it } from "vitest";
import { foldsFor } from "@/components/data-table/use-column-fit";

function box(widths: Record<string, number>): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = `<table><thead><tr>${Object.keys(widths).map((id) => `<th data-column="${id}"></th>`).join("")}</tr></thead></table>`;
  for (const cell of element.querySelectorAll<HTMLElement>("th")) {
    const width = widths[cell.dataset.column ?? ""] ?? 0;
    cell.getBoundingClientRect = () => ({ width }) as DOMRect;
  }
  return element;
}

describe("foldsFor", () => {
  const table = box({ status: 120, kind: 80, "sent.by": 60 });

  it("folds the fewest next columns whose widths reach the overflow", () => {
    expect(foldsFor(table, ["kind", "status", "sent.by"], 10)).toBe(1);
    expect(foldsFor(table, ["kind", "status", "sent.by"], 80)).toBe(1);
    expect(foldsFor(table, ["kind", "status", "sent.by"], 81)).toBe(2);
    expect(foldsFor(table, ["status", "kind"], 200)).toBe(2);
  });

  it("folds one when their widths do not explain the overflow (the next render measures again)", () => {
    expect(foldsFor(table, ["kind", "sent.by"], 500)).toBe(1);
    expect(foldsFor(box({ kind: 0, status: 0 }), ["kind", "status"], 50)).toBe(1);
    expect(foldsFor(table, [], 50)).toBe(0);
  });
});
