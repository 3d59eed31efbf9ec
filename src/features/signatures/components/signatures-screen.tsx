/**
 * /signatures (spec 2 §2, decision 80): applications waiting for signature with type, user
 * reference, application number and registration number; sort by column (server), 10 rows a
 * page (client). Sign asks to 'proceed to sign', then opens the returned URL (the signing
 * service returns to /signatures). The menu holds the draft receipt and the delete (with
 * confirmation; the list reloads). Signing needs ROLE_SIGNATURES and a writable session.
 */
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
import { Pagination } from "@/components/data-table/pagination";
import { nextSort, type SortState } from "@/components/data-table/sorting";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { DownloadProgress, useFileDownload } from "@/components/download";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { NeedsNetworkReason, useNeedsNetwork } from "@/components/offline/needs-network";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import type { SessionUser } from "@/lib/api";
import { useFormat } from "@/lib/format";
import { useTranslateKey } from "@/lib/i18n";
import { DELETE_APPLICATION_FAILED, DRAFT_RECEIPT_FAILED, draftReceiptRequest, typeLabelKey } from "@/lib/pending-applications";
import { hasRole, isReadOnly } from "@/lib/session";
import type { SignatureRow } from "../api/schemas";
import { DEFAULT_SIGNATURE_SORT, signaturesQueries, type SignatureSortColumn } from "../api/signatures-queries";
import { useDeleteSignatureApplicationMutation, useSignMutation } from "../api/use-signature-mutations";
import { SignatureRowMenu, type SignatureRowAction } from "./signature-row-menu";

const PAGE_SIZE = 10;

export function SignaturesScreen({ user, openUrl }: { user: SessionUser; openUrl: (url: string) => void }) {
  const { t } = useLingui();
  const network = useNeedsNetwork();
  const tk = useTranslateKey();
  const format = useFormat();
  const showError = useShowError();
  const files = useFileDownload();
  const [sort, setSort] = useState<SortState<SignatureSortColumn>>(DEFAULT_SIGNATURE_SORT);
  const [page, setPage] = useState(0);
  const [toSign, setToSign] = useState<SignatureRow | null>(null);
  const [toDelete, setToDelete] = useState<SignatureRow | null>(null);
  const list = useQuery(signaturesQueries.list(sort));
  const sign = useSignMutation();
  const remove = useDeleteSignatureApplicationMutation();
  const readOnly = isReadOnly(user);
  const canSign = !readOnly && hasRole(user, "ROLE_SIGNATURES");
  const rows = list.data ?? [];
  const visible = rows.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE);

  const onAction = (action: SignatureRowAction, row: SignatureRow) => {
    const number = row.filingNumber;
    if (action === "receipt") void files.download(draftReceiptRequest(number), t`draft receipt ${number}`, DRAFT_RECEIPT_FAILED);
    if (action === "delete") setToDelete(row);
  };
  const confirmSign = () => {
    if (!toSign) return;
    sign.mutate(toSign.filingNumber, {
      onSuccess: (url) => {
        setToSign(null);
        if (url.trim()) openUrl(url.trim());
      },
      onError: (error) => {
        setToSign(null);
        showError(error);
      },
    });
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.filingNumber, {
      onError: (error) =>
        showError((error as { description?: string }).description === "something.went.wrong" ? DELETE_APPLICATION_FAILED : error),
      onSettled: () => setToDelete(null),
    });
  };

  const columns: DataColumn<SignatureRow>[] = [
    // What is signed: the name or e-service, the filing number, the fee.
    { id: "name", header: t`Mark, design or e-service`, cell: (row) => signedName(row), card: "title" },
    { id: "type", header: t`Type`, sortKey: "eserviceCode", cell: (row) => tk(typeLabelKey(row.type)), card: "meta" },
    { id: "filingNumber", header: t`Filing number`, sortKey: "filingNumber", cell: (row) => row.filingNumber, card: "meta" },
    { id: "userReference", header: t`Your reference`, sortKey: "userReference", cell: (row) => row.userReference ?? "", priority: "low" },
    { id: "applicationNumber", header: t`Application number`, sortKey: "applicationNumber", cell: (row) => row.applicationNumber ?? "" },
    {
      id: "registrationNumber",
      header: t`Registration number`,
      sortKey: "registrationNumber",
      cell: (row) => row.registrationNumber ?? "",
      priority: "low",
    },
    { id: "fees", header: t`Fee`, align: "end", cell: (row) => format.euros(row.fees), card: "status" },
    {
      id: "sign",
      header: <Text srOnly>{t`Sign`}</Text>,
      label: t`Sign`,
      align: "end",
      card: "action",
      cell: (row) => {
        const number = row.filingNumber;
        return (
          <Button
            size="xs"
            colorPalette="brand"
            disabled={!canSign || network.unavailable}
            aria-label={t`Sign ${number}`}
            aria-describedby={network.unavailable ? "sign-needs-network" : undefined}
            onClick={() => setToSign(row)}
          >
            {t`Sign`}
          </Button>
        );
      },
    },
    {
      id: "actions",
      header: <Text srOnly>{t`Actions`}</Text>,
      label: t`Actions`,
      card: "action",
      cell: (row) => <SignatureRowMenu row={row} readOnly={readOnly} onAction={onAction} />,
    },
  ];

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t`Signatures`}
      </Heading>
      <NeedsNetworkReason id="sign-needs-network" />
      {list.isError && !list.data ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      <DataTable
        caption={t`Applications waiting for signature`}
        columns={columns}
        rows={visible}
        rowKey={(row) => row.filingNumber}
        cardTarget="sign"
        sort={sort}
        onSort={(column) => {
          setSort(nextSort(sort, column as SignatureSortColumn));
          setPage(0);
        }}
        empty={list.isPending ? t`Loading…` : t`No applications are waiting for your signature.`}
        busy={list.isPending || list.isPlaceholderData}
      />
      {rows.length > PAGE_SIZE ? <Pagination page={page} pageSize={PAGE_SIZE} total={rows.length} onPageChange={setPage} /> : null}
      <DownloadProgress download={files.active} />
      <ConfirmDialog
        open={toSign !== null}
        title={toSign ? t`Sign ${toSign.filingNumber}: ${signedName(toSign)}` : t`Sign application`}
        confirmLabel={t`Proceed to sign`}
        cancelLabel={t`Cancel`}
        loading={sign.isPending}
        onConfirm={confirmSign}
        onCancel={() => setToSign(null)}
      >
        {t`You will be taken to the signing service to sign application ${toSign?.filingNumber ?? ""}.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={t`Delete application`}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {t`Delete application ${toDelete?.filingNumber ?? ""}?`}
      </ConfirmDialog>
    </Stack>
  );
}

/** The mark's or design's name, else the e-service's, else a dash. */
function signedName(row: SignatureRow): string {
  return row.denomination ?? row.eserviceName ?? "—";
}
