/**
 * When a row of `DataTable` may skip a render (`cellsDepend`, ./types.ts). The row's renderers
 * are functions the list makes again at every render: they are not compared, the values they
 * read are (`cellsDepend`), with the row object itself (TanStack Query keeps an unchanged row's
 * object from one answer to the next) and the row's own state. The language comes through
 * lingui's context, which renders the rows anyway.
 */

/** Shallowly equal lists (`Object.is` per item). */
export function sameDepends(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  return a.every((value, index) => Object.is(value, b[index]));
}

/** The props of a row that decide its content besides the renderers. */
export interface RowInputs {
  row: unknown;
  cellsDepend?: readonly unknown[];
}

/** True when `next` would render what `prev` rendered: `more` lists the row's own state (open, selected, folded columns). */
export function sameRow(prev: RowInputs, next: RowInputs, more: readonly (readonly [unknown, unknown])[] = []): boolean {
  return Object.is(prev.row, next.row) && sameDepends(prev.cellsDepend, next.cellsDepend) && more.every(([a, b]) => Object.is(a, b));
}
