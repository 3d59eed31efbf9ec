/** The inbox as a card grid (screens up to 960 px): the same data, actions and sub-rows as the table. */
import { Button, Card, Flex, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { ChevronIcon } from "@/components/ui/icons";
import type { CorrespondenceListItem } from "../../api/schemas";
import { displayDateTime } from "../../dates";
import { CategoryLabel, DueDate, Field, StatusBadge } from "../message-parts";
import { SubRows } from "./sub-rows";
import { SubjectLink, type InboxViewProps } from "./inbox-table";

export function InboxCards({ items, search, empty, today, renderImportant, renderActions }: Omit<InboxViewProps, "sort" | "onSort">) {
  const { t } = useLingui();
  if (items.length === 0) {
    return (
      <Text textAlign="center" py="8" color="fg.muted">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none" m="0" p="0" aria-label={t`Correspondence`}>
      {items.map((item) => (
        <li key={item.message.id}>
          <MessageCard item={item} search={search} today={today} important={renderImportant(item)} actions={renderActions(item)} />
        </li>
      ))}
    </SimpleGrid>
  );
}

interface MessageCardProps {
  item: CorrespondenceListItem;
  search: InboxViewProps["search"];
  today: string;
  important: ReactNode;
  actions: ReactNode;
}

function MessageCard({ item, search, today, important, actions }: MessageCardProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { message, subRows } = item;
  const isNew = message.messageStatus === "NEW";
  const count = subRows.length;
  return (
    <Card.Root size="sm" h="full" bg={isNew ? "blue.subtle" : undefined} data-status={message.messageStatus} data-message-id={message.id}>
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="2">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {message.boCorrespondenceNumber ?? "—"} · <CategoryLabel dossierType={message.dossierType} />
            </Text>
            <SubjectLink item={item} search={search} />
          </Stack>
          {important}
        </Flex>
      </Card.Header>
      <Card.Body gap="1">
        <Field label={t`Application number`}>{message.applicationNumber ?? "—"}</Field>
        <Field label={t`Registration number`}>{message.registrationNumber ?? "—"}</Field>
        <Field label={t`Received / sent`}>{displayDateTime(message.receivedDate)}</Field>
        <Field label={t`Due date`}>
          <DueDate message={message} today={today} />
        </Field>
        <HStack>
          <StatusBadge status={message.messageStatus} />
        </HStack>
        {open && subRows.length > 0 ? <SubRows messageId={message.id} subRows={subRows} search={search} /> : null}
      </Card.Body>
      <Card.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
        {subRows.length > 0 ? (
          <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            <ChevronIcon transform={open ? "rotate(180deg)" : undefined} />
            {open ? t`Hide replies` : t`Replies and drafts (${count})`}
          </Button>
        ) : (
          <span />
        )}
        {actions}
      </Card.Footer>
    </Card.Root>
  );
}
