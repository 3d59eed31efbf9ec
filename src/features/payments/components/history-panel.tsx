/**
 * Payment history tab (spec 2 §2, decision 79): IP-right filter and search, server sort
 * (PAYMENT_DATE, PAYER, PAYMENT_METHOD, PAYMENT_TOTAL_COST; default PAYMENT_DATE DESC), server
 * paging, and an invoice per row (404 gives `payment.invoice.historical.applications.failure`,
 * any other failure `payment.invoice.failed`). Filter or sort changes go back to page 0.
 */
import { Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
import { Pagination } from "@/components/data-table/pagination";
import { nextSort, type SortState } from "@/components/data-table/sorting";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import { isApiError } from "@/lib/api";
import { downloadFile } from "@/lib/download";
import { formatEuros } from "@/lib/format";
import { useTranslateKey } from "@/lib/i18n";
import { displayDay } from "@/lib/lists";
import { DEFAULT_HISTORY_SORT, HISTORY_PAGE_SIZE, paymentsQueries, type HistoryRequest, type HistorySortColumn } from "../api/payments-queries";
import type { PaymentHistoryItem } from "../api/schemas";
import { HistoryFilters, type HistoryFilterValues } from "./history-filters";

export const INVOICE_MISSING = "payment.invoice.historical.applications.failure";
export const INVOICE_FAILED = "payment.invoice.failed";

/** The error key of a failed invoice download. */
export function invoiceErrorKey(error: unknown): string {
  return isApiError(error) && error.status === 404 ? INVOICE_MISSING : INVOICE_FAILED;
}

export function historyRequest(
  page: number,
  size: number,
  sort: SortState<HistorySortColumn>,
  filters: HistoryFilterValues,
): HistoryRequest {
  const request: HistoryRequest = { requestPage: page, size, sort: sort.column, sortType: sort.direction };
  if (filters.ipRightTypes.length > 0) request.filterCriteria = { ipRightTypes: filters.ipRightTypes };
  if (filters.search.trim()) request.search = filters.search.trim();
  return request;
}

export function HistoryPanel() {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const showError = useShowError();
  const [sort, setSort] = useState<SortState<HistorySortColumn>>(DEFAULT_HISTORY_SORT);
  const [filters, setFilters] = useState<HistoryFilterValues>({ ipRightTypes: [], search: "" });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(HISTORY_PAGE_SIZE);
  const [downloading, setDownloading] = useState<number | null>(null);
  const history = useQuery(paymentsQueries.history(historyRequest(page, size, sort, filters)));
  const items = history.data?.content ?? [];

  const invoice = async (item: PaymentHistoryItem) => {
    setDownloading(item.paymentId);
    try {
      await downloadFile({ path: `/payments/history/download/invoice/${item.paymentId}`, fallbackName: `invoice-${item.paymentId}.pdf` });
    } catch (error) {
      showError(invoiceErrorKey(error));
    } finally {
      setDownloading(null);
    }
  };

  const columns: DataColumn<PaymentHistoryItem>[] = [
    { id: "paymentDate", header: t`Payment date`, sortKey: "PAYMENT_DATE", cell: (item) => displayDay(item.paymentDate), card: "title" },
    { id: "references", header: t`Your references`, cell: (item) => item.applicationsReferences.join(", "), priority: "low" },
    { id: "numbers", header: t`Application numbers`, cell: (item) => item.applicationNumbers.join(", "), priority: "high" },
    { id: "paidBy", header: t`Paid by`, sortKey: "PAYER", cell: (item) => item.paidBy, priority: "low" },
    { id: "method", header: t`Payment method`, sortKey: "PAYMENT_METHOD", cell: (item) => tk(`payment.method.${item.paymentMethod}`), priority: "low", card: "meta" },
    { id: "status", header: t`Status`, cell: (item) => tk(`payment.status.${item.status}`), card: "status" },
    { id: "total", header: t`Total cost`, sortKey: "PAYMENT_TOTAL_COST", align: "end", cell: (item) => formatEuros(item.totalCost), card: "status" },
    {
      id: "invoice",
      header: <Text srOnly>{t`Invoice`}</Text>,
      label: t`Invoice`,
      card: "action",
      cell: (item) => {
        const id = item.paymentId;
        return (
          <Button
            size="xs"
            variant="outline"
            loading={downloading === id}
            aria-label={t`Invoice of payment ${id}`}
            onClick={() => void invoice(item)}
          >
            {t`Invoice`}
          </Button>
        );
      },
    },
  ];

  return (
    <Stack gap="4">
      <HistoryFilters
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
          setSort(DEFAULT_HISTORY_SORT);
        }}
      />
      {history.isError && !history.data ? <QueryErrorAlert error={history.error} onRetry={() => void history.refetch()} /> : null}
      <DataTable
        caption={t`Payment history`}
        columns={columns}
        rows={items}
        rowKey={(item) => item.paymentId}
        cardTarget="invoice"
        sort={sort}
        onSort={(column) => {
          setSort(nextSort(sort, column as HistorySortColumn));
          setPage(0);
        }}
        empty={history.isPending ? t`Loading…` : t`No payments found.`}
        busy={history.isPending || history.isPlaceholderData}
      />
      <Pagination
        page={page}
        pageSize={size}
        total={history.data?.totalResults ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
    </Stack>
  );
}
