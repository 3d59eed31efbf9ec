/** A sent reply: a read-only accordion item with its body, attachments and PDF. */
import { Accordion, Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useFileDownload, DownloadProgress } from "@/components/download";
import type { SubRow } from "../../api/schemas";
import { displayDateTime } from "../../dates";
import { AttachmentList } from "./attachment-list";
import { HtmlBody } from "./html-body";

export function SentReplyPanel({ reply }: { reply: SubRow }) {
  const { t } = useLingui();
  const { download, active } = useFileDownload();
  const number = reply.boCorrespondenceNumber;
  return (
    <Accordion.Item value={String(reply.id)} data-reply-id={reply.id} borderWidth="1px" borderRadius="md" mb="3" bg="bg.panel">
      <Accordion.ItemTrigger px="4" py="3">
        <Stack gap="0" flex="1" textAlign="start">
          <Text fontWeight="semibold">{number ? t`Reply ${number}` : t`Reply`}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t`Sent`} · {displayDateTime(reply.actionDate)} · {reply.userFullNameAndEmail}
          </Text>
        </Stack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody px="4" pb="4">
          <Stack gap="3">
            <HtmlBody html={reply.body ?? ""} kind="reply" />
            <AttachmentList attachments={reply.messageSearchAttachment} source="draft" />
            <Button
              alignSelf="flex-start"
              size="sm"
              variant="outline"
              loading={active !== null}
              onClick={() => void download({ path: `/correspondences/download/draft/${reply.id}`, fallbackName: `${number ?? reply.id}.pdf` }, number ?? t`Reply`)}
            >
              {t`Download PDF`}
            </Button>
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
      <DownloadProgress download={active} />
    </Accordion.Item>
  );
}
