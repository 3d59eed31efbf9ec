/**
 * When the connection may be back: the `online` event (deliver at once, backoff ignored) and
 * the window's `focus` (a drain within the backoff). The page passes its window; the worker
 * has none (the browser's Background Sync wakes it instead).
 */
export type ConnectivityEvents = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/** Calls `online` and `focus` on those events; answers how to stop listening. */
export function watchConnectivity(events: ConnectivityEvents | undefined, on: { online: () => void; focus: () => void }): () => void {
  const onOnline = () => on.online();
  const onFocus = () => on.focus();
  events?.addEventListener("online", onOnline);
  events?.addEventListener("focus", onFocus);
  return () => {
    events?.removeEventListener("online", onOnline);
    events?.removeEventListener("focus", onFocus);
  };
}
