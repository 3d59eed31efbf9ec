/**
 * Shows the head of the notification queue in a polite live region; it closes on
 * timeout or click, then the next one appears. Plain HTML and CSS (no Chakra): it is
 * mounted on every page, the sign-in page included. It sits where it covers neither the
 * header nor a control (./toast-place.ts), measured before it paints and again when the
 * page scrolls or the window changes size.
 */
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslateKey } from "@/lib/i18n";
import { dismissNotificationAtom, notificationQueueAtom } from "./notification-state";
import { chooseToastPlace, CONTROL_SELECTOR, type Box } from "./toast-place";
import "./notification-host.css";

/** Space between the toast and the window's edges or the header (1rem). */
const MARGIN_PX = 16;

function placeOf(toast: HTMLElement): Box {
  const header = document.querySelector("header");
  const controls: Box[] = [];
  for (const element of document.querySelectorAll(CONTROL_SELECTOR)) {
    if (toast.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) controls.push({ x: rect.left, y: rect.top, width: rect.width, height: rect.height });
  }
  return chooseToastPlace({
    toast: { width: toast.offsetWidth, height: toast.offsetHeight },
    viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    headerBottom: Math.max(0, header?.getBoundingClientRect().bottom ?? 0),
    controls,
    margin: MARGIN_PX,
    rtl: document.dir === "rtl",
  });
}

export function NotificationHost() {
  const queue = useAtomValue(notificationQueueAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);
  const tk = useTranslateKey();
  const current = queue[0];
  const toastRef = useRef<HTMLButtonElement>(null);
  const [place, setPlace] = useState<Box | null>(null);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dismiss(current.key), current.duration);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  // Placed before the first paint, then again after a scroll or resize (once per frame).
  useLayoutEffect(() => {
    const toast = toastRef.current;
    if (!current || !toast) return;
    setPlace(placeOf(toast));
    let frame = 0;
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPlace(placeOf(toast)));
    };
    window.addEventListener("scroll", again, { passive: true, capture: true });
    window.addEventListener("resize", again);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", again, { capture: true });
      window.removeEventListener("resize", again);
    };
  }, [current]);

  // The live region stays mounted so screen readers announce each new item.
  return (
    <div className="ipo-notifications" role="status" aria-live="polite">
      {current ? (
        <button
          type="button"
          key={current.key}
          ref={toastRef}
          className="ipo-notification"
          style={place ? { top: place.y, left: place.x } : { visibility: "hidden" }}
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
