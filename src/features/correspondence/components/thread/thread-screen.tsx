/**
 * A thread (/correspondence/$id, spec 2 §2, §4): the message with its pager, body, files and
 * actions, and its replies and drafts. `cannot.open.correspondence` (and an id that is not
 * one) shows the error dialog, whose OK returns to the list. Opening a message makes it READ
 * on the server, so the list and the new-message count are refreshed.
 */
import { Box, Spinner, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { QueryErrorAlert } from "@/components/lists/query-error-alert";
import { OfflineCopyNotice } from "@/components/offline/offline-copy-notice";
import { isApiError, type SessionUser } from "@/lib/api";
import { countQueryKeys } from "../../counts/new-correspondence";
import { correspondenceKeys, correspondenceQueries } from "../../api/correspondence-queries";
import { listParamsOf, type InboxSearch, type ThreadSearch } from "../../list-params";
import { ThreadView } from "./thread-view";

const CANNOT_OPEN = "cannot.open.correspondence";

export interface ThreadScreenProps {
  user: SessionUser;
  messageId: number | null;
  search: ThreadSearch;
  onClose: (list: InboxSearch) => void;
  onOpenMessage: (messageId: number, search: ThreadSearch, options?: { replace?: boolean }) => void;
}

export function ThreadScreen({ user, messageId, search, onClose, onOpenMessage }: ThreadScreenProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const list = listParamsOf(search);
  const detail = useQuery({ ...correspondenceQueries.detail(messageId ?? 0, list), enabled: messageId !== null });
  const cannotOpen = messageId === null || (isApiError(detail.error) && detail.error.description === CANNOT_OPEN);
  const reportCannotOpen = useEffectEvent(() => showError(CANNOT_OPEN, () => onClose(list)));
  useEffect(() => {
    if (cannotOpen) reportCannotOpen();
  }, [cannotOpen]);

  // NEW became READ on the server: the inbox and the menu count are out of date.
  const loadedAt = detail.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: correspondenceKeys.lists(), refetchType: "none" });
    void queryClient.invalidateQueries({ queryKey: countQueryKeys.newCorrespondence() });
  }, [loadedAt, queryClient]);

  if (cannotOpen) return null;
  if (detail.isError && !detail.data) return <QueryErrorAlert error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) {
    return (
      <Box py="10" textAlign="center">
        <Spinner role="status" aria-label={t`Loading the message`} />
      </Box>
    );
  }
  const total = queryClient.getQueryData(correspondenceQueries.list(list).queryKey)?.totalResults;
  const deviceCopy = detail.data.deviceCopy;
  return (
    <Stack gap="4">
      {deviceCopy ? <OfflineCopyNotice savedAt={deviceCopy.savedAt} /> : null}
      <ThreadView
        key={detail.data.id}
        user={user}
        message={detail.data}
        search={search}
        total={total}
        onClose={() => onClose(list)}
        onOpenMessage={(id) => onOpenMessage(id, list)}
        onClearIntent={() => onOpenMessage(detail.data.id, { ...list, openReply: search.openReply }, { replace: true })}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: correspondenceKeys.all })}
      />
    </Stack>
  );
}
