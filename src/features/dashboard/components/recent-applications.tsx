/**
 * Recent applications of the dashboard (spec 2 §2): 5 per page, newest first, reloaded when the
 * polled homepage count changes (every `applications.homepage.counter` seconds). Application
 * numbers open /my-applications with the number and type as navigation state; pending
 * statuses lead to the cart or the signatures; each row offers its receipt.
 */
import { Button, Heading, Link as ChakraLink, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
import { Pagination } from "@/components/data-table/pagination";
import { DownloadProgress, useFileDownload } from "@/components/download";
import { ApplicationStatus } from "@/components/lists/application-status";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import type { SessionUser } from "@/lib/api";
import { applicationTypeOf, displayNumber, receiptRequest, statusTarget, CART_PATH } from "@/lib/applications";
import { settingMs, useGlobals } from "@/lib/content";
import { useTranslateKey } from "@/lib/i18n";
import { hasIpRightRole, hasRole, isChild, mainUserId } from "@/lib/session";
import { DASHBOARD_PAGE_SIZE, dashboardQueries, dashboardQueryKeys } from "../api/dashboard-queries";
import type { DashboardRow } from "../api/schemas";

function useReloadOnCountChange(userId: number) {
  const queryClient = useQueryClient();
  const { data: globals } = useGlobals();
  const interval = settingMs(globals, "applications.homepage.counter");
  const { data: count } = useQuery({ ...dashboardQueries.count(userId), refetchInterval: interval > 0 ? interval : false });
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (count === undefined) return;
    if (last.current !== undefined && last.current !== count) {
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.recentAll(userId) });
    }
    last.current = count;
  }, [count, queryClient, userId]);
}

export function RecentApplications({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const userId = mainUserId(user);
  const [page, setPage] = useState(0);
  const list = useQuery(dashboardQueries.recent(userId, page));
  const { download, active, isDownloading } = useFileDownload();
  useReloadOnCountChange(userId);

  const statusHref = (status: string): string | null => {
    const target = statusTarget(status);
    if (target === CART_PATH) return hasRole(user, "ROLE_PAYMENTS") ? target : null;
    return target && hasIpRightRole(user) && !isChild(user) ? target : null;
  };

  const columns: DataColumn<DashboardRow>[] = [
    {
      id: "number",
      header: t`Application number`,
      card: "title",
      cell: (row) => {
        const number = displayNumber(row);
        if (!hasIpRightRole(user)) return number;
        return (
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/my-applications" state={{ applicationsPreset: { tab: applicationTypeOf(row), search: number } }}>
              {number}
            </Link>
          </ChakraLink>
        );
      },
    },
    { id: "type", header: t`Type`, cell: (row) => (row.eserviceName ? tk(row.eserviceName) : tk(`ip.right.${row.ipRightType}`)), priority: "high", card: "meta" },
    { id: "userReference", header: t`Your reference`, cell: (row) => row.userReference ?? "", priority: "low" },
    { id: "applicant", header: t`Applicant`, cell: (row) => row.applicant ?? "", priority: "low" },
    { id: "status", header: t`Status`, cell: (row) => <ApplicationStatus status={row.status} href={statusHref(row.status)} />, card: "status" },
    {
      id: "receipt",
      header: t`Receipt`,
      align: "end",
      card: "action",
      cell: (row) => {
        const number = displayNumber(row);
        return (
          <Button
            size="xs"
            variant="outline"
            // Starts with the visible text, so a voice-control user can say what they see (WCAG 2.5.3).
            aria-label={t`Receipt ${number}`}
            loading={isDownloading(receiptRequest(row))}
            onClick={() => void download(receiptRequest(row), t`receipt ${number}`, "application.receipt.fetch.failed")}
          >
            {t`Receipt`}
          </Button>
        );
      },
    },
  ];

  return (
    <Stack as="section" gap="3" aria-labelledby="recent-applications-heading">
      <Heading as="h2" size="lg" id="recent-applications-heading">
        {t`Recent applications`}
      </Heading>
      {list.isError && !list.data ? <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      <DataTable
        caption={t`Recent applications`}
        columns={columns}
        rows={list.data?.content ?? []}
        rowKey={(row) => row.number}
        rowName={displayNumber}
        cardTarget={hasIpRightRole(user) ? "number" : undefined}
        rowProps={(row) => ({ "data-number": row.number })}
        empty={list.isPending ? t`Loading…` : tk("no.applications")}
        busy={list.isPending || list.isPlaceholderData}
      />
      {list.data && list.data.totalResults > DASHBOARD_PAGE_SIZE ? (
        <Pagination page={page} pageSize={DASHBOARD_PAGE_SIZE} total={list.data.totalResults} onPageChange={setPage} />
      ) : null}
      <DownloadProgress download={active} />
    </Stack>
  );
}
