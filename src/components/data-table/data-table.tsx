/**
 * The one list table of the app: semantic <table> with a caption, sortable headers as
 * buttons with aria-sort, optional row selection (select-all in the header) and optional
 * expandable rows (sub-rows rendered under their row). Paging lives in <Pagination>.
 */
import { Box, Button, Checkbox, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Fragment, useState, type ReactNode } from "react";
import { ChevronIcon } from "@/components/ui/icons";
import { ariaSort, type SortState } from "./sorting";

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Sort value sent to the server; the header becomes a sort button when present. */
  sortKey?: string;
  align?: "start" | "end" | "center";
  width?: string;
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
  sort?: SortState;
  onSort?: (sortKey: string) => void;
  selection?: RowSelection<K>;
  /** Extra attributes per row (e.g. data-status for highlighting). */
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** Content shown under an expanded row; rows without it get no expand button. */
  renderExpanded?: (row: T) => ReactNode | null;
  /** Accessible name of the expand button (default "Show details" / "Hide details"). */
  expandLabel?: (open: boolean, row: T) => string;
  empty: ReactNode;
}

export function DataTable<T, K extends string | number>(props: DataTableProps<T, K>) {
  const { caption, columns, rows, rowKey, sort, onSort, selection, rowProps, renderExpanded, expandLabel, empty } = props;
  const { t } = useLingui();
  const [expanded, setExpanded] = useState<ReadonlySet<K>>(new Set());
  const allSelected = selection !== undefined && rows.length > 0 && rows.every((row) => selection.selected.has(rowKey(row)));
  const someSelected = selection !== undefined && rows.some((row) => selection.selected.has(rowKey(row)));
  const extraColumns = (selection ? 1 : 0) + (renderExpanded ? 1 : 0);

  const toggleExpanded = (key: K) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    // position: relative keeps screen-reader-only texts (absolutely positioned) inside the scroll
    // box; without it they stretch the whole page sideways.
    <Box overflowX="auto" position="relative" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {renderExpanded ? (
              <Table.ColumnHeader w="10">
                <Text srOnly>{t`Expand`}</Text>
              </Table.ColumnHeader>
            ) : null}
            {selection ? (
              <Table.ColumnHeader w="10">
                <Checkbox.Root
                  size="sm"
                  disabled={selection.disabled || rows.length === 0}
                  checked={allSelected ? true : someSelected ? "indeterminate" : false}
                  onCheckedChange={(details) => selection.onToggleAll(details.checked === true)}
                >
                  <Checkbox.HiddenInput aria-label={t`Select all rows`} />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            ) : null}
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.id}
                textAlign={column.align}
                w={column.width}
                aria-sort={column.sortKey ? ariaSort(sort, column.sortKey) : undefined}
              >
                {column.sortKey && onSort ? (
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    fontWeight="semibold"
                    onClick={() => onSort(column.sortKey as string)}
                  >
                    {column.header}
                    <SortMark state={ariaSort(sort, column.sortKey)} />
                  </Button>
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length + extraColumns} textAlign="center" py="8" color="fg.muted">
                {empty}
              </Table.Cell>
            </Table.Row>
          ) : null}
          {rows.map((row) => {
            const key = rowKey(row);
            const sub = renderExpanded ? renderExpanded(row) : null;
            const isOpen = expanded.has(key);
            return (
              <Fragment key={key}>
                <Table.Row {...rowProps?.(row)}>
                  {renderExpanded ? (
                    <Table.Cell>
                      {sub ? (
                        <Button
                          variant="ghost"
                          size="xs"
                          aria-expanded={isOpen}
                          aria-label={expandLabel ? expandLabel(isOpen, row) : isOpen ? t`Hide details` : t`Show details`}
                          onClick={() => toggleExpanded(key)}
                        >
                          <ChevronIcon transform={isOpen ? "rotate(180deg)" : undefined} />
                        </Button>
                      ) : null}
                    </Table.Cell>
                  ) : null}
                  {selection ? (
                    <Table.Cell>
                      <Checkbox.Root
                        size="sm"
                        disabled={selection.disabled}
                        checked={selection.selected.has(key)}
                        onCheckedChange={() => selection.onToggle(key)}
                      >
                        <Checkbox.HiddenInput aria-label={selection.rowLabel(key)} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  ) : null}
                  {columns.map((column) => (
                    <Table.Cell key={column.id} textAlign={column.align}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
                {sub && isOpen ? (
                  <Table.Row data-subrow="">
                    <Table.Cell colSpan={columns.length + extraColumns} bg="bg.subtle">
                      {sub}
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function SortMark({ state }: { state: "ascending" | "descending" | "none" }) {
  if (state === "none") return <Text as="span" aria-hidden="true" color="fg.subtle">↕</Text>;
  return (
    <Text as="span" aria-hidden="true">
      {state === "ascending" ? "↑" : "↓"}
    </Text>
  );
}
