/**
 * A reply draft as an accordion item titled reply - category - application number, with its
 * date and author: the editor, its save state, attachments and the actions (in the panel on
 * wide screens, in the header under 960 px). Collapsing saves when changed; the thread's
 * Close-and-back awaits `registerFlush`'s forced save; a sent reply goes back to the inbox.
 * Sending first reads the thread again and warns when a reply the user was not shown arrived
 * after this device started writing (stale-draft warning). A reply started on a letter without
 * a draft (`draft` null) is the same panel: typed, given files and sent through the outbox,
 * which creates the letter's draft with the first typing or file (when the connection is back,
 * offline).
 */
import { Accordion, Box, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { Descendant } from "slate";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { useNeedsNetwork } from "@/components/offline/needs-network";
import { isApiError } from "@/lib/api";
import { useTranslateKey } from "@/lib/i18n";
import { currentOutbox } from "@/lib/outbox";
import { discardNewDraft } from "../../outbox/queued-work";
import { FILE_NOT_STORED } from "../../outbox/reply-unit";
import type { CorrespondenceMessage, SubRow } from "../../api/schemas";
import { useDeleteAttachmentMutation, useDeleteDraftMutation } from "../../api/use-draft-mutations";
import { displayDateTime } from "../../dates";
import { draftTitle } from "../../rules";
import { currentReplies, newerReplies } from "../../drafts/stale-draft";
import { useDraftSession } from "../../drafts/use-draft-session";
import { ReplyEditor } from "../../editor/reply-editor";
import { AttachmentList } from "./attachment-list";
import { DraftActions } from "./draft-actions";
import { DraftStatus } from "./draft-status";
import { QueuedUploadList } from "./queued-uploads";
import { ReplyLength } from "./reply-length";
import { useReplyLength } from "./use-reply-length";
import { useDraftFiles } from "./use-draft-files";
import { useQueuedUploads } from "./use-queued-uploads";

/**
 * Saves a draft before the thread closes: whether the office has it (false: it waits on the
 * device), or `too-long` (past the office's limit: not saved anywhere, the close should wait).
 */
export type DraftFlush = () => Promise<boolean | "too-long">;

/** The accordion value of the reply started on this device (the office's drafts go by their id). */
export const NEW_REPLY_PANEL = "new";

/** The accordion value of a draft's panel. */
export function panelOf(draft: SubRow | null): string {
  return draft ? String(draft.id) : NEW_REPLY_PANEL;
}

export interface DraftPanelProps {
  /** The office's draft; null: the reply started on this device, not at the office yet. */
  draft: SubRow | null;
  message: CorrespondenceMessage;
  userId: number;
  readOnly: boolean;
  open: boolean;
  autosaveMs: number;
  /** Per panel (`panelOf`). */
  registerFlush: (panel: string, flush: DraftFlush | null) => void;
  onSent: () => void;
  onDeleted: () => void;
  /** Also lists the files queued for the letter's draft to be created (the office gives them this draft, decision 53). */
  newDraftUploads?: boolean;
}

export function DraftPanel({ draft, message, userId, readOnly, open, autosaveMs, registerFlush, onSent, onDeleted, newDraftUploads = false }: DraftPanelProps) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const notify = useNotify();
  const showError = useShowError();
  const offline = useNeedsNetwork().unavailable;
  const session = useDraftSession({ draft, messageId: message.id, userId, readOnly, autosaveMs });
  const draftId = draft?.id ?? null;
  const panel = panelOf(draft);
  const files = useDraftFiles(draftId, message.id);
  const queued = useQueuedUploads({ messageId: message.id, draftIds: draftId === null ? [null] : newDraftUploads ? [draftId, null] : [draftId], enabled: !readOnly });
  const deleteDraft = useDeleteDraftMutation();
  const deleteAttachment = useDeleteAttachmentMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [sending, setSending] = useState(false);
  const queuedSend = session.entry?.kind === "draft.send" && !session.entry.failed;
  const locked = readOnly || queuedSend || sending || session.otherTab;
  const { save } = session;
  const editorId = `draft-editor-${panel}`;
  const lengthId = `draft-length-${panel}`;

  const limit = useReplyLength(session.initial);
  const { tooLong } = limit;
  const onEditorChange = (html: string, value: Descendant[]) => {
    limit.typedHtml(html);
    session.onChange(html, value);
  };

  // Collapsing the panel saves a changed draft.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) void save();
    wasOpen.current = open;
  }, [open, save]);

  // Close-and-back saves first; a body past the office's limit holds the close with the reason.
  const { tooLongNow, refuse } = limit;
  useEffect(() => {
    registerFlush(panel, async () => {
      if (!tooLongNow.current) return save(true);
      refuse();
      return "too-long";
    });
    return () => registerFlush(panel, null);
  }, [panel, registerFlush, save, tooLongNow, refuse]);

  /** Stale-draft warning: replies sent in the thread after this reply's unconfirmed edits began. */
  const [staleReplies, setStaleReplies] = useState<SubRow[] | null>(null);
  /** Replies the user was shown when the thread opened. */
  const [shownReplies] = useState(() => new Set((message.subRows ?? []).map((row) => row.id)));
  const checkStale = async (): Promise<SubRow[]> => {
    const since = session.unconfirmedSince();
    if (since === null) return [];
    const fresh = await currentReplies(message.id);
    return fresh ? newerReplies(fresh, draftId, since, shownReplies) : [];
  };

  const requestSend = async () => {
    // Past the office's limit nothing is queued: the reason is said at the field, the text stays.
    if (tooLong) {
      limit.refuse();
      document.getElementById(editorId)?.focus();
      return;
    }
    setSending(true);
    const newer = await checkStale();
    setSending(false);
    if (newer.length > 0) setStaleReplies(newer);
    else await send();
  };

  const send = async () => {
    setStaleReplies(null);
    setSending(true);
    const outcome = await session.send();
    setSending(false);
    // "Your reply was sent." comes from the outbox keeper, for queued replies as well.
    if (outcome.kind === "sent") {
      onSent();
    } else if (outcome.kind === "too-long") {
      limit.refuse();
    } else if (outcome.kind === "queued") {
      notify({ message: t`No connection: the reply is saved on this device and will be sent when the connection is back. It has not been sent yet.`, type: "warning", duration: 8000 });
    } else {
      const error = outcome.error;
      // A file of the reply refused by the office holds the send back (the outbox's reason).
      if (error === FILE_NOT_STORED) showError(error);
      else showError(isApiError(error) && error.description !== "something.went.wrong" ? error : "send.draft.failed");
    }
  };

  const actions = (compact: boolean) => (
    <DraftActions
      compact={compact}
      readOnly={locked}
      canSend={!session.blank && session.initial !== null}
      busy={{ uploading: files.uploading, sending }}
      onAttach={files.open}
      onDelete={() => setConfirmDelete(true)}
      onSend={() => void requestSend()}
    />
  );
  const category = message.dossierType ? tk(`dossier.type.${message.dossierType}`) : "";
  const title = draftTitle(t`Reply`, category, message.applicationNumber);

  return (
    <Accordion.Item value={panel} data-draft-id={panel} borderWidth="1px" borderRadius="md" mb="3" bg="bg.panel">
      <Flex align="center" gap="2" pe="2">
        <Accordion.ItemTrigger flex="1" px="4" py="3">
          <Stack gap="0" flex="1" textAlign="start">
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {draft
                ? `${t`Draft`} · ${displayDateTime(draft.actionDate)} · ${draft.userFullNameAndEmail}`
                : offline
                  ? t`Draft started on this device: the office gets it when the connection is back.`
                  : t`New reply: the office keeps it as a draft once you type or attach a file.`}
            </Text>
          </Stack>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        {open ? <Box hideFrom="md">{actions(true)}</Box> : null}
      </Flex>
      <Accordion.ItemContent>
        <Accordion.ItemBody px="4" pb="4">
          <Stack gap="3">
            {session.initial ? (
              <ReplyEditor
                // A new text from the device (another tab's typing, a take-over) starts the editor afresh.
                key={session.initial.generation}
                id={editorId}
                label={t`Reply text`}
                initialValue={session.initial.value}
                readOnly={locked}
                describedBy={lengthId}
                invalid={tooLong}
                onChange={onEditorChange}
              />
            ) : null}
            {session.initial && !locked ? <ReplyLength id={lengthId} length={limit.length} refused={limit.refused} /> : null}
            <HStack gap="3" wrap="wrap">
              <DraftStatus status={session.status} restored={session.initial?.fromDevice ?? false} />
              {session.status === "other-tab" ? (
                <Button size="xs" variant="outline" onClick={session.takeOver}>
                  {t`Edit here`}
                </Button>
              ) : null}
            </HStack>
            <AttachmentList
              attachments={draft?.messageSearchAttachment ?? []}
              source="draft"
              onDelete={locked ? undefined : (attachment) => deleteAttachment.mutateAsync({ attachmentId: attachment.id }).catch((error: unknown) => showError(error))}
            />
            <QueuedUploadList files={queued.files} onWithdraw={queued.withdraw} onSendAgain={queued.sendAgain} />
            <input {...files.inputProps} aria-label={t`Attach files`} data-testid={`draft-files-${panel}`} />
            <Box hideBelow="md">{actions(false)}</Box>
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
      <ConfirmDialog
        open={staleReplies !== null}
        title={t`The thread has a newer message`}
        confirmLabel={t`Send anyway`}
        cancelLabel={t`Review first`}
        onCancel={() => setStaleReplies(null)}
        onConfirm={() => void send()}
      >
        <Stack gap="2" data-testid="stale-draft-warning">
          <Text>{t`A newer reply was sent in this thread after you wrote this reply (while offline or before it reached the office). Check that your reply still fits:`}</Text>
          {(staleReplies ?? []).map((reply) => (
            <Text key={reply.id} fontSize="sm" color="fg.muted">
              {displayDateTime(reply.actionDate)} · {reply.userFullNameAndEmail}
            </Text>
          ))}
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete draft?`}
        destructive
        loading={deleteDraft.isPending}
        confirmLabel={t`Delete draft`}
        cancelLabel={t`Cancel`}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          session.discard(true);
          // Started on this device: only the device holds it (no office draft to delete).
          if (draftId === null) {
            const outbox = currentOutbox();
            void (outbox ? discardNewDraft(outbox, message.id) : Promise.resolve()).then(() => {
              setConfirmDelete(false);
              onDeleted();
            });
            return;
          }
          deleteDraft.mutate(
            { draftId },
            {
              onSuccess: () => {
                setConfirmDelete(false);
                onDeleted();
              },
              onError: (error) => {
                session.discard(false);
                setConfirmDelete(false);
                showError(error);
              },
            },
          );
        }}
      >
        {t`The draft and its attachments will be deleted.`}
      </ConfirmDialog>
    </Accordion.Item>
  );
}
