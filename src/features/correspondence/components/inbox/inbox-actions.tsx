/** Row actions of the inbox in one menu: mark unread (READ messages) and the message as PDF. */
import { Button, Menu, Portal } from "@chakra-ui/react";
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
  const canMarkUnread = item.message.messageStatus === "READ" && !readOnly;
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === "unread") onMarkUnread(item);
        if (details.value === "pdf") onDownload(item);
      }}
    >
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" loading={pending} aria-label={t`Actions for ${subject}`} title={t`Actions`}>
          <span aria-hidden="true">⋯</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {canMarkUnread ? <Menu.Item value="unread">{t`Mark as unread`}</Menu.Item> : null}
            <Menu.Item value="pdf">{t`Download PDF`}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
