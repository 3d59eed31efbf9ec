/**
 * Shows the head of the notification queue in a polite live region; it closes on
 * timeout or click, then the next one appears. Plain HTML and CSS (no Chakra): it is
 * mounted on every page, the sign-in page included.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { useTranslateKey } from "@/lib/i18n";
import { dismissNotificationAtom, notificationQueueAtom } from "./notification-state";
import "./notification-host.css";

export function NotificationHost() {
  const queue = useAtomValue(notificationQueueAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);
  const tk = useTranslateKey();
  const current = queue[0];

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dismiss(current.key), current.duration);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  // The live region stays mounted so screen readers announce each new item.
  return (
    <div className="ipo-notifications" role="status" aria-live="polite">
      {current ? (
        <button
          type="button"
          key={current.key}
          className="ipo-notification"
          data-testid="notification"
          data-type={current.type}
          onClick={() => dismiss(current.key)}
        >
          {tk(current.message)}
        </button>
      ) : null}
    </div>
  );
}
