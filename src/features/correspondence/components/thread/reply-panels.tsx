/** Replies (read-only) and drafts (editable) of a thread as accordion panels, oldest first. */
import { Accordion, Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { CorrespondenceMessage } from "../../api/schemas";
import { DraftPanel, type DraftPanelProps } from "./draft-panel";
import { SentReplyPanel } from "./sent-reply-panel";

interface ReplyPanelsProps extends Pick<DraftPanelProps, "userId" | "readOnly" | "autosaveMs" | "registerFlush" | "onSent" | "onDeleted"> {
  message: CorrespondenceMessage;
  open: string[];
  onOpenChange: (open: string[]) => void;
}

export function ReplyPanels({ message, open, onOpenChange, ...draftProps }: ReplyPanelsProps) {
  const { t } = useLingui();
  const rows = message.subRows ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="thread-replies" gap="2">
      <Heading as="h2" size="md" id="thread-replies">
        {t`Replies`}
      </Heading>
      <Accordion.Root multiple collapsible value={open} onValueChange={(details) => onOpenChange(details.value)} variant="plain">
        {rows.map((row) =>
          row.draftStatus === "DRAFT" ? (
            <DraftPanel key={row.id} draft={row} message={message} open={open.includes(String(row.id))} {...draftProps} />
          ) : (
            <SentReplyPanel key={row.id} reply={row} />
          ),
        )}
      </Accordion.Root>
    </Stack>
  );
}
