/**
 * The card form of `DataTable` (screens below 960 px): one compact card per row, built from the
 * same columns (see `CardSlot`). With `cardTarget`, a tap anywhere on the card activates that
 * one link, button or checkbox (its ::after covers the card, the "stretched link" pattern), so
 * the card has a single focusable primary target and no control nested inside another; the
 * card's other controls sit above it. The scaffolding of a card is plain elements with the
 * static classes of ./card-list.css (no style computed while rendering).
 */
import { Box, Button, Card, Checkbox, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Fragment, memo, useState, type ReactNode } from "react";
import { ChevronIcon } from "@/components/ui/icons";
import { sameRow } from "./row-memo";
import { columnLabel, isBlank, type CardSlot, type DataColumn, type DataTableProps } from "./types";
import "./card-list.css";

/** The class of a card with a whole-card target (./card-list.css), for card grids outside `DataTable` too. */
export const CARD_TARGETED_CLASS = "ipo-card-targeted";

export function CardList<T, K extends string | number>(props: DataTableProps<T, K>) {
  const { caption, rows, rowKey, empty } = props;
  if (rows.length === 0) {
    return (
      <Box borderWidth="1px" borderRadius="md" py="8" textAlign="center" color="fg.muted">
        {empty}
      </Box>
    );
  }
  return (
    <ul className="ipo-cards" aria-label={caption} data-card-list="" aria-busy={props.busy === true ? true : undefined}>
      {rows.map((row) => (
        <RowCard key={rowKey(row)} {...props} row={row} />
      ))}
    </ul>
  );
}

type RowCardProps<T, K extends string | number> = DataTableProps<T, K> & { row: T };

function RowCardView<T, K extends string | number>(props: RowCardProps<T, K>) {
  const { columns, row, rowKey, rowName, selection, rowProps, renderExpanded, expandText, cardTarget } = props;
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const key = rowKey(row);
  const name = rowName ? rowName(row) : String(key);
  const sub = renderExpanded ? renderExpanded(row) : null;
  const slot = (wanted: CardSlot) => columns.filter((column) => (column.card ?? "field") === wanted);
  const render = (column: DataColumn<T>) => {
    const content = (column.cardCell ?? column.cell)(row);
    if (isBlank(content)) return null;
    return cardTarget === column.id ? <span data-card-target="">{content}</span> : content;
  };
  const cells = (wanted: CardSlot) =>
    slot(wanted)
      .map((column) => ({ column, content: render(column) }))
      .filter((entry): entry is { column: DataColumn<T>; content: NonNullable<ReactNode> } => entry.content !== null);
  const meta = cells("meta");
  const fields = cells("field");
  const status = cells("status");
  const actions = cells("action");
  const checkbox = selection ? (
    <div data-card-target={cardTarget === "selection" ? "" : undefined}>
      <Checkbox.Root size="sm" disabled={selection.disabled} checked={selection.selected.has(key)} onCheckedChange={() => selection.onToggle(key)}>
        <Checkbox.HiddenInput aria-label={selection.rowLabel(key)} />
        <Checkbox.Control />
      </Checkbox.Root>
    </div>
  ) : null;
  const text = expandText ? expandText(open, row) : open ? t`Hide details` : t`Show details`;

  return (
    <Card.Root as="li" size="sm" className={cardTarget ? CARD_TARGETED_CLASS : undefined} {...rowProps?.(row)}>
      {/* Dense enough for five inbox cards on a 390 × 844 phone. */}
      <Card.Body p="2.5" gap="1">
        <div className="ipo-card-top">
          <div className="ipo-card-head">
            {meta.length > 0 ? (
              <p className="ipo-card-meta">
                {meta.map(({ column, content }, index) => (
                  <Fragment key={column.id}>
                    {index > 0 ? " · " : null}
                    <span data-column={column.id}>{content}</span>
                  </Fragment>
                ))}
              </p>
            ) : null}
            {cells("title").map(({ column, content }) => (
              <div key={column.id} className="ipo-card-title" data-column={column.id}>
                {content}
              </div>
            ))}
          </div>
          <div className="ipo-card-aside">
            {cells("aside").map(({ column, content }) => (
              <div key={column.id} data-column={column.id}>
                {content}
              </div>
            ))}
            {checkbox}
          </div>
        </div>
        {fields.length > 0 ? (
          <dl className="ipo-card-fields">
            {fields.map(({ column, content }) => (
              <div key={column.id} className="ipo-card-field" data-column={column.id}>
                <dt>{columnLabel(column)}</dt>
                <dd>{content}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {status.length > 0 || actions.length > 0 || sub !== null ? (
          <div className="ipo-card-bottom">
            <div className="ipo-card-status">
              {status.map(({ column, content }) => (
                <div key={column.id} data-column={column.id}>
                  {content}
                </div>
              ))}
            </div>
            {/* Beside the actions, not after the badges: a toggle wrapping onto a line of its own
                made a card with replies a line taller (five cards on a 390 × 844 phone). */}
            <div className="ipo-card-actions">
              {sub !== null ? (
                <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
                  <ChevronIcon transform={open ? "rotate(180deg)" : undefined} />
                  {text}
                  <Text as="span" srOnly>{` (${name})`}</Text>
                </Button>
              ) : null}
              {actions.map(({ column, content }) => (
                <div key={column.id} data-column={column.id}>
                  {content}
                </div>
              ))}
            </div>
          </div>
        ) : null}
        {open && sub !== null ? sub : null}
      </Card.Body>
    </Card.Root>
  );
}

const selectedIn = <T, K extends string | number>(props: RowCardProps<T, K>) => props.selection?.selected.has(props.rowKey(props.row));

/** A card, rendered again only when what it shows may have changed (`cellsDepend`, ./row-memo.ts). */
const RowCard = memo(RowCardView, (prev, next) =>
  sameRow(prev, next, [
    [selectedIn(prev), selectedIn(next)],
    [prev.selection?.disabled, next.selection?.disabled],
    [prev.cardTarget, next.cardTarget],
    [prev.columns.length, next.columns.length],
  ]),
) as typeof RowCardView;
