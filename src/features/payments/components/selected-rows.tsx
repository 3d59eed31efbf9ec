/**
 * The selection shown in both payment views (online summary, advance form): each selected
 * application with a remove button (the shared list: a table, cards on a phone), and the total.
 * Removing the last one is the parent's cue to go back to the list (spec 2 §4).
 */
import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
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
  const columns: DataColumn<CartRow>[] = [
    { id: "filingNumber", header: t`Filing number`, cell: (row) => row.filingNumber, card: "title" },
    { id: "type", header: t`Type`, cell: (row) => tk(typeLabelKey(row.type)), priority: "low", card: "meta" },
    { id: "denomination", header: t`Name`, cell: (row) => row.denomination ?? "", priority: "high" },
    { id: "lastSubmitDate", header: t`Last day to pay`, cell: (row) => displayDay(row.lastSubmitDate), card: "status" },
    { id: "fees", header: t`Fees`, align: "end", cell: (row) => formatEuros(row.fees), card: "status" },
    {
      id: "remove",
      header: <Text srOnly>{t`Remove`}</Text>,
      label: t`Remove`,
      align: "end",
      card: "action",
      cell: (row) => {
        const number = row.filingNumber;
        return (
          <Button size="xs" variant="ghost" disabled={disabled} aria-label={t`Remove ${number}`} onClick={() => onRemove(number)}>
            {t`Remove`}
          </Button>
        );
      },
    },
  ];
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" aria-hidden="true">
        {t`Selected applications`}
      </Text>
      <DataTable caption={t`Selected applications`} columns={columns} rows={rows} rowKey={(row) => row.filingNumber} empty="" />
      <Flex justify="space-between" fontWeight="semibold" px="3">
        <Text>{t`Total`}</Text>
        <Text data-testid="selection-total">{total}</Text>
      </Flex>
    </Stack>
  );
}
