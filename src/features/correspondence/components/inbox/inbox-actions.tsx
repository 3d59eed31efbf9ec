/**
 * Row actions of the inbox in one menu: mark unread (READ messages), the message as PDF, and the
 * shared inbox's (decision 85): assign to a colleague or to nobody, mark handled or not. One
 * choice on a desktop row, two taps on a phone's card (the menu, then the choice).
 */
import { useLingui } from "@lingui/react/macro";
import { RowActionsMenu, type RowAction } from "@/components/lists/row-actions-menu";
import type { CorrespondenceListItem } from "../../api/schemas";
import type { SharedInbox } from "../shared/use-shared-inbox";

interface InboxActionsProps {
  item: CorrespondenceListItem;
  /** Impersonated sessions change nothing. */
  readOnly: boolean;
  pending: boolean;
  shared: SharedInbox;
  /** Shows a refused change (the outbox could not take it). */
  onError: (error: unknown) => void;
  onMarkUnread: (item: CorrespondenceListItem) => void;
  onDownload: (item: CorrespondenceListItem) => void;
}

type InboxAction = "unread" | "pdf" | "handled" | `assign:${number}` | "unassign";

export function InboxActions({ item, readOnly, pending, shared, onError, onMarkUnread, onDownload }: InboxActionsProps) {
  const { t } = useLingui();
  const { message } = item;
  const canMarkUnread = message.messageStatus === "READ" && !readOnly;
  const assignee = shared.assigneeOf(message);
  const handled = shared.handledOf(message);
  const sharedActions: RowAction<InboxAction>[] =
    shared.refusal !== null
      ? []
      : [
          ...shared.users
            .filter((u) => u.userId !== assignee)
            .map((u) => ({ value: `assign:${u.userId}` as const, label: u.userId === shared.userId ? t`Assign to me` : t`Assign to ${u.fullName}` })),
          ...(assignee !== null ? [{ value: "unassign" as const, label: t`Unassign` }] : []),
          { value: "handled" as const, label: handled ? t`Not handled` : t`Mark handled` },
        ];
  const actions: RowAction<InboxAction>[] = [
    ...(canMarkUnread ? [{ value: "unread" as const, label: t`Mark as unread` }] : []),
    ...sharedActions,
    { value: "pdf", label: t`Download PDF` },
  ];
  const act = (action: InboxAction) => {
    if (action === "unread") onMarkUnread(item);
    else if (action === "pdf") onDownload(item);
    else if (action === "handled") shared.mark(message, !handled).catch(onError);
    else if (action === "unassign") shared.assign(message, null).catch(onError);
    else shared.assign(message, Number(action.slice("assign:".length))).catch(onError);
  };
  return (
    <RowActionsMenu
      rowName={item.message.subject}
      actions={actions}
      compact
      pending={pending}
      onAction={act}
    />
  );
}
