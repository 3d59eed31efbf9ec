import { useEffect, useState } from "react";

/**
 * Whether the page shows no open dialog, menu or list box, for something that opens by itself
 * (the expiring-messages alert) and must never cover what the user opened: a modal takes the
 * focus, and a Chakra layer closes when the focus leaves it, so an alert arriving late closed
 * the user's logout confirmation or menu under their click.
 *
 * While `watch` is true the page's overlays are observed (their `data-state`); the answer turns
 * true only once none has been open for a frame and a task, so a menu item that closes its menu
 * and opens a dialog (within microtasks) is not taken for a pause. A hidden tab runs no frames:
 * the answer waits until the user looks. Returns false while not watching.
 */
const OPEN_OVERLAY = ["dialog", "alertdialog", "menu", "listbox"].map((role) => `[role="${role}"][data-state="open"]`).join(",");

export function useOverlaysClosed(watch: boolean): boolean {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!watch) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const anyOpen = () => document.querySelector(OPEN_OVERLAY) !== null;
    const check = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (anyOpen()) {
        setClosed(false);
        return;
      }
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setClosed(!anyOpen()), 0);
      });
    };
    const observer = new MutationObserver(check);
    // Portals are children of <body>; an overlay opens or closes through its `data-state`.
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
    check();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [watch]);
  return watch && closed;
}
