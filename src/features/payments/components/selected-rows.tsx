/**
 * The selection shown in both payment views (online summary, advance form): each selected
 * application with a remove button, and the total. Removing the last one is the parent's cue
 * to go back to the list (spec 2 §4).
 */
import { Button, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatEuros } from "@/lib/format";
import { useTranslateKey } from "@/lib/i18n";
import { displayDay } from "@/lib/lists";
import { typeLabelKey } from "@/lib/pending-applications";
import type { CartRow } from "../api/schemas";

export interface SelectedRowsProps {
  rows: CartRow[];
  totalCents: number;
  onRemove: (filingNumber: string) => void;
  disabled?: boolean;
}

export function SelectedRows({ rows, totalCents, onRemove, disabled }: SelectedRowsProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const total = formatEuros(totalCents);
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">{t`Selected applications`}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t`Filing number`}</Table.ColumnHeader>
          <Table.ColumnHeader>{t`Type`}</Table.ColumnHeader>
          <Table.ColumnHeader>{t`Name`}</Table.ColumnHeader>
          <Table.ColumnHeader>{t`Last day to pay`}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t`Fees`}</Table.ColumnHeader>
          <Table.ColumnHeader>
            <Text srOnly>{t`Remove`}</Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const number = row.filingNumber;
          return (
            <Table.Row key={number}>
              <Table.Cell>{number}</Table.Cell>
              <Table.Cell>{tk(typeLabelKey(row.type))}</Table.Cell>
              <Table.Cell>{row.denomination ?? ""}</Table.Cell>
              <Table.Cell>{displayDay(row.lastSubmitDate)}</Table.Cell>
              <Table.Cell textAlign="end">{formatEuros(row.fees)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button size="xs" variant="ghost" disabled={disabled} aria-label={t`Remove ${number}`} onClick={() => onRemove(number)}>
                  {t`Remove`}
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.Cell colSpan={4} fontWeight="semibold">{t`Total`}</Table.Cell>
          <Table.Cell textAlign="end" fontWeight="semibold" data-testid="selection-total">
            {total}
          </Table.Cell>
          <Table.Cell />
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}
