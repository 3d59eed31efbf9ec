/** Row actions of the inbox in one menu: mark unread (READ messages) and the message as PDF. */
import { useLingui } from "@lingui/react/macro";
import { RowActionsMenu, type RowAction } from "@/components/lists/row-actions-menu";
import type { CorrespondenceListItem } from "../../api/schemas";

interface InboxActionsProps {
  item: CorrespondenceListItem;
  /** Impersonated sessions change nothing. */
  readOnly: boolean;
  pending: boolean;
  onMarkUnread: (item: CorrespondenceListItem) => void;
  onDownload: (item: CorrespondenceListItem) => void;
}

type InboxAction = "unread" | "pdf";

export function InboxActions({ item, readOnly, pending, onMarkUnread, onDownload }: InboxActionsProps) {
  const { t } = useLingui();
  const canMarkUnread = item.message.messageStatus === "READ" && !readOnly;
  const actions: RowAction<InboxAction>[] = [
    ...(canMarkUnread ? [{ value: "unread" as const, label: t`Mark as unread` }] : []),
    { value: "pdf", label: t`Download PDF` },
  ];
  return (
    <RowActionsMenu
      rowName={item.message.subject}
      actions={actions}
      compact
      pending={pending}
      onAction={(action) => (action === "unread" ? onMarkUnread(item) : onDownload(item))}
    />
  );
}
