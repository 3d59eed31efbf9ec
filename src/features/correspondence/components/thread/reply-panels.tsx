/**
 * Replies (read-only) and drafts (editable) of a thread as accordion panels, oldest first, and
 * the files queued on this device for the letter's reply: in its draft's panel, or, while the
 * letter has no draft (files shared offline), in a queued reply where the draft will be. A reply
 * started on this device (Reply on a letter without a draft, online or offline) has a draft
 * panel of its own, shown again after a reload while the outbox holds it, until the office's
 * draft replaces it. That replacement keeps the very panel (one React key, `NEW_REPLY_KEY`):
 * the editor, its caret and its typing stay while the panel turns into the office's draft.
 */
import { Accordion, Heading, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useState } from "react";
import type { CorrespondenceMessage } from "../../api/schemas";
import { DraftPanel, NEW_REPLY_PANEL, type DraftPanelProps } from "./draft-panel";
import { QueuedReply } from "./queued-uploads";
import { SentReplyPanel } from "./sent-reply-panel";
import { useNewReply } from "./use-new-reply";
import { useQueuedUploads } from "./use-queued-uploads";

/** The React key of the panel of the reply started here, kept when the office's draft takes it over. */
const NEW_REPLY_KEY = "reply-started-here";

interface ReplyPanelsProps extends Pick<DraftPanelProps, "userId" | "readOnly" | "autosaveMs" | "registerFlush" | "onSent" | "onDeleted"> {
  message: CorrespondenceMessage;
  open: string[];
  onOpenChange: (open: string[]) => void;
  /** The user started a reply on this device (the letter without a draft). */
  started?: boolean;
}

export function ReplyPanels({ message, open, onOpenChange, started = false, ...draftProps }: ReplyPanelsProps) {
  const { t } = useLingui();
  const rows = message.subRows ?? [];
  const firstDraft = rows.find((row) => row.draftStatus === "DRAFT");
  const withoutDraft = !draftProps.readOnly && firstDraft === undefined;
  // Without a draft, the files queued for the one the outbox will create stand on their own.
  const queued = useQueuedUploads({ messageId: message.id, draftIds: [null], enabled: withoutDraft });
  const held = useNewReply({ userId: draftProps.userId, messageId: message.id, enabled: !draftProps.readOnly });
  // While the reply started on this device is held, it stays the letter's one draft panel, even
  // once the office shows the draft the outbox created for it (its files went first): typing
  // goes on into the held text, which the outbox delivers to that draft; the office's panel
  // takes over when the text has reached it (never an older office text typed over meanwhile).
  const newReply = !draftProps.readOnly && ((withoutDraft && started) || held);
  /** The outbox held a reply started here while this thread was open (a reload's, too). */
  const [heldHere, setHeldHere] = useState(false);
  if (held && !heldHere) setHeldHere(true);
  // The office's draft that took over the reply started here: it keeps that panel and its state.
  const adopted = !draftProps.readOnly && !newReply && (started || heldHere) ? firstDraft : undefined;
  const adoptedPanel = adopted ? String(adopted.id) : null;
  // The open state follows the panel from "new" to the office's id, in this very render (no collapse).
  const value = adoptedPanel && open.includes(NEW_REPLY_PANEL) ? [...open.filter((panel) => panel !== NEW_REPLY_PANEL && panel !== adoptedPanel), adoptedPanel] : open;
  const settleAdopted = useEffectEvent(() => {
    if (value !== open) onOpenChange(value);
  });
  useEffect(() => {
    if (adoptedPanel) settleAdopted();
  }, [adoptedPanel]);
  // A reply this device holds opens with the thread (after a reload too), its text in view;
  // once when it is found: the user may collapse it afterwards.
  const openHeld = useEffectEvent(() => {
    if (!open.includes(NEW_REPLY_PANEL)) onOpenChange([...open, NEW_REPLY_PANEL]);
  });
  useEffect(() => {
    if (held) openHeld();
  }, [held]);
  if (rows.length === 0 && queued.files.length === 0 && !newReply) return null;
  return (
    <Stack as="section" aria-labelledby="thread-replies" gap="2">
      <Heading as="h2" size="md" id="thread-replies">
        {t`Replies`}
      </Heading>
      <Accordion.Root multiple collapsible value={value} onValueChange={(details) => onOpenChange(details.value)} variant="plain">
        {/* One array: the started reply's panel keeps its key when it moves to the office draft's place. */}
        {[
          ...rows.map((row) =>
            row === firstDraft && held ? null : row.draftStatus === "DRAFT" ? (
              <DraftPanel key={row === adopted ? NEW_REPLY_KEY : row.id} draft={row} message={message} open={value.includes(String(row.id))} newDraftUploads={row === firstDraft} {...draftProps} />
            ) : (
              <SentReplyPanel key={row.id} reply={row} />
            ),
          ),
          newReply ? <DraftPanel key={NEW_REPLY_KEY} draft={null} message={message} open={value.includes(NEW_REPLY_PANEL)} {...draftProps} /> : null,
        ]}
      </Accordion.Root>
      {firstDraft === undefined && !newReply ? <QueuedReply message={message} files={queued.files} onWithdraw={queued.withdraw} onSendAgain={queued.sendAgain} /> : null}
    </Stack>
  );
}
