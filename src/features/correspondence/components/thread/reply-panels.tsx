/**
 * Replies (read-only) and drafts (editable) of a thread as accordion panels, oldest first, and
 * the files queued on this device for the letter's reply: in its draft's panel, or, while the
 * letter has no draft (files shared offline), in a queued reply where the draft will be.
 */
import { Accordion, Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { CorrespondenceMessage } from "../../api/schemas";
import { DraftPanel, type DraftPanelProps } from "./draft-panel";
import { QueuedReply } from "./queued-uploads";
import { SentReplyPanel } from "./sent-reply-panel";
import { useQueuedUploads } from "./use-queued-uploads";

interface ReplyPanelsProps extends Pick<DraftPanelProps, "userId" | "readOnly" | "autosaveMs" | "registerFlush" | "onSent" | "onDeleted"> {
  message: CorrespondenceMessage;
  open: string[];
  onOpenChange: (open: string[]) => void;
}

export function ReplyPanels({ message, open, onOpenChange, ...draftProps }: ReplyPanelsProps) {
  const { t } = useLingui();
  const rows = message.subRows ?? [];
  const firstDraft = rows.find((row) => row.draftStatus === "DRAFT");
  // Without a draft, the files queued for the one the outbox will create stand on their own.
  const queued = useQueuedUploads({ messageId: message.id, draftIds: [null], enabled: !draftProps.readOnly && firstDraft === undefined });
  if (rows.length === 0 && queued.files.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="thread-replies" gap="2">
      <Heading as="h2" size="md" id="thread-replies">
        {t`Replies`}
      </Heading>
      <Accordion.Root multiple collapsible value={open} onValueChange={(details) => onOpenChange(details.value)} variant="plain">
        {rows.map((row) =>
          row.draftStatus === "DRAFT" ? (
            <DraftPanel key={row.id} draft={row} message={message} open={open.includes(String(row.id))} newDraftUploads={row === firstDraft} {...draftProps} />
          ) : (
            <SentReplyPanel key={row.id} reply={row} />
          ),
        )}
      </Accordion.Root>
      {firstDraft === undefined ? <QueuedReply message={message} files={queued.files} onWithdraw={queued.withdraw} onSendAgain={queued.sendAgain} /> : null}
    </Stack>
  );
}
