/**
 * Table view of my applications (cards below 960 px, each opening its actions): sortable
 * headers, select-all and row checkboxes (disabled in read-only sessions), rows refused by an
 * e-service validation highlighted.
 */
import { Box } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
import type { ListSort } from "@/lib/lists";
import type { ApplicationListItem } from "../api/schemas";

export interface ApplicationsTableProps {
  columns: DataColumn<ApplicationListItem>[];
  items: ApplicationListItem[];
  sort: ListSort;
  onSort: (column: string) => void;
  selected: ReadonlySet<number>;
  selectionDisabled: boolean;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  invalidIds: ReadonlySet<number>;
  empty: ReactNode;
  /** The rows are not yet the office's answer for this sort and search. */
  busy: boolean;
}

export function ApplicationsTable(props: ApplicationsTableProps) {
  const { t } = useLingui();
  const numberOf = (id: number) => props.items.find((item) => item.id === id)?.number ?? String(id);
  return (
    <Box css={{ "& :is(tr, li)[data-invalid]": { bg: "red.subtle", outline: "2px solid", outlineColor: "border.error", outlineOffset: "-2px" } }}>
      <DataTable
        caption={t`My applications`}
        columns={props.columns}
        rows={props.items}
        rowKey={(item) => item.id}
        rowName={(item) => item.number}
        cardTarget="actions"
        sort={props.sort}
        onSort={props.onSort}
        selection={{
          selected: props.selected,
          onToggle: props.onToggle,
          onToggleAll: props.onToggleAll,
          rowLabel: (id) => {
            const number = numberOf(id);
            return t`Select ${number}`;
          },
          disabled: props.selectionDisabled,
        }}
        rowProps={(item) => ({ "data-id": String(item.id), "data-invalid": props.invalidIds.has(item.id) ? "true" : undefined })}
        empty={props.empty}
        busy={props.busy}
      />
    </Box>
  );
}
