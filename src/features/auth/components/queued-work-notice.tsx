/**
 * On the sign-in page after the office ended a session on this device (an expiry):
 * how many items of that user's unsent work wait on the device (their outbox entries, kept per
 * account), and that they are sent once that user signs in again. Another user signing in never
 * sends them (the outbox delivers only the signed-in user's entries). Nothing is shown after a
 * logout (the queue was sent or discarded first) or when nothing waits.
 * Plain HTML (the sign-in page carries no design system); the outbox's store is loaded on demand.
 */
import { Plural } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { readEndedSession, type EndedSession } from "@/lib/session/device-session";
import { PlainAlert } from "./plain-controls";

interface Waiting extends EndedSession {
  count: number;
}

/** The ended session's queued items on this device, or null (none, or nobody's session ended). */
function useQueuedForEndedSession(): Waiting | null {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  useEffect(() => {
    const ended = readEndedSession();
    if (!ended) return;
    let live = true;
    void import("@/lib/outbox/store")
      .then(async ({ createIdbOutboxStore }) => {
        const store = createIdbOutboxStore();
        try {
          const entries = await store.listAll(ended.userId);
          if (live && entries.length > 0) setWaiting({ ...ended, count: entries.length });
        } finally {
          await store.close();
        }
      })
      .catch((error: unknown) => console.warn("queued work on this device not read", error));
    return () => {
      live = false;
    };
  }, []);
  return waiting;
}

export function QueuedWorkNotice() {
  const waiting = useQueuedForEndedSession();
  if (!waiting) return null;
  const name = waiting.username;
  return (
    <div data-testid="queued-work-notice">
      <PlainAlert status="warning">
        <Plural
          value={waiting.count}
          one={`Your session has ended. # unsent item of ${name} waits on this device; it is sent to the office once ${name} signs in again.`}
          other={`Your session has ended. # unsent items of ${name} wait on this device; they are sent to the office once ${name} signs in again.`}
        />
      </PlainAlert>
    </div>
  );
}
