/**
 * The head of a thread: previous/next pager in the current list order (previousId, nextId,
 * index), the subject and the message's details.
 */
import { Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { CorrespondenceMessage } from "../../api/schemas";
import { displayDateTime } from "../../dates";
import { CategoryLabel, DueDate, Field, StatusBadge } from "../message-parts";

interface ThreadHeaderProps {
  message: CorrespondenceMessage;
  /** Size of the current list, when known. */
  total: number | undefined;
  onOpen: (messageId: number) => void;
}

export function ThreadHeader({ message, total, onOpen }: ThreadHeaderProps) {
  const { t } = useLingui();
  const position = message.index === null ? null : message.index + 1;
  return (
    <Stack gap="3">
      <Flex as="nav" aria-label={t`Messages`} justify="space-between" align="center" wrap="wrap" gap="2">
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={message.previousId === null} onClick={() => message.previousId && onOpen(message.previousId)}>
            {t`Previous message`}
          </Button>
          <Button size="sm" variant="outline" disabled={message.nextId === null} onClick={() => message.nextId && onOpen(message.nextId)}>
            {t`Next message`}
          </Button>
        </HStack>
        {position !== null ? (
          <Text fontSize="sm" color="fg.muted" data-testid="thread-position">
            {total !== undefined ? t`Message ${position} of ${total}` : t`Message ${position}`}
          </Text>
        ) : null}
      </Flex>
      <Heading as="h1" size="xl" id="thread-subject">
        {message.subject}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="1">
        <Field label={t`Sender`}>{message.senderFullNameAndEmail}</Field>
        <Field label={t`Recipient`}>{message.recipientFullNameAndEmail}</Field>
        <Field label={message.direction === "BO_INCOMING" ? t`Received` : t`Sent`}>{displayDateTime(message.receivedDate)}</Field>
        <Field label={t`Status`}>
          <StatusBadge status={message.messageStatus} />
        </Field>
        <Field label={t`Due date`}>
          <DueDate message={message} />
        </Field>
        <Field label={t`Category`}>
          <CategoryLabel dossierType={message.dossierType} />
        </Field>
        <Field label={t`Correspondence number`}>{message.boCorrespondenceNumber ?? "—"}</Field>
        <Field label={t`Application number`}>{message.applicationNumber ?? "—"}</Field>
        <Field label={t`Registration number`}>{message.registrationNumber ?? "—"}</Field>
      </SimpleGrid>
    </Stack>
  );
}
