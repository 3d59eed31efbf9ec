/**
 * The shopping cart tab (spec 2 §2, §4): the list (type filter by role, server sort, client
 * paging of 10, selection with select-all, selected count and running total), and the two
 * payment views on the selection (online summary, advance bank payment form). Changing the
 * filter or the sort resets the page and clears the selection. After a payment returns with
 * `paymentCompleted=1` the list shows the info message and a success dialog.
 */
import { Alert, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { nextSort, type SortState } from "@/components/data-table/sorting";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import { DEFAULT_CART_SORT, paymentsQueries, type CartSortColumn } from "../api/payments-queries";
import { filterByType, selectedRows, selectionTotal } from "../rules";
import { AdvancePaymentForm } from "./advance-payment-form";
import { CartList } from "./cart-list";
import { PaymentSuccessDialog } from "./payment-success-dialog";
import { PayOnlineSummary } from "./pay-online-summary";

export interface CartPanelProps {
  readOnly: boolean;
  paymentCompleted: boolean;
}

type View = "list" | "online" | "advance";
const NONE: ReadonlySet<string> = new Set();

export function CartPanel({ readOnly, paymentCompleted }: CartPanelProps) {
  const { t } = useLingui();
  const [sort, setSort] = useState<SortState<CartSortColumn>>(DEFAULT_CART_SORT);
  const [type, setType] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(NONE);
  const [view, setView] = useState<View>("list");
  const [completedOpen, setCompletedOpen] = useState(paymentCompleted);
  const [advanceDone, setAdvanceDone] = useState(false);
  const cart = useQuery(paymentsQueries.cart(sort));
  const rows = filterByType(cart.data ?? [], type);
  const chosen = selectedRows(rows, selected);
  const total = selectionTotal(rows, selected);

  const reset = () => {
    setPage(0);
    setSelected(NONE);
  };
  const remove = (filingNumber: string) => {
    const next = new Set(selected);
    next.delete(filingNumber);
    setSelected(next);
    // The last selected application removed: back to the list (spec 2 §4).
    if (selectedRows(rows, next).length === 0) setView("list");
  };
  const afterAdvance = () => {
    setView("list");
    setSelected(NONE);
    setAdvanceDone(true);
  };

  if (view === "online" && chosen.length > 0) {
    return <PayOnlineSummary rows={chosen} totalCents={total} readOnly={readOnly} onRemove={remove} onCancel={() => setView("list")} />;
  }
  if (view === "advance" && chosen.length > 0) {
    return (
      <AdvancePaymentForm
        rows={chosen}
        totalCents={total}
        readOnly={readOnly}
        onRemove={remove}
        onCancel={() => setView("list")}
        onDone={afterAdvance}
      />
    );
  }

  return (
    <Stack gap="4">
      {paymentCompleted ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t`Thank you. Your payment has been completed; the paid applications leave the cart once the office records it.`}</Alert.Description>
        </Alert.Root>
      ) : null}
      {cart.isError && !cart.data ? <QueryErrorAlert error={cart.error} onRetry={() => void cart.refetch()} /> : null}
      <CartList
        rows={rows}
        loading={cart.isPending}
        updating={cart.isPlaceholderData}
        readOnly={readOnly}
        sort={sort}
        onSort={(column) => {
          setSort(nextSort(sort, column as CartSortColumn));
          reset();
        }}
        type={type}
        onType={(next) => {
          // A filter change also goes back to the default sort (spec 2 §4).
          setType(next);
          setSort(DEFAULT_CART_SORT);
          reset();
        }}
        page={page}
        onPage={setPage}
        selected={selected}
        onSelect={setSelected}
        selectedCount={chosen.length}
        totalCents={total}
        onPayOnline={() => setView("online")}
        onAdvance={() => setView("advance")}
      />
      <PaymentSuccessDialog
        open={completedOpen}
        message={t`Your payment has been completed. Thank you.`}
        onClose={() => setCompletedOpen(false)}
      />
      <PaymentSuccessDialog
        open={advanceDone}
        message={t`Your payment details have been sent. The office will check the payment and submit the applications.`}
        onClose={() => setAdvanceDone(false)}
      />
    </Stack>
  );
}
