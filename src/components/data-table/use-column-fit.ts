/**
 * Which columns of a table fold into the row details so that the table fits its box: measured,
 * not guessed, so it follows the language, the data and the width of the box. After each
 * render (before paint) an overflowing table folds as many more columns as its overflow needs
 * (their header cells' widths, plus the details column the first fold adds), "low" ones first,
 * then "high" ones, rightmost first; should the table still overflow, the next render folds
 * more. A new width or another language start again from none folded; new rows (a sort, a
 * page) keep what is folded and fold more only if they need it, so the columns do not come and
 * go between pages and the rows render once, not three times (unfolded, measured, folded).
 * "key" columns never fold (a table of key columns alone scrolls in its box).
 *
 * Folding one column a render took one render of the whole table and one forced layout per
 * column: 3 at 1280 px and 5 at 1024 px for the inbox, on every page load and every new page.
 */
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { DataColumn } from "./types";

const RANK = { low: 0, high: 1 } as const;

/** The details column's width (w="10": 2.5 rem) that the first fold adds where rows had none. */
const DETAILS_COLUMN_PX = 40;

/** Ids of the foldable columns in the order they fold. */
export function foldOrder<T>(columns: DataColumn<T>[]): string[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.priority === "low" || column.priority === "high")
    .sort((a, b) => RANK[a.column.priority as "low" | "high"] - RANK[b.column.priority as "low" | "high"] || b.index - a.index)
    .map(({ column }) => column.id);
}

/**
 * How many of `next` (ids in fold order) to fold to free `overflow` pixels: their header cells'
 * widths added up until they reach it. When they never do (cells not measured), one: the next
 * render measures again.
 */
export function foldsFor(box: HTMLElement, next: readonly string[], overflow: number): number {
  let freed = 0;
  for (let i = 0; i < next.length; i++) {
    freed += box.querySelector(`thead [data-column="${CSS.escape(next[i] as string)}"]`)?.getBoundingClientRect().width ?? 0;
    if (freed >= overflow) return i + 1;
  }
  return Math.min(1, next.length);
}

/**
 * `resetKey` names what starts the fit again besides the width (the language); `measureKey`
 * what only measures again before paint (the rows); `hasDetails`: the rows have a details
 * column before any fold. Returns the ref for the scroll box around the table and the set of
 * folded column ids.
 */
export function useColumnFit<T>(columns: DataColumn<T>[], resetKey: string, hasDetails: boolean, measureKey = "") {
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const order = foldOrder(columns);
  const key = `${width}|${resetKey}|${order.join(",")}`;
  const [fit, setFit] = useState({ key, count: 0 });
  const count = fit.key === key ? fit.count : 0;

  // The box's width starts the fit again; the table's own size changing (a late font or label)
  // only measures again, folding more if it now overflows.
  const [resized, setResized] = useState(0);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === box) {
          const next = Math.round(entry.contentRect.width);
          setWidth((current) => (current === next ? current : next));
        } else setResized((current) => current + 1);
      }
    });
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);

  // After each fit step (before paint): while the table is wider than its box, the columns that
  // free its overflow fold.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || count >= order.length) return;
    const overflow = box.scrollWidth - box.clientWidth;
    if (overflow <= 1) return;
    const addsDetails = count === 0 && !hasDetails;
    const more = foldsFor(box, order.slice(count), overflow + (addsDetails ? DETAILS_COLUMN_PX : 0));
    setFit({ key, count: count + Math.max(1, more) });
    // `order` is read through `key`, which holds its ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, count, order.length, resized, hasDetails, measureKey]);

  // The same set while the same columns are folded: the rows compare it between renders.
  const foldedIds = order.slice(0, count).join(",");
  const folded = useMemo(() => new Set(foldedIds === "" ? [] : foldedIds.split(",")), [foldedIds]);
  return { boxRef, folded };
}
