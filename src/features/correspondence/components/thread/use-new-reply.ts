/**
 * Whether the outbox holds a reply started on this device for a letter the office has no draft
 * of yet (its text, or its send: `newDraftKey`), followed across tabs and the worker: after a
 * reload the thread shows that reply again, with its text, until the office's draft replaces it.
 */
import { useEffect, useState } from "react";
import { newDraftKey } from "../../outbox/queued-work";
import { startCorrespondenceOutbox } from "../../outbox/register-page";

export function useNewReply({ userId, messageId, enabled }: { userId: number; messageId: number; enabled: boolean }): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    // The signed-in user's outbox (started once per user; none for a read-only session).
    const outbox = enabled ? startCorrespondenceOutbox(userId) : null;
    if (!outbox) return;
    const key = newDraftKey(userId, messageId);
    let cancelled = false;
    const refresh = () =>
      void outbox.get(key).then(
        (entry) => {
          if (!cancelled) setHeld(entry !== undefined);
        },
        () => undefined,
      );
    refresh();
    const stop = outbox.observe((event) => {
      if (event.type === "changed" && event.key === key) refresh();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [userId, messageId, enabled]);
  return held;
}
