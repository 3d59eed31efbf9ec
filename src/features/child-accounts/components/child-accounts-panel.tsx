/**
 * Child-accounts tab (spec 1 §2, §4, §6): sortable, paged table of the children with a per-row
 * actions menu (hidden in read-only sessions), the empty message child.account.not.associated,
 * and the Add button (a prompt to complete the profile first when it is not complete).
 */
import { Badge, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
import { Pagination } from "@/components/data-table/pagination";
import { nextSort, type SortState } from "@/components/data-table/sorting";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import type { Authority, SessionUser } from "@/lib/api";
import { formatDateTime } from "@/lib/format";
import { useTranslateKey } from "@/lib/i18n";
import { isReadOnly } from "@/lib/session";
import { CHILD_PAGE_SIZE, childQueries, FIRST_CHILD_PAGE, type ChildSortColumn } from "../api/child-queries";
import type { ChildAccount } from "../api/schemas";
import { parseRoles } from "../rules";
import { selectedChildAtom } from "../state";
import { ChildRowMenu, type ChildRowAction } from "./child-row-menu";
import { ChildStatusDialog, type ChildStatusTarget } from "./child-status-dialog";

function lastLogin(value: string | null): string {
  return value ? formatDateTime(value) : "—";
}

export function ChildAccountsPanel({ user, authorities }: { user: SessionUser; authorities: Authority[] }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const navigate = useNavigate();
  const select = useSetAtom(selectedChildAtom);
  const [page, setPage] = useState(FIRST_CHILD_PAGE.page);
  const [sort, setSort] = useState<SortState<ChildSortColumn>>(FIRST_CHILD_PAGE.sort);
  const [status, setStatus] = useState<ChildStatusTarget | null>(null);
  const [prompt, setPrompt] = useState(false);
  const list = useQuery(childQueries.page({ page, sort }));
  const readOnly = isReadOnly(user);

  const act = (action: ChildRowAction, child: ChildAccount) => {
    if (action === "edit") {
      select(child);
      void navigate({ to: "/child-accounts/edit" });
    } else setStatus({ action, child });
  };
  const add = () => (user.accountProfileCompleted ? void navigate({ to: "/child-accounts/create" }) : setPrompt(true));

  const columns: DataColumn<ChildAccount>[] = [
    { id: "name", header: t`Name`, sortKey: "firstName", cell: (row) => `${row.firstName} ${row.lastName}`, card: "title" },
    { id: "email", header: t`E-mail`, sortKey: "email", cell: (row) => row.email, priority: "high", card: "meta" },
    {
      id: "status",
      header: t`Status`,
      sortKey: "status",
      card: "status",
      cell: (row) => (
        <Badge colorPalette={row.status === "Active" ? "green" : "gray"} variant="subtle">
          {row.status === "Active" ? t`Active` : t`Inactive`}
        </Badge>
      ),
    },
    {
      id: "roles",
      header: t`Roles`,
      priority: "low",
      cell: (row) => (
        <Text fontSize="sm">
          {parseRoles(row.roles)
            .map((role) => tk(authorities.find((authority) => authority.authorityRole === role)?.key ?? role))
            .join(", ")}
        </Text>
      ),
    },
    { id: "lastLogin", header: t`Last login`, sortKey: "lastLoginDateTime", cell: (row) => lastLogin(row.lastLoginDateTime), priority: "low" },
  ];
  if (!readOnly) columns.push({ id: "actions", header: t`Actions`, align: "end", card: "action", cell: (row) => <ChildRowMenu row={row} onAction={act} /> });

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          {t`Child accounts`}
        </Heading>
        <Button colorPalette="brand" disabled={readOnly} onClick={add}>
          {t`Add child account`}
        </Button>
      </HStack>
      {list.isError && !list.data ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      <DataTable
        caption={t`Child accounts`}
        columns={columns}
        rows={list.data?.content ?? []}
        rowKey={(row) => row.email}
        rowName={(row) => `${row.firstName} ${row.lastName}`}
        cardTarget={readOnly ? undefined : "actions"}
        sort={sort}
        onSort={(column) => {
          setSort(nextSort(sort, column as ChildSortColumn));
          setPage(0);
        }}
        empty={list.isPending ? t`Loading…` : tk("child.account.not.associated")}
        busy={list.isPending || list.isPlaceholderData}
      />
      {list.data && list.data.totalResults > CHILD_PAGE_SIZE ? (
        <Pagination page={page} pageSize={CHILD_PAGE_SIZE} total={list.data.totalResults} onPageChange={setPage} />
      ) : null}
      <ChildStatusDialog user={user} target={status} onClose={() => setStatus(null)} />
      <ConfirmDialog
        open={prompt}
        title={t`Complete your profile first`}
        confirmLabel={t`Go to profile details`}
        cancelLabel={t`Back`}
        onConfirm={() => void navigate({ to: "/my-account/$tab", params: { tab: "profile-details" } })}
        onCancel={() => setPrompt(false)}
      >
        {tk("account.profile.not.completed")}
      </ConfirmDialog>
    </Stack>
  );
}
