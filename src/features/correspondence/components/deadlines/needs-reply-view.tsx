/**
 * The inbox view "Needs a reply" (/correspondence?view=needs-reply, issue 13): the letters that
 * require a reply and have none, overdue first, then by due date ascending; each opens its
 * thread. Read from the device when the office cannot be reached. The calendar download sits
 * above the list.
 */
import { Box, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import { OfflineCopyNotice } from "@/components/offline/offline-copy-notice";
import { settingSeconds, useGlobals } from "@/lib/content";
import { useFormat } from "@/lib/format";
import { correspondenceQueries } from "../../api/correspondence-queries";
import { officeToday } from "../../dates";
import { countDue, orderDeadlines, soonDaysOf } from "../../deadlines";
import { CategoryLabel } from "../message-parts";
import { DeadlineBadge, ThreadLink, useDueWords } from "./deadline-parts";

export function NeedsReplyView({ actions }: { actions?: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  const { data: globals } = useGlobals();
  const [today] = useState(() => officeToday());
  const soonDays = soonDaysOf(settingSeconds(globals, "correspondence.expiration.period"));
  const query = useQuery(correspondenceQueries.needsReply());
  const letters = orderDeadlines(query.data?.content ?? [], today);
  const words = useDueWords()(countDue(letters, today, soonDays));

  if (query.isPending) {
    return (
      <Box py="10" textAlign="center">
        <Spinner aria-label={t`Loading the letters that need a reply`} />
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
        <Table.ScrollArea>
          <Table.Root size="sm" interactive>
            <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
              {t`${letters.length} letters need a reply, overdue first, then by due date. ${words}`}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader aria-sort="ascending">{t`Due date`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Subject`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Application number`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Category`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Received`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {letters.map((message) => (
                <Table.Row key={message.id} data-message-id={message.id}>
                  <Table.Cell>{message.dueDate ? <DeadlineBadge dueDate={message.dueDate} today={today} soonDays={soonDays} /> : null}</Table.Cell>
                  <Table.Cell>
                    <ThreadLink message={message}>{message.subject}</ThreadLink>
                  </Table.Cell>
                  <Table.Cell>{message.applicationNumber ?? "—"}</Table.Cell>
                  <Table.Cell>
                    <CategoryLabel dossierType={message.dossierType} />
                  </Table.Cell>
                  <Table.Cell>{format.day(message.receivedDate)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </Stack>
  );
}
