/**
 * The share picker (/share?id=…): files shared to the installed app (Web Share Target,
 * sw/share-target.ts) join a reply draft. It lists the letters that need a reply and the open
 * drafts; choosing one attaches the files to its draft through the outbox, offline too: to a
 * known draft as an upload, and to a letter without one as an upload that first creates the
 * draft (decision 53 answers the letter's draft when it has one), followed on this screen until
 * it is attached (./share-queued.tsx). Files of a type the office does not accept, or too
 * large, are refused with the allowed types named.
 */
import { Alert, Button, Heading, List, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { deleteShare, loadShare } from "@sw/shared-files";
import { useState } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { NeedsNetworkReason } from "@/components/offline/needs-network";
import type { SessionUser } from "@/lib/api";
import { useGlobals } from "@/lib/content";
import { useFormat } from "@/lib/format";
import { correspondenceQueries } from "../../api/correspondence-queries";
import { useUploadAttachmentsMutation, useUploadToNewDraftMutation, type UploadOutcome } from "../../api/use-draft-mutations";
import { replyRefusal } from "../../rules";
import { ReplyRefusalNote } from "../thread/reply-refusal-note";
import { ShareQueuedStatus, type QueuedShare } from "./share-queued";
import { shareTargets, splitSharedFiles, type ShareTarget } from "./share-targets";

export function SharePicker({ user, shareId }: { user: SessionUser; shareId: string | undefined }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const notify = useNotify();
  const showError = useShowError();
  const { data: globals } = useGlobals();
  const refusal = replyRefusal(user);
  const share = useQuery({
    queryKey: ["correspondence", "share", shareId],
    queryFn: async () => (shareId ? ((await loadShare(shareId)) ?? null) : null),
    // The files are on this device: no network involved, never stale.
    networkMode: "always",
    staleTime: Infinity,
  });
  const needsReply = useQuery(correspondenceQueries.needsReply());
  const drafts = useQuery(correspondenceQueries.list({ status: "DRAFT", size: 20 }));
  const upload = useUploadAttachmentsMutation();
  const uploadToNewDraft = useUploadToNewDraftMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [queued, setQueued] = useState<QueuedShare | null>(null);

  const types = globals?.correspondence.attachmentTypes ?? [];
  const { accepted, refused } = splitSharedFiles(share.data?.files ?? [], types, globals?.correspondence.maxAttachmentSize);
  const listsWaitForNetwork = [needsReply, drafts].some((query) => query.isPending && query.fetchStatus === "paused");
  const targets = shareTargets(needsReply.data?.content ?? [], drafts.data?.content ?? []);
  const allowed = new Intl.ListFormat(format.language, { type: "conjunction" }).format(types);

  const attach = async (target: ShareTarget) => {
    setBusy(target.messageId);
    try {
      // The outbox of this user (started by the signed-in layout; started here if not yet).
      const { startCorrespondenceOutbox } = await import("../../outbox/register-page");
      startCorrespondenceOutbox(user.userId);
      // A File over the kept Blob: no bytes are copied here (the worker reads them to hash them).
      const files = accepted.map((file) => new File([file.content], file.name, { type: file.type }));
      const { messageId } = target;
      let draftId = target.draftId;
      let outcome: UploadOutcome;
      if (draftId === null) {
        const result = await uploadToNewDraft.mutateAsync({ userId: user.userId, messageId, files });
        // The files are in the outbox entry now (kept on the device until the office has them).
        if (shareId) await deleteShare(shareId);
        if (result.kind === "queued") {
          setQueued({ key: result.key, messageId, subject: target.subject });
          return;
        }
        draftId = result.draftId;
        outcome = "uploaded";
      } else {
        outcome = await upload.mutateAsync({ draftId, messageId, files });
        if (shareId) await deleteShare(shareId);
      }
      const told = {
        queued: { message: t`No connection: the files are kept on this device and uploaded when the connection is back.`, type: "warning" },
        uploaded: { message: t`The files were attached to the reply draft.`, type: "success" },
        // Decision 86: the draft lists the file with the reason and "Send again".
        mismatch: { message: t`The office received a file changed on the way and did not keep it: send it again from the reply draft.`, type: "error" },
      } as const;
      notify(told[outcome]);
      void navigate({ to: "/correspondence/$id", params: { id: String(messageId) }, search: draftId === null ? {} : { openReply: draftId } });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="2xl">
        {t`Attach shared files`}
      </Heading>
      {share.isPending ? <Spinner role="status" aria-label={t`Loading the shared files`} /> : null}
      {queued ? <ShareQueuedStatus queued={queued} /> : null}
      {share.data === null && !queued ? <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{t`The shared files are no longer on this device. Share them again.`}</Alert.Title></Alert.Root> : null}
      {accepted.length > 0 ? (
        <List.Root aria-label={t`Shared files`} ps="5">
          {accepted.map((file) => (
            <List.Item key={file.name}>{`${file.name} (${format.fileSize(file.content.size)})`}</List.Item>
          ))}
        </List.Root>
      ) : null}
      {refused.length > 0 ? (
        <Alert.Root status="error" data-testid="share-refused">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`Not attached: ${refused.map((file) => file.name).join(", ")}`}</Alert.Title>
            <Alert.Description>{t`The office accepts these file types, each up to ${format.fileSize(globals?.correspondence.maxAttachmentSize ?? 0)}: ${allowed}.`}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {refusal ? <ReplyRefusalNote refusal={refusal} /> : null}
      {!refusal && !queued && accepted.length > 0 ? (
        <Stack as="section" aria-labelledby="share-targets" gap="3">
          <Heading as="h2" size="md" id="share-targets">
            {t`Attach to the reply of`}
          </Heading>
          {/* Offline without a device copy of the lists: the letters come with the connection. */}
          {(needsReply.isPending || drafts.isPending) && !listsWaitForNetwork ? <Spinner role="status" aria-label={t`Loading the letters`} /> : null}
          {listsWaitForNetwork ? <NeedsNetworkReason /> : null}
          {!needsReply.isPending && !drafts.isPending && targets.length === 0 ? <Text color="fg.muted">{t`No letter needs a reply and no draft is open.`}</Text> : null}
          <List.Root gap="2" listStyleType="none" ms="0">
            {targets.map((target) => (
              <List.Item key={target.messageId}>
                <Button
                  variant="outline"
                  whiteSpace="normal"
                  textAlign="start"
                  h="auto"
                  py="2"
                  loading={busy === target.messageId}
                  disabled={busy !== null}
                  onClick={() => void attach(target)}
                  data-message-id={target.messageId}
                  data-has-draft={target.draftId !== null}
                >
                  {target.subject}
                  {target.dueDate ? ` · ${t`due ${format.day(target.dueDate)}`}` : ""}
                  {target.draftId !== null ? ` · ${t`draft`}` : ""}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
