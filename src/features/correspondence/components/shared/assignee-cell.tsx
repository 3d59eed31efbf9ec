/** The inbox's "Assigned to" cell (decision 85): the queued assignee at once, marked while it waits on this device. */
import { HStack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { CorrespondenceMessage } from "../../api/schemas";
import { WaitingBadge } from "./shared-panel";
import type { SharedInbox } from "./use-shared-inbox";

export function AssigneeCell({ message, shared }: { message: CorrespondenceMessage; shared: SharedInbox }) {
  const { t } = useLingui();
  const assignee = shared.assigneeOf(message);
  const handled = shared.handledOf(message);
  return (
    <HStack gap="1" wrap="wrap" data-testid="assignee">
      <Text as="span">{assignee === null ? t`Nobody` : shared.nameOf(assignee)}</Text>
      {handled ? <Text as="span" color="fg.muted">{`· ${t`handled`}`}</Text> : null}
      {shared.waiting(message.id) ? <WaitingBadge /> : null}
    </HStack>
  );
}
