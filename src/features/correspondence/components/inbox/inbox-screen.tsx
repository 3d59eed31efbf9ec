/**
 * The correspondence inbox (/correspondence, spec 2 §2, §4, §5): search, dropdown filters,
 * one list (a table, or compact cards below 960 px), pagination, important toggle and
 * mark-unread (each reloads the list), expandable replies and drafts. The view lives in the
 * URL (`search`); an empty page past the end asks for the page before it.
 */
import { Box, Flex, HStack, Heading, Spinner, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Pagination } from "@/components/data-table/pagination";
import { useNarrowScreen } from "@/components/data-table/use-narrow-screen";
import { nextSort, type SortState } from "@/components/data-table/sorting";
import { DownloadProgress, useFileDownload } from "@/components/download";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import { OfflineCopyNotice } from "@/components/offline/offline-copy-notice";
import type { SessionUser } from "@/lib/api";
import { contentQueries } from "@/lib/content";
import { useTranslateKey } from "@/lib/i18n";
import { isReadOnly } from "@/lib/session";
import { correspondenceQueries } from "../../api/correspondence-queries";
import type { CorrespondenceListItem } from "../../api/schemas";
import { usePatchMessageMutation } from "../../api/use-message-mutations";
import { officeToday } from "../../dates";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  DEFAULT_SORT_TYPE,
  PAGE_SIZES,
  buildFilterCriteria,
  withFilters,
  type InboxFilters,
  type InboxSearch as InboxSearchParams,
} from "../../list-params";
import { CalendarActions } from "../deadlines/calendar-actions";
import { InboxViewTabs } from "../deadlines/inbox-view-tabs";
import { NeedsReplyView } from "../deadlines/needs-reply-view";
import { ImportantToggle } from "../message-parts";
import { MineToggle, useMineLetters } from "../shared/needs-reply-mine";
import { AssigneeCell } from "../shared/assignee-cell";
import { useSharedInbox } from "../shared/use-shared-inbox";
import { InboxActions } from "./inbox-actions";
import { InboxFiltersBar } from "./inbox-filters";
import { InboxSearch } from "./inbox-search";
import { InboxTable } from "./inbox-table";
import { KeepOfflineButton } from "./keep-offline-dialog";

export interface InboxScreenProps {
  user: SessionUser;
  search: InboxSearchParams;
  onSearchChange: (search: InboxSearchParams, options?: { replace?: boolean }) => void;
}

/** The inbox: all messages, or the "Needs a reply" view (`view` search param). */
export function InboxScreen(props: InboxScreenProps) {
  const { t } = useLingui();
  const mine = useMineLetters(props.user, props.search.assignee === "ME");
  if (props.search.view !== "needs-reply") return <AllMessages {...props} />;
  return (
    <Stack gap={{ base: "2", md: "4" }}>
      <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
        {t`Correspondence`}
      </Heading>
      <InboxViewTabs view={props.search.view} />
      <MineToggle search={props.search} />
      <NeedsReplyView mine={mine} actions={<CalendarActions user={props.user} />} />
    </Stack>
  );
}

function AllMessages({ user, search, onSearchChange }: InboxScreenProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const showError = useShowError();
  const list = useQuery(correspondenceQueries.list(search));
  const filters = useQuery(contentQueries.filters());
  const patch = usePatchMessageMutation();
  const { download, active } = useFileDownload();
  const [today] = useState(() => officeToday());
  const readOnly = isReadOnly(user);
  const narrow = useNarrowScreen();
  const data = list.data;
  const items = data?.content ?? [];
  const sort: SortState = { column: search.sort ?? DEFAULT_SORT, direction: search.sortType ?? (search.sort ? "ASC" : DEFAULT_SORT_TYPE) };
  const pageSize = search.size ?? DEFAULT_PAGE_SIZE;

  // Spec 2 §4: an empty page with pageNumber 1 or more asks for the previous page (or, far
  // past the end, for the last page at once).
  const pastTheEnd = !list.isPlaceholderData && data !== undefined && data.content.length === 0 && data.pageNumber >= 1;
  useEffect(() => {
    if (!pastTheEnd || !data) return;
    const lastPage = Math.max(1, Math.ceil(data.totalResults / Math.max(1, data.pageSize)));
    const target = Math.min(data.pageNumber, lastPage);
    onSearchChange({ ...search, page: target > 1 ? target : undefined }, { replace: true });
  }, [pastTheEnd, data, search, onSearchChange]);

  // Changes build on the newest parameters, also when several come before the URL updates.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const update = (change: (current: InboxSearchParams) => InboxSearchParams) => {
    latest.current = change(latest.current);
    onSearchChange(latest.current);
  };
  const changeFilters = (next: InboxFilters) => update((current) => withFilters(current, next));
  const clearFilters = () =>
    update((current) =>
      withFilters(current, { category: undefined, status: undefined, important: undefined, requiresReply: undefined, dateType: undefined, dateFrom: undefined, dateTo: undefined }),
    );

  const onPatch = (variables: Parameters<typeof patch.mutate>[0]) => patch.mutate(variables, { onError: (error) => showError(error) });
  const pendingId = patch.isPending ? patch.variables.id : null;
  const shared = useSharedInbox(user);

  const renderImportant = (item: CorrespondenceListItem) => (
    <ImportantToggle
      message={item.message}
      disabled={readOnly}
      pending={pendingId === item.message.id && patch.variables?.important !== undefined}
      onToggle={() => onPatch({ id: item.message.id, important: !item.message.important })}
    />
  );
  const renderActions = (item: CorrespondenceListItem) => (
    <InboxActions
      item={item}
      readOnly={readOnly}
      pending={pendingId === item.message.id && patch.variables?.messageStatus !== undefined}
      shared={shared}
      onError={showError}
      onMarkUnread={(row) => onPatch({ id: row.message.id, messageStatus: "NEW" })}
      onDownload={(row) =>
        void download(
          { path: `/correspondences/download/incoming/${row.message.id}`, fallbackName: `${row.message.boCorrespondenceNumber ?? row.message.id}.pdf` },
          row.message.subject,
        )
      }
    />
  );
  // Expanded rows belong to one set of filters: a filter change starts with all collapsed.
  const filtersKey = JSON.stringify(buildFilterCriteria(search) ?? {}) + (search.search ?? "");
  const viewProps = {
    items,
    today,
    empty: tk("no.correspondence"),
    renderImportant,
    renderActions,
    // Nobody on it and nothing queued: a dash in the table, nothing on a phone's card (a word on
    // every card pushed the fifth below a 390 × 844 screen; the "Unassigned" view lists them).
    renderAssignee: (item: CorrespondenceListItem) =>
      shared.assigneeOf(item.message) === null && !shared.handledOf(item.message) && !shared.waiting(item.message.id) ? "—" : <AssigneeCell message={item.message} shared={shared} />,
    // Everything the renderers above read besides the row (their functions are stable or read these).
    cellsDepend: [readOnly, patch.isPending, patch.variables, shared.pending, shared.users, shared.refusal, shared.userId],
  };

  const searchBox = <InboxSearch value={search.search} onSearch={(text) => update((current) => ({ ...current, search: text, page: undefined }))} />;
  const keepOffline = <KeepOfflineButton userId={user.userId} compact={narrow} />;
  return (
    // On a phone everything above the list is compact (five cards on a 390 × 844
    // screen): "Keep offline" beside the heading, the search box beside the filters button.
    <Stack gap={{ base: "2", md: "4" }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
          {t`Correspondence`}
        </Heading>
        {narrow ? keepOffline : null}
      </Flex>
      <InboxViewTabs view={search.view} assignee={search.assignee} />
      <InboxFiltersBar
        search={search}
        options={filters.data?.correspondence}
        onChange={changeFilters}
        onClear={clearFilters}
        toolbar={
          narrow ? (
            searchBox
          ) : (
            <HStack gap="3" wrap="wrap" align="start">
              {searchBox}
              {keepOffline}
            </HStack>
          )
        }
      />
      {data?.deviceCopy ? (
        <OfflineCopyNotice
          savedAt={data.deviceCopy.savedAt}
          search={data.deviceCopy.search}
          {...(data.deviceCopy.moreThanTotal ? { moreThan: data.totalResults } : {})}
          {...(data.deviceCopy.searchedBy ? { searchedBy: data.deviceCopy.searchedBy } : {})}
        />
      ) : null}
      {list.isError && !list.data ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? (
        <Box py="10" textAlign="center">
          <Spinner role="status" aria-label={t`Loading correspondence`} />
        </Box>
      ) : (
        <Box aria-busy={list.isFetching} opacity={list.isPlaceholderData ? 0.6 : 1} data-testid="inbox-results">
          <InboxTable
            key={filtersKey}
            {...viewProps}
            sort={sort}
            onSort={(column) => {
              const next = nextSort(sort, column);
              update((current) => ({ ...current, page: undefined, sort: next.column as InboxSearchParams["sort"], sortType: next.direction }));
            }}
          />
        </Box>
      )}
      {data && data.totalResults > 0 ? (
        <Pagination
          page={(search.page ?? 1) - 1}
          pageSize={pageSize}
          total={data.totalResults}
          pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => update((current) => ({ ...current, page: page > 0 ? page + 1 : undefined }))}
          onPageSizeChange={(size) => update((current) => ({ ...current, page: undefined, size: size === DEFAULT_PAGE_SIZE ? undefined : size }))}
        />
      ) : null}
      <DownloadProgress download={active} />
    </Stack>
  );
}
