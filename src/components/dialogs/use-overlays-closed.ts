import { useEffect, useState } from "react";

/**
 * The attribute of what opens by itself (`NativeAlertDialog`): not something the user opened, so
 * it never waits for itself.
 */
export const OPENS_BY_ITSELF = "data-opens-by-itself";

const OPEN_OVERLAY = ["dialog", "alertdialog", "menu", "listbox"]
  .map((role) => `[role="${role}"][data-state="open"]:not([${OPENS_BY_ITSELF}])`)
  .join(",");

/** Whether the page shows a dialog, menu or list box that the user opened. */
export function anyOverlayOpen(): boolean {
  return document.querySelector(OPEN_OVERLAY) !== null;
}

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
export function useOverlaysClosed(watch: boolean): boolean {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!watch) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (anyOverlayOpen()) {
        setClosed(false);
        return;
      }
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setClosed(!anyOverlayOpen()), 0);
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
