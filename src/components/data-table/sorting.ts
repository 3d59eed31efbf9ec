/**
 * Sorting rule of every list (spec 2 §4): a click on a new column sorts it ascending; a
 * click on the sorted column toggles ASC and DESC.
 */
export type SortDirection = "ASC" | "DESC";

export interface SortState<C extends string = string> {
  column: C;
  direction: SortDirection;
}

export function nextSort<C extends string>(current: SortState<C> | undefined, column: C): SortState<C> {
  if (!current || current.column !== column) return { column, direction: "ASC" };
  return { column, direction: current.direction === "ASC" ? "DESC" : "ASC" };
}

/** aria-sort value of a header cell. */
export function ariaSort(current: SortState | undefined, column: string): "ascending" | "descending" | "none" {
  if (!current || current.column !== column) return "none";
  return current.direction === "ASC" ? "ascending" : "descending";
}
