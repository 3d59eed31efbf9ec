/**
 * The table form of `DataTable`: semantic <table> with a caption, sortable headers as buttons
 * with aria-sort, optional row selection (select-all in the header), and rows that open into
 * their details: the columns folded for lack of room (`useColumnFit`) and any `renderExpanded`
 * content. The details button sits first when rows have expandable content, else last.
 */
import { Box, Button, Checkbox, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Fragment, memo, useCallback, useState } from "react";
import { ChevronIcon } from "@/components/ui/icons";
import { RowDetails } from "./row-details";
import { sameRow } from "./row-memo";
import { ariaSort, type SortState } from "./sorting";
import type { DataColumn, DataTableProps, RowSelection } from "./types";
import { useColumnFit } from "./use-column-fit";

export function TableView<T, K extends string | number>(props: DataTableProps<T, K>) {
  const { caption, columns, rows, rowKey, rowName, sort, onSort, selection, rowProps, renderExpanded, expandLabel, empty } = props;
  const { t, i18n } = useLingui();
  const [expanded, setExpanded] = useState<ReadonlySet<K>>(new Set());
  const { boxRef, folded } = useColumnFit(columns, i18n.locale, renderExpanded !== undefined, rows.map(rowKey).join(","));
  const foldedColumns = columns.filter((column) => folded.has(column.id));
  const toggleFirst = renderExpanded !== undefined;
  const hasToggle = toggleFirst || foldedColumns.length > 0;
  const allSelected = selection !== undefined && rows.length > 0 && rows.every((row) => selection.selected.has(rowKey(row)));
  const someSelected = selection !== undefined && rows.some((row) => selection.selected.has(rowKey(row)));
  const span = columns.length + (selection ? 1 : 0) + (hasToggle ? 1 : 0);

  // Stable: a row that skips a render keeps a working toggle.
  const toggle = useCallback(
    (key: K) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  const toggleHeader = (
    <Table.ColumnHeader w="10">
      <Text srOnly>{t`Details`}</Text>
    </Table.ColumnHeader>
  );

  return (
    // position: relative keeps screen-reader-only texts (absolutely positioned) inside the scroll
    // box; without it they stretch the whole page sideways.
    <Box ref={boxRef} overflowX="auto" position="relative" borderWidth="1px" borderRadius="md" data-folded={foldedColumns.length}>
      <Table.Root size="sm" interactive aria-busy={props.busy === true ? true : undefined}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {hasToggle && toggleFirst ? toggleHeader : null}
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
              <HeaderCell key={column.id} column={column} hidden={folded.has(column.id)} sort={sort} onSort={onSort} />
            ))}
            {hasToggle && !toggleFirst ? toggleHeader : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={span} textAlign="center" py="8" color="fg.muted">
                {empty}
              </Table.Cell>
            </Table.Row>
          ) : null}
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <BodyRow
                key={key}
                row={row}
                rowKey={key}
                columns={columns}
                folded={folded}
                isOpen={expanded.has(key)}
                selection={selection}
                selected={selection?.selected.has(key) === true}
                hasToggle={hasToggle}
                toggleFirst={toggleFirst}
                rowName={rowName}
                rowProps={rowProps}
                renderExpanded={renderExpanded}
                expandLabel={expandLabel}
                onToggle={toggle}
                cellsDepend={props.cellsDepend}
              />
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

interface BodyRowProps<T, K extends string | number> extends Pick<DataTableProps<T, K>, "columns" | "rowName" | "rowProps" | "renderExpanded" | "expandLabel" | "cellsDepend"> {
  row: T;
  rowKey: K;
  /** The folded columns' ids: the same set while they stay folded (`useColumnFit`). */
  folded: ReadonlySet<string>;
  isOpen: boolean;
  selection: RowSelection<K> | undefined;
  selected: boolean;
  hasToggle: boolean;
  toggleFirst: boolean;
  onToggle: (key: K) => void;
}

function BodyRowView<T, K extends string | number>(props: BodyRowProps<T, K>) {
  const { row, rowKey: key, columns, folded, isOpen, selection, selected, hasToggle, toggleFirst, rowName, rowProps, renderExpanded, expandLabel, onToggle } = props;
  const { t } = useLingui();
  const foldedColumns = columns.filter((column) => folded.has(column.id));
  const shownCount = columns.length - foldedColumns.length;
  const sub = renderExpanded ? renderExpanded(row) : null;
  const name = rowName ? rowName(row) : String(key);
  const canOpen = sub !== null || foldedColumns.length > 0;
  const label = sub !== null && expandLabel ? expandLabel(isOpen, row) : isOpen ? t`Hide details of ${name}` : t`Show details of ${name}`;
  const toggleCell = (
    <Table.Cell>
      {canOpen ? (
        <Button variant="ghost" size="xs" aria-expanded={isOpen} aria-label={label} title={label} onClick={() => onToggle(key)}>
          <ChevronIcon transform={isOpen ? "rotate(180deg)" : undefined} />
        </Button>
      ) : null}
    </Table.Cell>
  );
  return (
    <Fragment>
      <Table.Row {...rowProps?.(row)}>
        {hasToggle && toggleFirst ? toggleCell : null}
        {selection ? (
          <Table.Cell>
            <Checkbox.Root size="sm" disabled={selection.disabled} checked={selected} onCheckedChange={() => selection.onToggle(key)}>
              <Checkbox.HiddenInput aria-label={selection.rowLabel(key)} />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.Cell>
        ) : null}
        {columns.map((column) => (
          <Table.Cell key={column.id} textAlign={column.align} data-column={column.id} display={folded.has(column.id) ? "none" : undefined}>
            {column.cell(row)}
          </Table.Cell>
        ))}
        {hasToggle && !toggleFirst ? toggleCell : null}
      </Table.Row>
      {isOpen && canOpen ? (
        <Table.Row data-subrow="">
          <Table.Cell colSpan={shownCount + (selection ? 1 : 0) + 1} bg="bg.subtle">
            <RowDetails columns={foldedColumns} row={row} />
            {sub}
          </Table.Cell>
        </Table.Row>
      ) : null}
    </Fragment>
  );
}

/** A body row, rendered again only when what it shows may have changed (`cellsDepend`, ./row-memo.ts). */
const BodyRow = memo(BodyRowView, (prev, next) =>
  sameRow(prev, next, [
    [prev.rowKey, next.rowKey],
    [prev.folded, next.folded],
    [prev.isOpen, next.isOpen],
    [prev.selected, next.selected],
    [prev.selection?.disabled, next.selection?.disabled],
    [prev.hasToggle, next.hasToggle],
    [prev.toggleFirst, next.toggleFirst],
    [prev.columns.length, next.columns.length],
  ]),
) as typeof BodyRowView;

interface HeaderCellProps<T> {
  column: DataColumn<T>;
  hidden: boolean;
  sort: SortState | undefined;
  onSort: ((sortKey: string) => void) | undefined;
}

function HeaderCell<T>({ column, hidden, sort, onSort }: HeaderCellProps<T>) {
  return (
    <Table.ColumnHeader
      textAlign={column.align}
      w={column.width}
      display={hidden ? "none" : undefined}
      data-column={column.id}
      aria-sort={column.sortKey ? ariaSort(sort, column.sortKey) : undefined}
    >
      {column.sortKey && onSort ? (
        <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => onSort(column.sortKey as string)}>
          {column.header}
          <SortMark state={ariaSort(sort, column.sortKey)} />
        </Button>
      ) : (
        column.header
      )}
    </Table.ColumnHeader>
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
