/**
 * The inbox view "Needs a reply" (/correspondence?view=needs-reply): the letters that
 * require a reply and have none, overdue first, then by due date ascending; each opens its
 * thread. Read from the device when the office cannot be reached. The calendar download sits
 * above the list.
 */
import { Box, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import { OfflineCopyNotice } from "@/components/offline/offline-copy-notice";
import { settingSeconds, useGlobals } from "@/lib/content";
import { useFormat } from "@/lib/format";
import { correspondenceQueries } from "../../api/correspondence-queries";
import type { CorrespondenceMessage } from "../../api/schemas";
import { officeToday } from "../../dates";
import { countDue, orderDeadlines, soonDaysOf } from "../../deadlines";
import { CategoryLabel } from "../message-parts";
import { DeadlineBadge, ThreadLink, useDueWords } from "./deadline-parts";

/**
 * `mine` (decision 85's "mine"): the office's narrowed answer (`needsReplyMine`) and every open
 * letter give the letters to show, this device's queued assignments included.
 */
export function NeedsReplyView({ actions, mine }: { actions?: ReactNode; mine?: (office: readonly CorrespondenceMessage[], open: readonly CorrespondenceMessage[]) => CorrespondenceMessage[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const { data: globals } = useGlobals();
  const [today] = useState(() => officeToday());
  const soonDays = soonDaysOf(settingSeconds(globals, "correspondence.expiration.period"));
  const open = useQuery(correspondenceQueries.needsReply());
  const narrowed = useQuery({ ...correspondenceQueries.needsReplyMine(), enabled: mine !== undefined });
  const query = mine ? narrowed : open;
  const openLetters = open.data?.content ?? [];
  const letters = orderDeadlines(mine ? mine(narrowed.data?.content ?? [], openLetters) : openLetters, today);
  const words = useDueWords()(countDue(letters, today, soonDays));

  const columns: DataColumn<CorrespondenceMessage>[] = [
    {
      id: "due",
      header: t`Due date`,
      cell: (message) => (message.dueDate ? <DeadlineBadge dueDate={message.dueDate} today={today} soonDays={soonDays} /> : null),
      card: "status",
    },
    { id: "subject", header: t`Subject`, cell: (message) => <ThreadLink message={message}>{message.subject}</ThreadLink>, card: "title" },
    { id: "applicationNumber", header: t`Application number`, cell: (message) => message.applicationNumber ?? "—", priority: "high", card: "meta" },
    { id: "category", header: t`Category`, cell: (message) => (message.dossierType ? <CategoryLabel dossierType={message.dossierType} /> : null), priority: "low", card: "meta" },
    { id: "received", header: t`Received`, cell: (message) => format.day(message.receivedDate), priority: "low", card: "meta" },
  ];

  if (query.isPending) {
    return (
      <Box py="10" textAlign="center">
        <Spinner role="status" aria-label={t`Loading the letters that need a reply`} />
      </Box>
    );
  }
  return (
    <Stack gap="4" data-testid="needs-reply">
      {query.data?.deviceCopy ? <OfflineCopyNotice savedAt={query.data.deviceCopy.savedAt} /> : null}
      {query.isError ? <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} /> : null}
      {actions}
      {query.data && letters.length === 0 ? <Text color="fg.muted">{t`No letter needs a reply.`}</Text> : null}
      {letters.length > 0 ? (
        <>
          <Text color="fg.muted">{t`${letters.length} letters need a reply, overdue first, then by due date. ${words}`}</Text>
          {/* The one list component: the inbox's cards below 960 px, whole card to the thread. */}
          <DataTable
            caption={t`Letters that need a reply`}
            columns={columns}
            rows={letters}
            rowKey={(message) => message.id}
            rowName={(message) => message.subject}
            rowProps={(message) => ({ "data-message-id": String(message.id) })}
            cardTarget="subject"
            empty={null}
          />
        </>
      ) : null}
    </Stack>
  );
}
