import { useEffect, useState } from "react";

/**
 * Mounting a dialog only once it is wanted. A dialog that has never opened renders nothing (no
 * state machine, no portal): screens carry several dialogs that most visits never open, and
 * building them closed was part of every screen's first render (blocking time of a
 * cold start). Once wanted it stays mounted, so closing still animates and restores the focus.
 *
 * The first time `open` turns true the dialog is mounted closed and opened in the next render,
 * as when it was always mounted: mounted already open, a dialog opened while another one closes
 * took the closing one's focus return for an interaction outside itself and closed at once.
 * Returns whether to render the dialog, and the `open` to give it.
 */
export function useOpenedOnce(open: boolean): { mounted: boolean; open: boolean } {
  const [mounted, setMounted] = useState(open);
  useEffect(() => {
    if (!open || mounted) return;
    // After the commit that mounted it closed (its effects have run): now it may open.
    let cancelled = false;
    queueMicrotask(() => !cancelled && setMounted(true));
    return () => {
      cancelled = true;
    };
  }, [open, mounted]);
  return { mounted: mounted || open, open: mounted && open };
}
