/**
 * The loaded thread: header and pager, body, attachments, Reply / PDF / Close-and-back, and
 * the reply panels. Reply follows spec 2 §4: an existing draft opens; replies without a draft
 * ask first; otherwise a reply is started on this device and opens expanded at once, online or
 * not, with no office call on Reply. Its draft is created through the outbox when the user
 * first types or attaches a file; a composer closed untouched leaves nothing at the office nor
 * on the device. Close-and-back waits for a forced save of every open draft, then goes to the
 * inbox.
 */
import { Button, HStack, Separator, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { DownloadProgress, useFileDownload } from "@/components/download";
import type { SessionUser } from "@/lib/api";
import { settingMs, useGlobals } from "@/lib/content";
import type { CorrespondenceMessage } from "../../api/schemas";
import type { ThreadSearch } from "../../list-params";
import { isCorrespondenceReadOnly, replyRefusal, replyStep } from "../../rules";
import { SharedPanel } from "../shared/shared-panel";
import { useSharedInbox } from "../shared/use-shared-inbox";
import { AttachmentList } from "./attachment-list";
import { NEW_REPLY_PANEL, type DraftFlush } from "./draft-panel";
import { HtmlBody } from "./html-body";
import { ReplyRefusalNote } from "./reply-refusal-note";
import { ReplyPanels } from "./reply-panels";
import { ThreadHeader } from "./thread-header";

interface ThreadViewProps {
  user: SessionUser;
  message: CorrespondenceMessage;
  search: ThreadSearch;
  total: number | undefined;
  onClose: () => void;
  onOpenMessage: (messageId: number) => void;
  /** Drops `initiateReply` from the URL once it was acted on. */
  onClearIntent: () => void;
  onChanged: () => void;
}

export function ThreadView({ user, message, search, total, onClose, onOpenMessage, onClearIntent, onChanged }: ThreadViewProps) {
  const { t } = useLingui();
  const { data: globals } = useGlobals();
  const { download, active } = useFileDownload();
  const [open, setOpen] = useState<string[]>(() => (search.openReply ? [String(search.openReply)] : []));
  const [confirmReply, setConfirmReply] = useState(false);
  const [closing, setClosing] = useState(false);
  const flushes = useRef(new Map<string, DraftFlush>());
  /** A reply started on this device (the letter had no draft): the office has none until the user types or attaches. */
  const [started, setStarted] = useState(false);
  const shared = useSharedInbox(user);
  const refusal = replyRefusal(user);
  const replyAllowed = refusal === null;
  const readOnly = isCorrespondenceReadOnly(user);

  const registerFlush = useCallback((panel: string, flush: DraftFlush | null) => {
    if (flush) flushes.current.set(panel, flush);
    else flushes.current.delete(panel);
  }, []);

  const expand = (panel: string) => setOpen((current) => (current.includes(panel) ? current : [...current, panel]));

  // The composer opens at once; the outbox creates the letter's draft with the first typing or file.
  const create = () => {
    setStarted(true);
    expand(NEW_REPLY_PANEL);
  };

  const reply = () => {
    const step = replyStep(message.subRows ?? []);
    if (step.kind === "open") expand(String(step.draftId));
    else if (step.kind === "confirm") setConfirmReply(true);
    else create();
  };

  // initiateReply (navigation state of spec 2 §2): start a reply once, then forget the intent.
  const initiate = useEffectEvent(() => {
    if (replyAllowed) reply();
    onClearIntent();
  });
  const initiated = useRef(false);
  useEffect(() => {
    if (!search.initiateReply || initiated.current) return;
    initiated.current = true;
    initiate();
  }, [search.initiateReply]);

  const close = async () => {
    setClosing(true);
    const outcomes = await Promise.all([...flushes.current].map(async ([panel, flush]) => ({ panel, outcome: await flush().catch(() => false) })));
    // A draft past the office's limit is saved nowhere: the thread stays, its panel open with the reason.
    const tooLong = outcomes.filter(({ outcome }) => outcome === "too-long");
    if (tooLong.length > 0) {
      tooLong.forEach(({ panel }) => expand(panel));
      setClosing(false);
      return;
    }
    onClose();
  };

  return (
    <Stack gap="5" as="article" aria-labelledby="thread-subject">
      <ThreadHeader message={message} total={total} onOpen={onOpenMessage} />
      <Separator />
      <HtmlBody html={message.body} kind="message" label={t`Message`} />
      <AttachmentList attachments={message.messageSearchAttachment} source="message" />
      <HStack gap="2" wrap="wrap">
        {replyAllowed ? (
          <Button colorPalette="brand" onClick={reply}>
            {/* The verb; plain "Reply" is the noun (a reply's heading), Lithuanian tells them apart. */}
            {t({ message: "Reply", context: "action" })}
          </Button>
        ) : null}
        {refusal ? <ReplyRefusalNote refusal={refusal} /> : null}
        <Button
          variant="outline"
          loading={active !== null}
          onClick={() => void download({ path: `/correspondences/download/incoming/${message.id}`, fallbackName: `${message.boCorrespondenceNumber ?? message.id}.pdf` }, message.subject)}
        >
          {t`Download PDF`}
        </Button>
        <Button variant="outline" loading={closing} loadingText={t`Saving…`} onClick={() => void close()}>
          {t`Close and back`}
        </Button>
      </HStack>
      <SharedPanel user={user} message={message} shared={shared} />
      <ReplyPanels
        message={message}
        open={open}
        onOpenChange={setOpen}
        started={started}
        userId={user.userId}
        readOnly={readOnly}
        autosaveMs={settingMs(globals, "correspondence.autosave")}
        registerFlush={registerFlush}
        onSent={() => {
          onChanged();
          onClose();
        }}
        onDeleted={() => {
          // A reply started on this device and deleted: the letter is without a reply again.
          setStarted(false);
          onChanged();
        }}
      />
      <ConfirmDialog
        open={confirmReply}
        title={t`Reply again?`}
        confirmLabel={t`Yes`}
        cancelLabel={t`No`}
        onCancel={() => setConfirmReply(false)}
        onConfirm={() => {
          setConfirmReply(false);
          create();
        }}
      >
        {t`This correspondence has already been replied to. Do you want to reply again?`}
      </ConfirmDialog>
      <DownloadProgress download={active} />
    </Stack>
  );
}
