/**
 * The one list component of the app. From one set of columns it shows a table (960 px and
 * wider; lower-priority columns fold into the row's details when the table would not fit its
 * box, so key columns and the primary action never need sideways scrolling) or compact cards
 * (below 960 px, the whole card opening the item when `cardTarget` is set). Column and prop
 * meanings: `./types.ts`. Paging lives in <Pagination>.
 */
import { CardList } from "./card-list";
import { TableView } from "./table-view";
import type { DataTableProps } from "./types";
import { useNarrowScreen } from "./use-narrow-screen";

export type { CardSlot, ColumnPriority, DataColumn, DataTableProps, RowSelection } from "./types";

export function DataTable<T, K extends string | number>(props: DataTableProps<T, K>) {
  const narrow = useNarrowScreen();
  if (narrow && props.cards !== false) return <CardList {...props} />;
  return <TableView {...props} />;
}
