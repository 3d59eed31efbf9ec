/**
 * When an open draft asks the outbox for the office save (./use-draft-session.ts `save`):
 * every `autosaveMs` while open, and when the page is left or hidden or the panel goes away
 * (another message, another screen), so that what was typed is on the device and on its way.
 */
import { useEffect } from "react";

export function useDraftSaves(active: boolean, autosaveMs: number, save: () => Promise<boolean>): void {
  useEffect(() => {
    if (!active) return;
    // At most one save a second, whatever the office's setting says.
    const interval = setInterval(() => void save(), Math.max(1000, autosaveMs));
    return () => clearInterval(interval);
  }, [active, autosaveMs, save]);

  useEffect(() => {
    if (!active) return;
    const flush = () => void save();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      // The panel goes away: keep what was typed.
      flush();
    };
  }, [active, save]);
}
