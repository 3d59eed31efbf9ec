/**
 * Heartbeat of an impersonated (read-only) session (spec 1 §4): closing the tab while
 * impersonating also ends the session. The server ends an impersonated session 2 minutes after
 * its last request; while a page of it is open, this hook asks `GET /auth/me` (the session
 * query) every 30 seconds and again when the page becomes visible. Browsers slow timers of
 * hidden tabs to about once a minute, which still fits; a reload stops the beat for a moment
 * only. A 401 answer makes the session query null, which the shell already treats as the end.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionQueryKeys } from "./session-queries";

export const HEARTBEAT_INTERVAL_MS = 30 * 1000;

export function useImpersonationHeartbeat(impersonated: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!impersonated) return;
    const beat = () => void queryClient.refetchQueries({ queryKey: sessionQueryKeys.me(), exact: true });
    const timer = window.setInterval(beat, HEARTBEAT_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") beat();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [impersonated, queryClient]);
}
