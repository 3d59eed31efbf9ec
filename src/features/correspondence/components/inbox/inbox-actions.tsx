/** Row actions of the inbox: mark unread (READ messages) and the message as PDF. */
import { Button, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { CorrespondenceListItem } from "../../api/schemas";

interface InboxActionsProps {
  item: CorrespondenceListItem;
  /** Impersonated sessions change nothing. */
  readOnly: boolean;
  pending: boolean;
  onMarkUnread: (item: CorrespondenceListItem) => void;
  onDownload: (item: CorrespondenceListItem) => void;
}

export function InboxActions({ item, readOnly, pending, onMarkUnread, onDownload }: InboxActionsProps) {
  const { t } = useLingui();
  const subject = item.message.subject;
  return (
    <HStack gap="1" justify="flex-end" wrap="wrap">
      {item.message.messageStatus === "READ" && !readOnly ? (
        <Button size="xs" variant="outline" loading={pending} aria-label={t`Mark as unread: ${subject}`} onClick={() => onMarkUnread(item)}>
          {t`Mark as unread`}
        </Button>
      ) : null}
      <Button size="xs" variant="ghost" aria-label={t`Download PDF: ${subject}`} onClick={() => onDownload(item)}>
        {t`PDF`}
      </Button>
    </HStack>
  );
}
