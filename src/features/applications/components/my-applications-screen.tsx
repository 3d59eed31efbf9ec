/**
 * My applications (spec 2 §2, §4-§6): tabs by role, search, filters, sort, paging, selection,
 * export, notes, duplicate, receipts, view correspondence and "start an e-service". The view
 * (tab, filters, search, sort, page, grid or table) lives in the URL; selection and highlights
 * belong to one list request and are dropped when it changes.
 */
import { Box } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pagination } from "@/components/data-table/pagination";
import { DownloadProgress } from "@/components/download";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import { TabbedList } from "@/components/lists/tabbed-list";
import type { SessionUser } from "@/lib/api";
import { contentQueries, useGlobals } from "@/lib/content";
import { useTranslateKey } from "@/lib/i18n";
import { buildFilteringData, isExportType, type ExportType } from "@/lib/lists";
import type { ApplicationTab } from "@/lib/navigation/history-state";
import { applicationsQueries } from "../api/applications-queries";
import type { ApplicationListItem } from "../api/schemas";
import { canChange, canViewCorrespondence, offersEservices } from "../rules";
import * as S from "../search";
import { useApplicationColumns } from "./application-columns";
import { ApplicationsFilters } from "./applications-filters";
import { ApplicationsGrid } from "./applications-grid";
import { ApplicationsTable } from "./applications-table";
import { ApplicationsToolbar } from "./applications-toolbar";
import { EserviceDialog } from "./eservice-dialog";
import { NoteDialog } from "./note-dialog";
import { RowActions } from "./row-actions";
import { useRowActions } from "./use-row-actions";

export interface MyApplicationsScreenProps {
  user: SessionUser;
  search: S.ApplicationsSearch;
  onSearchChange: (search: S.ApplicationsSearch) => void;
}

const NONE: ReadonlySet<number> = new Set();

/** A set that belongs to one list request: another request reads it as empty. */
function useKeyedSet(key: string) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({ key, ids: NONE });
  const ids = state.key === key ? state.ids : NONE;
  return [ids, (next: ReadonlySet<number>) => setState({ key, ids: next })] as const;
}

export function MyApplicationsScreen({ user, search, onSearchChange }: MyApplicationsScreenProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const tabs = S.tabsFor(user);
  const tab = S.activeTab(search, tabs);
  const request = S.applicationsRequest(search, user);
  const list = useQuery(applicationsQueries.list(tab, request));
  const filterOptions = useQuery(contentQueries.filters());
  const { data: globals } = useGlobals();
  const listKey = JSON.stringify([tab, request]);
  const [selected, setSelected] = useKeyedSet(listKey);
  const [invalidIds, setInvalidIds] = useKeyedSet(listKey);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [noteItem, setNoteItem] = useState<ApplicationListItem | null>(null);
  const [eserviceOpen, setEserviceOpen] = useState(false);
  const actions = useRowActions();
  const changeAllowed = canChange(user);
  const items = list.data?.content ?? [];
  const view = S.viewOf(search, tab);

  const rowActions = (item: ApplicationListItem) => (
    <RowActions
      item={item}
      handlers={{ ...actions, onNote: setNoteItem }}
      rules={{
        canChange: changeAllowed,
        canViewCorrespondence: canViewCorrespondence(user, tab),
      }}
    />
  );
  const { columns, exported } = useApplicationColumns(tab, rowActions);

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = (select: boolean) => setSelected(select ? new Set(items.map((item) => item.id)) : NONE);

  const exportList = (type: ExportType) => {
    if (!isExportType(type)) return;
    const json = { ...request, columns: exported };
    const fallbackName = `applications.${type === "excel" ? "xlsx" : "pdf"}`;
    void actions.download(
      {
        method: "POST",
        path: `/applications/${tab}/${type}`,
        json,
        fallbackName,
      },
      fallbackName,
    );
  };

  const tabLabel: Record<ApplicationTab, string> = {
    all: t`All`,
    trademark: t`Trademarks`,
    design: t`Designs`,
    eservice: t`E-services`,
  };
  const empty = list.isPending ? t`Loading…` : tk("no.applications");

  return (
    <TabbedList
      title={t`My applications`}
      tabs={tabs}
      active={tab}
      labels={tabLabel}
      onTabChange={(value) => onSearchChange(S.withTab(search, value))}
      after={
        <>
          <NoteDialog item={noteItem} readOnly={!changeAllowed} onClose={() => setNoteItem(null)} />
          <EserviceDialog
            open={eserviceOpen}
            selected={items.filter((item) => selected.has(item.id))}
            onClose={() => setEserviceOpen(false)}
            onInvalid={(ids) => setInvalidIds(new Set(ids))}
          />
          <DownloadProgress download={actions.activeDownload} />
        </>
      }
    >
      <ApplicationsToolbar
        key={search.q ?? ""}
        search={search.q ?? ""}
        onSearch={(text) => onSearchChange(S.withSearchText(search, text))}
        filtersOpen={filtersOpen}
        activeFilterCount={Object.keys(buildFilteringData(S.filtersOf(search)) ?? {}).length}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        view={view}
        viewSwitchEnabled={S.gridAllowed(tab)}
        onView={(mode) => onSearchChange({ ...search, view: mode })}
        onExport={exportList}
        exporting={actions.activeDownload !== null}
        onStartEservice={offersEservices(tab) ? () => setEserviceOpen(true) : undefined}
        selectedCount={selected.size}
      />
      <Box id="applications-filters" hidden={!filtersOpen}>
        {filtersOpen ? (
          <ApplicationsFilters
            key={listKey}
            tab={tab}
            value={S.filtersOf(search)}
            options={filterOptions.data?.applications}
            globals={globals}
            onApply={(filters) => onSearchChange(S.withFilters(search, filters))}
          />
        ) : null}
      </Box>
      {list.isError && !list.data ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      {view === "grid" ? (
        <ApplicationsGrid
          items={items}
          selected={selected}
          selectionDisabled={!changeAllowed}
          onToggle={toggle}
          invalidIds={invalidIds}
          actions={rowActions}
          empty={empty}
        />
      ) : (
        <ApplicationsTable
          columns={columns}
          items={items}
          sort={S.sortOf(search)}
          onSort={(column) => onSearchChange(S.withSort(search, column))}
          selected={selected}
          selectionDisabled={!changeAllowed}
          onToggle={toggle}
          onToggleAll={toggleAll}
          invalidIds={invalidIds}
          empty={empty}
          busy={list.isPending || list.isPlaceholderData}
        />
      )}
      {list.data && list.data.totalResults > 0 ? (
        <Pagination
          page={search.page ?? 0}
          pageSize={search.size ?? S.DEFAULT_PAGE_SIZE}
          total={list.data.totalResults}
          onPageChange={(page) => onSearchChange(S.withPage(search, page))}
          onPageSizeChange={(size) => onSearchChange(S.withPageSize(search, size))}
        />
      ) : null}
    </TabbedList>
  );
}
