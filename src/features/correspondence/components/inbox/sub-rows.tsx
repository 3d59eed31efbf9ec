/** Replies and drafts of a message, shown when its row (or card) is expanded. */
import { HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { SubRow } from "../../api/schemas";
import { displayDateTime } from "../../dates";
import { PaperclipIcon } from "../icons";
import { StatusBadge } from "../message-parts";

/** Each link carries the list's parameters from the address (so a row kept from an earlier render stays right). */
export function SubRows({ messageId, subRows }: { messageId: number; subRows: SubRow[] }) {
  const { t } = useLingui();
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t`Replies and drafts`}>
      {subRows.map((row) => {
        const number = row.boCorrespondenceNumber;
        const label = row.draftStatus === "DRAFT" ? t`Draft reply` : number ? t`Reply ${number}` : t`Reply`;
        return (
          <HStack as="li" key={row.id} gap="3" wrap="wrap" data-subrow-status={row.draftStatus}>
            <StatusBadge status={row.draftStatus} />
            <ChakraLink asChild colorPalette="brand" fontWeight="medium">
              <Link from="/correspondence/" to="/correspondence/$id" params={{ id: String(messageId) }} search={(inbox) => ({ ...inbox, openReply: row.id })}>
                {label}
              </Link>
            </ChakraLink>
            <Text fontSize="sm" color="fg.muted">
              {displayDateTime(row.actionDate)} · {row.userFullNameAndEmail}
            </Text>
            {row.hasAttachment ? (
              <Text as="span" color="fg.muted" title={t`Has attachments`}>
                <PaperclipIcon boxSize="4" />
                <Text as="span" srOnly>
                  {t`Has attachments`}
                </Text>
              </Text>
            ) : null}
          </HStack>
        );
      })}
    </Stack>
  );
}
