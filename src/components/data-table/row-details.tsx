/** The folded columns of one row, as label and value pairs (shown when the row is opened). */
import { DataList } from "@chakra-ui/react";
import { columnLabel, isBlank, type DataColumn } from "./types";

export function RowDetails<T>({ columns, row }: { columns: DataColumn<T>[]; row: T }) {
  if (columns.length === 0) return null;
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1" mb="2" data-testid="row-details">
      {columns.map((column) => {
        const value = column.cell(row);
        return (
          <DataList.Item key={column.id} data-column={column.id}>
            <DataList.ItemLabel minW="40">{columnLabel(column)}</DataList.ItemLabel>
            <DataList.ItemValue>{isBlank(value) ? "—" : value}</DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList.Root>
  );
}
