/**
 * My drafts (spec 2 §2, §4): tabs trademark / design / eservice by role, a sortable, paged
 * table (cards below 960 px, a tap resumes the draft) with resume, lock or unlock, and delete
 * after a confirmation. Impersonated sessions cannot change drafts, so those actions are
 * disabled there.
 */
import { Badge, Button, HStack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
import { Pagination } from "@/components/data-table/pagination";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import { TabbedList } from "@/components/lists/tabbed-list";
import type { SessionUser } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { displayDate } from "@/lib/lists";
import { isReadOnly } from "@/lib/session";
import { draftsQueries, type DraftTab } from "../api/drafts-queries";
import type { DraftItem } from "../api/schemas";
import * as S from "../search";
import { useDraftActions } from "./use-draft-actions";

export interface MyDraftsScreenProps {
  user: SessionUser;
  search: S.DraftsSearch;
  onSearchChange: (search: S.DraftsSearch) => void;
}

export function MyDraftsScreen({ user, search, onSearchChange }: MyDraftsScreenProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const tabs = S.draftTabsFor(user);
  const tab = S.activeDraftTab(search, tabs);
  const list = useQuery(draftsQueries.list(tab, S.draftsRequest(search, user)));
  const actions = useDraftActions(tab);
  const [toDelete, setToDelete] = useState<DraftItem | null>(null);
  const readOnly = isReadOnly(user);
  const nameOf = (d: DraftItem) => d.denomination ?? (d.eserviceName ? tk(d.eserviceName) : null) ?? d.number ?? String(d.id);

  const columns: DataColumn<DraftItem>[] = [
    {
      id: "number",
      header: t`Filing number`,
      sortKey: "number",
      cell: (d) => d.number ?? "–",
      card: "meta",
    },
    tab === "eservice"
      ? {
          id: "eserviceName",
          header: t`E-service`,
          sortKey: "eserviceName",
          cell: (d) => (d.eserviceName ? tk(d.eserviceName) : ""),
          priority: "high",
          card: "title",
        }
      : {
          id: "denomination",
          header: t`Name`,
          sortKey: "denomination",
          cell: (d) => d.denomination ?? "",
          priority: "high",
          card: "title",
        },
    {
      id: "associatedRight",
      header: t`Application number`,
      sortKey: "associatedRight",
      cell: (d) => d.associatedRight ?? "",
      priority: "low",
    },
    {
      id: "applicant",
      header: t`Applicant`,
      sortKey: "applicant",
      cell: (d) => d.applicant ?? "",
      priority: "low",
    },
    {
      id: "userReference",
      header: t`Your reference`,
      sortKey: "userReference",
      cell: (d) => d.userReference ?? "",
      priority: "low",
    },
    {
      id: "lastModifiedDate",
      header: t`Last modified`,
      sortKey: "lastModifiedDate",
      cell: (d) => displayDate(d.lastModifiedDate),
      card: "status",
    },
    {
      id: "lastModifiedBy",
      header: t`Modified by`,
      sortKey: "lastModifiedBy",
      cell: (d) => d.lastModifiedBy,
      priority: "low",
    },
    {
      id: "locked",
      header: t`Lock`,
      cell: (d) => (d.locked ? <Badge colorPalette="orange">{t`Locked`}</Badge> : <Badge colorPalette="gray">{t`Open`}</Badge>),
      priority: "high",
      card: "status",
    },
    {
      id: "resume",
      header: <Text srOnly>{t`Resume`}</Text>,
      label: t`Resume`,
      align: "end",
      card: "action",
      cell: (d) => {
        const name = nameOf(d);
        return (
          <Button size="xs" colorPalette="brand" disabled={readOnly || actions.busy} aria-label={t`Resume ${name}`} onClick={() => actions.onResume(d)}>
            {t`Resume`}
          </Button>
        );
      },
    },
    {
      id: "actions",
      header: t`Actions`,
      align: "end",
      card: "action",
      cell: (d) => {
        const name = nameOf(d);
        return (
          <HStack gap="1" justify="end">
            <Button
              size="xs"
              variant="outline"
              disabled={readOnly || actions.busy}
              aria-label={d.locked ? t`Unlock ${name}` : t`Lock ${name}`}
              onClick={() => actions.run(d.locked ? "unlock" : "lock", d)}
            >
              {d.locked ? t`Unlock` : t`Lock`}
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" disabled={readOnly || actions.busy} aria-label={t`Delete ${name}`} onClick={() => setToDelete(d)}>
              {t`Delete`}
            </Button>
          </HStack>
        );
      },
    },
  ];

  const tabLabel: Record<DraftTab, string> = {
    trademark: t`Trademarks`,
    design: t`Designs`,
    eservice: t`E-services`,
  };
  const deleteName = toDelete ? nameOf(toDelete) : "";

  return (
    <TabbedList
      title={t`My drafts`}
      tabs={tabs}
      active={tab}
      labels={tabLabel}
      onTabChange={(value) => onSearchChange(S.withDraftTab(search, value))}
      after={
        <ConfirmDialog
          open={toDelete !== null}
          title={t`Delete the draft?`}
          destructive
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          loading={actions.deleting}
          onCancel={() => setToDelete(null)}
          onConfirm={() => toDelete && actions.run("delete", toDelete, () => setToDelete(null))}
        >
          {t`The draft ${deleteName} will be deleted. This cannot be undone.`}
        </ConfirmDialog>
      }
    >
      {list.isError && !list.data ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      <DataTable
        caption={t`My drafts`}
        columns={columns}
        rows={list.data?.content ?? []}
        rowKey={(d) => d.id}
        rowName={nameOf}
        cardTarget="resume"
        rowProps={(d) => ({ "data-id": String(d.id) })}
        sort={S.draftSortOf(search)}
        onSort={(column) => onSearchChange(S.withDraftSort(search, column))}
        empty={list.isPending ? t`Loading…` : tk("no.drafts")}
        busy={list.isPending || list.isPlaceholderData}
      />
      {list.data && list.data.totalResults > 0 ? (
        <Pagination
          page={search.page ?? 0}
          pageSize={search.size ?? S.DRAFT_PAGE_SIZE}
          total={list.data.totalResults}
          onPageChange={(page) => onSearchChange({ ...search, page: page > 0 ? page : undefined })}
          onPageSizeChange={(size) => onSearchChange({ ...search, size, page: undefined })}
        />
      ) : null}
    </TabbedList>
  );
}
