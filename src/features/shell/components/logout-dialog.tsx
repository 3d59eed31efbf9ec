/**
 * Logout confirmation. On a shared device nothing queued may be lost silently: the dialog first
 * hands open editors' typing to the outbox, then reads the account's outbox; when anything waits (replies, saves, files, flag changes, or
 * items needing attention) it lists them and offers to send them now (and log out once all are
 * delivered), to discard them explicitly and log out, or to go back. A reply's text kept on the
 * device only (past the office's limit: it cannot be sent as it is) is listed too, as what the
 * logout would delete; sending the rest then leaves the dialog open on it.
 */
import { Button, Dialog, List, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useOpenedOnce } from "@/components/dialogs/use-opened-once";
import { useShowError } from "@/components/error-dialog/use-show-error";
import type { Globals, SessionUser } from "@/lib/api";
import { entryContent, flushOpenWork, sendQueuedWork, unsentWork, type OutboxEntry } from "@/lib/outbox";
import { useLogoutMutation } from "../api/use-logout-mutation";

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  globals: Globals;
  user: SessionUser;
}

const EXCERPT = 120;

function QueuedItem({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui();
  const kinds: Record<OutboxEntry["kind"], string> = {
    "draft.save": t`Reply draft not yet saved to the office`,
    "draft.send": t`Reply not yet sent`,
    "attachment.upload": t`Files not yet uploaded`,
    "message.patch": t`Important/unread change not yet saved`,
    "message.shared": t`Assignment or handled mark not yet saved`,
    "note.add": t`Internal note not yet saved`,
    "note.delete": t`Deletion of an internal note not yet saved`,
  };
  const content = entryContent(entry);
  return (
    <List.Item>
      <Text as="span" fontWeight="semibold">
        {entry.held ? t`Reply text longer than the office accepts, kept only on this device` : kinds[entry.kind]}
        {entry.failed ? ` (${t`needs attention`})` : ""}
      </Text>
      {content ? <Text color="fg.muted">{content.length > EXCERPT ? `${content.slice(0, EXCERPT)}…` : content}</Text> : null}
    </List.Item>
  );
}

export function LogoutDialog({ open, onClose, globals, user }: LogoutDialogProps) {
  const { t } = useLingui();
  const showError = useShowError();
  const mutation = useLogoutMutation(globals, user);
  /** The account's queued work, read when the dialog opens (null: not read yet). */
  const [queued, setQueued] = useState<OutboxEntry[] | null>(null);
  const [sending, setSending] = useState(false);
  const impersonated = Boolean(user.impersonatedUser);

  useEffect(() => {
    if (!open || impersonated) return;
    let cancelled = false;
    flushOpenWork()
      .then(() => unsentWork(user.userId))
      .then(
        (entries) => !cancelled && setQueued(entries),
        () => !cancelled && setQueued([]),
      );
    return () => {
      cancelled = true;
      setQueued(null);
    };
  }, [open, impersonated, user.userId]);

  const logout = (discardQueued: boolean) =>
    mutation.mutate(
      { discardQueued },
      {
        onError: (error) => {
          onClose();
          showError(error);
        },
      },
    );

  const sendNow = async () => {
    setSending(true);
    await sendQueuedWork(user.userId).catch(() => undefined);
    const left = await unsentWork(user.userId).catch(() => queued ?? []);
    setSending(false);
    setQueued(left);
    if (left.length === 0) logout(false);
  };

  const hasQueued = !impersonated && queued !== null && queued.length > 0;
  // Only held text is left: nothing can be sent now, the one way out loses it.
  const sendable = hasQueued && queued.some((entry) => !entry.held);
  const ready = impersonated || queued !== null;
  const dialog = useOpenedOnce(open);
  if (!dialog.mounted) return null;

  return (
    <Dialog.Root open={dialog.open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-dialog">
            <Dialog.Header>
              <Dialog.Title>{hasQueued ? t`Log out and lose unsent work?` : t`Log out?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {impersonated ? (
                <Text>{t`This ends the impersonated session and closes the tab.`}</Text>
              ) : hasQueued ? (
                <>
                  <Text mb="3">{t`This device still holds work the office has not received. Logging out removes it from this device:`}</Text>
                  <List.Root gap="2" ps="5" data-testid="logout-queued">
                    {queued.map((entry) => (
                      <QueuedItem key={entry.key} entry={entry} />
                    ))}
                  </List.Root>
                </>
              ) : (
                <Text>{t`Any unsaved changes will be lost.`}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose}>
                {t`Back`}
              </Button>
              {hasQueued ? (
                <>
                  {sendable ? (
                    <Button colorPalette="brand" loading={sending} onClick={() => void sendNow()}>
                      {t`Send now and log out`}
                    </Button>
                  ) : null}
                  <Button colorPalette="red" loading={mutation.isPending} onClick={() => logout(true)}>
                    {t`Discard and log out`}
                  </Button>
                </>
              ) : (
                <Button colorPalette="brand" disabled={!ready} loading={mutation.isPending} onClick={() => logout(false)}>
                  {t`Log out`}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
