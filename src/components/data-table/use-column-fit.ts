/**
 * Which columns of a table fold into the row details so that the table fits its box: measured,
 * not guessed, so it follows the language, the data and the width of the box. After each
 * render (before paint) an overflowing table folds one more column, "low" ones first, then
 * "high" ones, rightmost first; a new width, new rows or another language start again from
 * none folded. "key" columns never fold (a table of key columns alone scrolls in its box).
 */
import { useLayoutEffect, useRef, useState } from "react";
import type { DataColumn } from "./types";

const RANK = { low: 0, high: 1 } as const;

/** Ids of the foldable columns in the order they fold. */
export function foldOrder<T>(columns: DataColumn<T>[]): string[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.priority === "low" || column.priority === "high")
    .sort((a, b) => RANK[a.column.priority as "low" | "high"] - RANK[b.column.priority as "low" | "high"] || b.index - a.index)
    .map(({ column }) => column.id);
}

/**
 * `resetKey` names what the fit depends on besides the width (rows, language). Returns the
 * ref for the scroll box around the table and the set of folded column ids.
 */
export function useColumnFit<T>(columns: DataColumn<T>[], resetKey: string) {
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

  // After each fit step (before paint): one more column folds while the table is wider than its box.
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || count >= order.length) return;
    if (box.scrollWidth > box.clientWidth + 1) setFit({ key, count: count + 1 });
  }, [key, count, order.length, resized]);

  return { boxRef, folded: new Set(order.slice(0, count)) };
}
