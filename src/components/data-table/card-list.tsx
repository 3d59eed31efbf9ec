/**
 * The card form of `DataTable` (screens below 960 px): one compact card per row, built from the
 * same columns (see `CardSlot`). With `cardTarget`, a tap anywhere on the card activates that
 * one link, button or checkbox (its ::after covers the card, the "stretched link" pattern), so
 * the card has a single focusable primary target and no control nested inside another; the
 * card's other controls sit above it.
 */
import { Box, Button, Card, Checkbox, Flex, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Fragment, useState, type ReactNode } from "react";
import { ChevronIcon } from "@/components/ui/icons";
import { columnLabel, isBlank, type CardSlot, type DataColumn, type DataTableProps } from "./types";

/**
 * Styles of a card with a whole-card target (see the header comment): the link, button or
 * label inside the card's `[data-card-target]` element covers the card; the card's other
 * controls stay above it. Exported for card grids outside `DataTable`.
 */
export const CARD_TARGET_CSS = {
  position: "relative",
  "& [data-card-target] :is(a, button, label)": { position: "static" },
  "& [data-card-target] :is(a, button, label)::after": { content: '""', position: "absolute", inset: "0", zIndex: "0" },
  "& :is(a, button, label):not([data-card-target] *)": { position: "relative", zIndex: "1" },
  "&:has([data-card-target] :focus-visible)": { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
  "& [data-card-target] :focus-visible": { outline: "none" },
} as const;

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
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={caption} data-card-list="">
      {rows.map((row) => (
        <RowCard key={rowKey(row)} {...props} row={row} />
      ))}
    </Stack>
  );
}

function RowCard<T, K extends string | number>(props: DataTableProps<T, K> & { row: T }) {
  const { columns, row, rowKey, rowName, selection, rowProps, renderExpanded, expandText, cardTarget } = props;
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const key = rowKey(row);
  const name = rowName ? rowName(row) : String(key);
  const sub = renderExpanded ? renderExpanded(row) : null;
  const slot = (wanted: CardSlot) => columns.filter((column) => (column.card ?? "field") === wanted);
  const render = (column: DataColumn<T>) => {
    const content = column.cell(row);
    if (isBlank(content)) return null;
    return cardTarget === column.id ? <Box as="span" data-card-target="">{content}</Box> : content;
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
    <Box data-card-target={cardTarget === "selection" ? "" : undefined}>
      <Checkbox.Root size="sm" disabled={selection.disabled} checked={selection.selected.has(key)} onCheckedChange={() => selection.onToggle(key)}>
        <Checkbox.HiddenInput aria-label={selection.rowLabel(key)} />
        <Checkbox.Control />
      </Checkbox.Root>
    </Box>
  ) : null;
  const text = expandText ? expandText(open, row) : open ? t`Hide details` : t`Show details`;

  return (
    <Card.Root as="li" size="sm" css={cardTarget ? CARD_TARGET_CSS : undefined} {...rowProps?.(row)}>
      {/* Dense enough for five inbox cards on a 390 × 844 phone (issue 14). */}
      <Card.Body p="2.5" gap="1">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Stack gap="0.5" minW="0">
            {meta.length > 0 ? (
              <Text fontSize="xs" color="fg.muted">
                {meta.map(({ column, content }, index) => (
                  <Fragment key={column.id}>
                    {index > 0 ? " · " : null}
                    <span data-column={column.id}>{content}</span>
                  </Fragment>
                ))}
              </Text>
            ) : null}
            {cells("title").map(({ column, content }) => (
              <Box key={column.id} fontWeight="semibold" data-column={column.id} overflowWrap="anywhere">
                {content}
              </Box>
            ))}
          </Stack>
          <Flex gap="1" align="center" flexShrink={0}>
            {cells("aside").map(({ column, content }) => (
              <Box key={column.id} data-column={column.id}>
                {content}
              </Box>
            ))}
            {checkbox}
          </Flex>
        </Flex>
        {fields.length > 0 ? (
          <Flex as="dl" wrap="wrap" columnGap="4" rowGap="0.5" fontSize="sm">
            {fields.map(({ column, content }) => (
              <Flex key={column.id} gap="1" data-column={column.id} minW="0">
                <Text as="dt" color="fg.muted">
                  {columnLabel(column)}
                </Text>
                <Box as="dd" overflowWrap="anywhere">
                  {content}
                </Box>
              </Flex>
            ))}
          </Flex>
        ) : null}
        {status.length > 0 || actions.length > 0 || sub !== null ? (
          <Flex justify="space-between" align="center" gap="2">
            {/* Badges and dates wrap beside the actions, which keep the right edge. */}
            <Flex gap="2" align="center" wrap="wrap" fontSize="sm" flex="1" minW="0">
              {status.map(({ column, content }) => (
                <Box key={column.id} data-column={column.id}>
                  {content}
                </Box>
              ))}
              {sub !== null ? (
                <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
                  <ChevronIcon transform={open ? "rotate(180deg)" : undefined} />
                  {text}
                  <Text as="span" srOnly>{` (${name})`}</Text>
                </Button>
              ) : null}
            </Flex>
            <Flex gap="2" align="center" justify="end" flexShrink={0}>
              {actions.map(({ column, content }) => (
                <Box key={column.id} data-column={column.id}>
                  {content}
                </Box>
              ))}
            </Flex>
          </Flex>
        ) : null}
        {open && sub !== null ? sub : null}
      </Card.Body>
    </Card.Root>
  );
}
