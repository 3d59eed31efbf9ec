/**
 * The cart list view: type filter (options by role from the content filters), the sortable
 * table with selection, the pager (10 rows a page), the selected count and total in euros,
 * the two payment buttons, and the row actions (draft receipt, delete with confirmation,
 * submit without payment). Every payment action is disabled in read-only sessions.
 */
import { Button, Field, Flex, HStack, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { Pagination } from "@/components/data-table/pagination";
import type { SortState } from "@/components/data-table/sorting";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { DownloadProgress, useFileDownload } from "@/components/download";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { NeedsNetworkReason, useNeedsNetwork } from "@/components/offline/needs-network";
import { contentQueries } from "@/lib/content";
import { formatEuros } from "@/lib/format";
import { useTranslateKey } from "@/lib/i18n";
import { DELETE_APPLICATION_FAILED, DRAFT_RECEIPT_FAILED, draftReceiptRequest } from "@/lib/pending-applications";
import { useDeleteCartApplicationMutation, useSubmitWithoutPaymentMutation } from "../api/use-payment-mutations";
import type { CartSortColumn } from "../api/payments-queries";
import type { CartRow } from "../api/schemas";
import { CART_PAGE_SIZE, pageOf, toggleKey } from "../rules";
import { useCartColumns } from "./cart-columns";
import { CartRowMenu, type CartRowAction } from "./cart-row-menu";

export interface CartListProps {
  rows: CartRow[];
  loading: boolean;
  /** The rows on screen are not (yet) the office's answer for the chosen sort. */
  updating: boolean;
  readOnly: boolean;
  sort: SortState<CartSortColumn>;
  onSort: (column: string) => void;
  type: string | undefined;
  onType: (type: string | undefined) => void;
  page: number;
  onPage: (page: number) => void;
  selected: ReadonlySet<string>;
  onSelect: (selected: ReadonlySet<string>) => void;
  selectedCount: number;
  totalCents: number;
  onPayOnline: () => void;
  onAdvance: () => void;
}

export function CartList(props: CartListProps) {
  const { rows, readOnly, selected, onSelect } = props;
  const { t } = useLingui();
  const network = useNeedsNetwork();
  const tk = useTranslateKey();
  const showError = useShowError();
  const notify = useNotify();
  const files = useFileDownload();
  const filters = useQuery(contentQueries.filters());
  const remove = useDeleteCartApplicationMutation();
  const submit = useSubmitWithoutPaymentMutation();
  const [toDelete, setToDelete] = useState<CartRow | null>(null);
  const [toSubmit, setToSubmit] = useState<CartRow | null>(null);
  const visible = pageOf(rows, props.page);

  const onAction = (action: CartRowAction, row: CartRow) => {
    const number = row.filingNumber;
    if (action === "receipt") void files.download(draftReceiptRequest(number), t`draft receipt ${number}`, DRAFT_RECEIPT_FAILED);
    if (action === "delete") setToDelete(row);
    if (action === "submit") setToSubmit(row);
  };
  const columns = useCartColumns((row) => <CartRowMenu row={row} readOnly={readOnly} onAction={onAction} />);

  const confirmDelete = () => {
    if (!toDelete) return;
    const number = toDelete.filingNumber;
    remove.mutate(number, {
      onSuccess: () => notify({ message: t`Application ${number} deleted.`, type: "success" }),
      onError: (error) => showError(isGeneric(error) ? DELETE_APPLICATION_FAILED : error),
      onSettled: () => {
        setToDelete(null);
        onSelect(new Set([...selected].filter((key) => key !== number)));
      },
    });
  };
  const confirmSubmit = () => {
    if (!toSubmit) return;
    const number = toSubmit.filingNumber;
    submit.mutate(number, {
      onSuccess: () => notify({ message: t`Application ${number} submitted without payment.`, type: "success" }),
      onError: (error) => showError(error),
      onSettled: () => {
        setToSubmit(null);
        onSelect(new Set([...selected].filter((key) => key !== number)));
      },
    });
  };

  const count = props.selectedCount;
  const total = formatEuros(props.totalCents);
  const nothing = count === 0;
  return (
    <Stack gap="4">
      <Flex gap="4" wrap="wrap" align="end" justify="space-between">
        <Field.Root maxW="xs">
          <Field.Label>{t`Application type`}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="type" value={props.type ?? ""} onChange={(e) => props.onType(e.currentTarget.value || undefined)}>
              <option value="">{t`All types`}</option>
              {(filters.data?.shoppingCart.types ?? []).map((option) => (
                <option key={option.key} value={option.key}>
                  {tk(option.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap="4" wrap="wrap" aria-live="polite">
          <Text data-testid="selected-count">{t`Selected: ${count}`}</Text>
          <Text fontWeight="semibold" data-testid="selected-total">{t`Total: ${total}`}</Text>
          <Button variant="outline" disabled={readOnly || nothing} onClick={props.onAdvance}>
            {t`Already paid`}
          </Button>
          <Button
            colorPalette="brand"
            disabled={readOnly || nothing || network.unavailable}
            aria-describedby={network.unavailable ? "pay-needs-network" : undefined}
            onClick={props.onPayOnline}
          >
            {t`Pay`}
          </Button>
          <NeedsNetworkReason id="pay-needs-network" />
        </HStack>
      </Flex>
      <DataTable
        caption={t`Shopping cart`}
        columns={columns}
        rows={visible}
        rowKey={(row) => row.filingNumber}
        cardTarget="selection"
        sort={props.sort}
        onSort={props.onSort}
        selection={{
          selected,
          onToggle: (key) => onSelect(toggleKey(selected, key)),
          // Select-all takes every row of the (filtered) cart, not only this page.
          onToggleAll: (select) => onSelect(select ? new Set(rows.map((row) => row.filingNumber)) : new Set()),
          rowLabel: (key) => t`Select ${key}`,
          disabled: readOnly,
        }}
        empty={props.loading ? t`Loading…` : tk("no.shopping.carts")}
        busy={props.loading || props.updating}
      />
      {rows.length > CART_PAGE_SIZE ? (
        <Pagination page={props.page} pageSize={CART_PAGE_SIZE} total={rows.length} onPageChange={props.onPage} />
      ) : null}
      <DownloadProgress download={files.active} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t`Delete application`}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {t`Delete application ${toDelete?.filingNumber ?? ""} from the cart?`}
      </ConfirmDialog>
      <ConfirmDialog
        open={toSubmit !== null}
        title={t`Submit without payment`}
        loading={submit.isPending}
        onConfirm={confirmSubmit}
        onCancel={() => setToSubmit(null)}
      >
        {t`Submit application ${toSubmit?.filingNumber ?? ""} without payment?`}
      </ConfirmDialog>
    </Stack>
  );
}

/** A failure without a specific key of its own (a 500, no answer). */
function isGeneric(error: unknown): boolean {
  const description = (error as { description?: unknown } | null)?.description;
  return typeof description !== "string" || description === "something.went.wrong";
}
