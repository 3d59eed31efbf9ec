/**
 * The column and table props of the one list component (`DataTable`). A list describes each
 * column once; the table and the phone cards (below 960 px) are both built from it:
 *
 * - `priority`: "key" columns (identity, status, due or last-pay date, amount, primary action)
 *   are always on screen. When the table is wider than its box, "low" columns fold first, then
 *   "high" ones (rightmost first) into the row's details, opened by the row's details button.
 * - `card`: where the column goes on a card (see `CardSlot`).
 */
import type { ReactNode } from "react";
import type { SortState } from "./sorting";

export type ColumnPriority = "key" | "high" | "low";

/**
 * The column's place on a card: "title" (the bold main line), "meta" (the small line above it,
 * joined by " · "), "aside" (top right: a star, a checkbox), "status" (bottom left, badges and
 * dates), "action" (bottom right), "field" (a label and its value), "none" (left out).
 */
export type CardSlot = "title" | "meta" | "aside" | "status" | "action" | "field" | "none";

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  /** Plain-text name of the column for the row details and card fields (default: `header` when it is a string). */
  label?: string;
  cell: (row: T) => ReactNode;
  /** A shorter form of the cell on a card, where every line counts (default `cell`). */
  cardCell?: (row: T) => ReactNode;
  /** Sort value sent to the server; the header becomes a sort button when present. */
  sortKey?: string;
  align?: "start" | "end" | "center";
  width?: string;
  /** How much the column matters when space is short (default "key": never folds). */
  priority?: ColumnPriority;
  /** Where the column goes on a card (default "field"). */
  card?: CardSlot;
}

export interface RowSelection<K> {
  selected: ReadonlySet<K>;
  onToggle: (key: K) => void;
  onToggleAll: (select: boolean) => void;
  /** Accessible name of a row's checkbox. */
  rowLabel: (key: K) => string;
  disabled?: boolean;
}

export interface DataTableProps<T, K extends string | number> {
  caption: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => K;
  /** What a row is called ("Details of …", the card's name); default: its key. */
  rowName?: (row: T) => string;
  sort?: SortState;
  onSort?: (sortKey: string) => void;
  selection?: RowSelection<K>;
  /** Extra attributes per row and card (e.g. data-status for highlighting). */
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** Content shown under an expanded row; rows without it get no expand button (unless columns are folded). */
  renderExpanded?: (row: T) => ReactNode | null;
  /** Accessible name of the expand button of a row with `renderExpanded` content. */
  expandLabel?: (open: boolean, row: T) => string;
  /** Visible text of a card's expand button (default "Show details" / "Hide details"). */
  expandText?: (open: boolean, row: T) => string;
  /**
   * What a tap anywhere on a card does: the id of the column whose link or button the whole
   * card activates, or "selection" for the row's checkbox. Without it only the controls act.
   */
  cardTarget?: string;
  /** Cards below 960 px (default true); false keeps the table at every width. */
  cards?: boolean;
  empty: ReactNode;
  /**
   * The rows are not yet the office's answer for this sort or filter (loading, or the previous
   * answer kept on screen meanwhile): the table and the cards say aria-busy.
   */
  busy?: boolean;
  /**
   * Every value the cells, `rowProps` and `renderExpanded` read besides the row (and the
   * language): with it, a row or card renders again only when its row object, its open or
   * selected state, the folded columns or one of these values changed (./row-memo.ts), so a
   * sort or a page's first render, which keeps the rows on screen, renders only the headers.
   * Without it every row renders with the table.
   */
  cellsDepend?: readonly unknown[];
}

/** The plain-text name of a column. */
export function columnLabel<T>(column: DataColumn<T>): string {
  if (column.label !== undefined) return column.label;
  return typeof column.header === "string" ? column.header : column.id;
}

/** Cell content that shows nothing (left off cards and details). */
export function isBlank(content: ReactNode): boolean {
  return content === null || content === undefined || content === false || content === "" || content === "—" || content === "–";
}
