/**
 * Shared files queued offline for the reply of a letter that has no draft yet (the share
 * picker): one outbox entry creates the draft and uploads the files when the connection is
 * back (by this page, another tab or the service worker's Background Sync). This status
 * follows that entry: waiting (with a link to the letter, whose thread shows the queued files),
 * then attached (with a link to the reply), or refused by the office (its reason, translated;
 * the entry also waits in "Needs attention").
 */
import { Alert, Link as ChakraLink } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslateKey } from "@/lib/i18n";

export interface QueuedShare {
  /** The outbox entry's key. */
  key: string;
  messageId: number;
  subject: string;
}

type QueuedShareState = { status: "waiting" } | { status: "attached"; draftId: number | null } | { status: "refused"; error: string };

/** The draft id a delivered upload answered (../../outbox/deliver.ts), when it had to create one. */
function answeredDraftId(response: unknown): number | null {
  const draftId = (response as { draftId?: unknown } | null)?.draftId;
  return typeof draftId === "number" ? draftId : null;
}

/** Follows the outbox entry `key` through every tab's and the worker's events. */
export function useQueuedShareState(key: string): QueuedShareState {
  const [state, setState] = useState<QueuedShareState>({ status: "waiting" });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("@/lib/outbox").then(async ({ currentOutbox }) => {
      const outbox = currentOutbox();
      if (cancelled || !outbox) return;
      stop = outbox.observe((event) => {
        if (event.type === "delivered" && event.entry.key === key) setState({ status: "attached", draftId: answeredDraftId(event.response) });
        if (event.type === "rejected" && event.entry.key === key) setState({ status: "refused", error: event.error });
      });
      // Delivered before this screen listened: the entry is gone.
      const entry = await outbox.get(key);
      if (cancelled) return;
      if (!entry) setState((current) => (current.status === "waiting" ? { status: "attached", draftId: null } : current));
      else if (entry.failed) setState({ status: "refused", error: entry.failed.error });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key]);
  return state;
}

export function ShareQueuedStatus({ queued }: { queued: QueuedShare }) {
  const { t } = useLingui();
  const translateKey = useTranslateKey();
  const state = useQueuedShareState(queued.key);
  const { subject } = queued;
  if (state.status === "refused") {
    return (
      <Alert.Root status="error" data-testid="share-queued" data-status="refused">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`The office did not take the files for the reply to "${subject}".`}</Alert.Title>
          <Alert.Description>{translateKey(state.error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (state.status === "attached") {
    const search = state.draftId === null ? {} : { openReply: state.draftId };
    return (
      <Alert.Root status="success" data-testid="share-queued" data-status="attached">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`The files were attached to the reply draft to "${subject}".`}</Alert.Title>
          <Alert.Description>
            <ChakraLink asChild colorPalette="brand" fontWeight="medium">
              <Link to="/correspondence/$id" params={{ id: String(queued.messageId) }} search={search}>
                {t`Open the reply`}
              </Link>
            </ChakraLink>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" role="status" data-testid="share-queued" data-status="waiting">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t`Waiting for the connection: the reply draft to "${subject}" is created and the files are attached when the connection is back. They are kept on this device.`}</Alert.Title>
        <Alert.Description>
          {/* The letter's thread lists the queued files where the draft will be (removable there). */}
          <ChakraLink asChild colorPalette="brand" fontWeight="medium">
            <Link to="/correspondence/$id" params={{ id: String(queued.messageId) }}>
              {t`See them in the letter`}
            </Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
