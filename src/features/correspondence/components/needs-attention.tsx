/**
 * "Needs attention": queued work the office refused for good (e.g. a reply to a draft
 * already sent elsewhere, `draft.already.sent`), with the server's translated message and the
 * user's text preserved, and actions to copy the text, retry, or discard (after confirmation).
 * Also says when the queue is paused because the session ended (401): it resumes once the user
 * has signed in again. Shown on every signed-in screen of a correspondence user while
 * anything needs it; follows every tab's outbox events.
 */
import { Alert, Box, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useNotify } from "@/components/notifications/use-notify";
import { useTranslateKey } from "@/lib/i18n";
import { currentOutbox, entryContent, isPending, type OutboxEntry } from "@/lib/outbox";

function useOutboxEntries() {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [paused, setPaused] = useState(false);
  const refresh = useCallback(() => {
    const outbox = currentOutbox();
    setPaused(outbox?.paused() ?? false);
    void outbox?.list().then(setEntries, () => undefined);
  }, []);
  useEffect(() => {
    void Promise.resolve().then(refresh);
    return currentOutbox()?.observe((event) => {
      if (event.type === "changed" || event.type === "paused" || event.type === "delivered") refresh();
    });
  }, [refresh]);
  return { entries, paused, refresh };
}

function AttentionItem({ entry, onChanged }: { entry: OutboxEntry; onChanged: () => void }) {
  const { t } = useLingui();
  const tk = useTranslateKey();
  const notify = useNotify();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const content = entryContent(entry);
  const titles: Record<OutboxEntry["kind"], string> = {
    "draft.save": t`Reply draft not saved to the office`,
    "draft.send": t`Reply not sent`,
    "attachment.upload": t`Files not uploaded`,
    "message.patch": t`Important/unread change not saved`,
    "message.shared": t`Assignment or handled mark not saved`,
    "note.add": t`Internal note not saved`,
    "note.delete": t`Deletion of an internal note not saved`,
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      notify({ message: t`Text copied.`, type: "success" });
    } catch {
      notify({ message: t`The text could not be copied: select it and copy it by hand.`, type: "warning" });
    }
  };
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    await action().catch(() => undefined);
    setBusy(false);
    onChanged();
  };
  return (
    <Card.Root size="sm" variant="outline" data-testid="attention-item" data-kind={entry.kind}>
      <Card.Body gap="2">
        <Text fontWeight="semibold">{titles[entry.kind]}</Text>
        <Text color="red.fg" data-testid="attention-error">
          {tk(entry.failed?.error ?? "something.went.wrong")}
        </Text>
        {content ? (
          <Box as="blockquote" whiteSpace="pre-wrap" borderStartWidth="3px" ps="3" color="fg.muted" data-testid="attention-text">
            {content}
          </Box>
        ) : null}
        <HStack gap="2" flexWrap="wrap">
          {content ? (
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              {t`Copy text`}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" loading={busy} onClick={() => void act(async () => currentOutbox()?.retry(entry.key))}>
            {t`Retry`}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm(true)}>
            {t`Discard`}
          </Button>
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={confirm}
        title={t`Discard this item?`}
        destructive
        confirmLabel={t`Discard`}
        cancelLabel={t`Cancel`}
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          void act(async () => currentOutbox()?.discard(entry.key));
        }}
      >
        {t`It is removed from this device; the office never received it.`}
      </ConfirmDialog>
    </Card.Root>
  );
}

export function NeedsAttention() {
  const { t } = useLingui();
  const { entries, paused, refresh } = useOutboxEntries();
  const failed = entries.filter((entry) => !isPending(entry));
  const waiting = entries.length - failed.length;
  if (failed.length === 0 && !(paused && waiting > 0)) return null;
  return (
    <Stack as="section" aria-labelledby="needs-attention-title" gap="3" mt="6" data-testid="needs-attention">
      <Heading as="h2" id="needs-attention-title" size="md">
        {t`Needs attention`}
      </Heading>
      {paused && waiting > 0 ? (
        <Alert.Root status="warning" data-testid="outbox-paused">
          <Alert.Indicator />
          <Alert.Title>{t`Your session has ended. ${waiting} queued items wait on this device and are sent once you sign in again.`}</Alert.Title>
        </Alert.Root>
      ) : null}
      {failed.map((entry) => (
        <AttentionItem key={entry.key} entry={entry} onChanged={refresh} />
      ))}
    </Stack>
  );
}
