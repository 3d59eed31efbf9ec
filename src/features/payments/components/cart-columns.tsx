/** Columns of the cart list (sort values of decision 73) and their priorities; overdue last days are red. */
import { Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { DataColumn } from "@/components/data-table/data-table";
import { formatEuros, isBeforeOfficeToday } from "@/lib/format";
import { useTranslateKey } from "@/lib/i18n";
import { displayDay } from "@/lib/lists";
import { typeLabelKey } from "@/lib/pending-applications";
import type { CartRow } from "../api/schemas";

/**
 * Where each column goes when room is short: the filing number, status, last day to pay, fees
 * and actions always show; the name folds last. On a card the filing number is the title.
 */
const PLACEMENT: Record<string, Pick<DataColumn<CartRow>, "priority" | "card">> = {
  filingNumber: { card: "title" },
  type: { priority: "low", card: "meta" },
  status: { card: "status" },
  denomination: { priority: "high" },
  userReference: { priority: "low" },
  applicationNumber: { priority: "low" },
  registrationNumber: { priority: "low" },
  applicant: { priority: "low" },
  lastSubmitDate: { card: "status" },
  fees: { card: "status" },
  actions: { card: "action" },
};

export function useCartColumns(actions: (row: CartRow) => ReactNode): DataColumn<CartRow>[] {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const columns: DataColumn<CartRow>[] = [
    {
      id: "filingNumber",
      header: t`Filing number`,
      sortKey: "FILING_NUMBER",
      cell: (row) => row.filingNumber,
    },
    {
      id: "type",
      header: t`Type`,
      sortKey: "TYPE",
      cell: (row) => tk(typeLabelKey(row.type)),
    },
    {
      id: "status",
      header: t`Status`,
      sortKey: "STATUS",
      cell: (row) => tk(`app.status.${row.status}`),
    },
    {
      id: "denomination",
      header: t`Name`,
      sortKey: "DENOMINATION",
      cell: (row) => row.denomination ?? "",
    },
    {
      id: "userReference",
      header: t`Your reference`,
      sortKey: "USER_REFERENCE",
      cell: (row) => row.userReference ?? "",
    },
    {
      id: "applicationNumber",
      header: t`Application number`,
      sortKey: "APPLICATION_NUMBER",
      cell: (row) => row.applicationNumber ?? "",
    },
    {
      id: "registrationNumber",
      header: t`Registration number`,
      sortKey: "REGISTRATION_NUMBER",
      cell: (row) => row.registrationNumber ?? "",
    },
    {
      id: "applicant",
      header: t`Applicant`,
      sortKey: "APPLICANT",
      cell: (row) => row.applicant ?? "",
    },
    {
      id: "lastSubmitDate",
      header: t`Last day to pay`,
      sortKey: "LAST_SUBMIT_DATE",
      cell: (row) =>
        isBeforeOfficeToday(row.lastSubmitDate) ? (
          <Text as="span" color="red.700" fontWeight="semibold">
            {displayDay(row.lastSubmitDate)} <Text as="span" srOnly>{t`(overdue)`}</Text>
          </Text>
        ) : (
          displayDay(row.lastSubmitDate)
        ),
    },
    {
      id: "fees",
      header: t`Fees`,
      sortKey: "FEES",
      align: "end",
      cell: (row) => formatEuros(row.fees),
    },
    { id: "actions", header: <Text srOnly>{t`Actions`}</Text>, label: t`Actions`, cell: actions },
  ];
  return columns.map((column) => ({ ...column, ...PLACEMENT[column.id] }));
}
