/**
 * Logout (spec 1 §4, DECISIONS "Logout" and "Impersonation"):
 * - impersonated sessions end the impersonation, store a flag and close the tab;
 * - otherwise fetch a logout challenge, POST /auth/logout, store the redirect, clear
 *   every cached query (memory and persisted) and navigate there with a full page load
 *   (so no state of this user survives in memory).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Globals, SessionUser } from "@/lib/api";
import { endImpersonation, fetchLogoutChallenge, logout } from "@/lib/session";

export const LOGOUT_REDIRECT_KEY = "ipo.logoutRedirect";
export const IMPERSONATION_ENDED_KEY = "ipo.impersonationEnded";

export function useLogoutMutation(globals: Globals, user: SessionUser) {
  const queryClient = useQueryClient();
  const forgetEverything = async () => {
    queryClient.clear();
    const { clearPersistedQueries } = await import("@/lib/query/persister");
    clearPersistedQueries();
  };
  return useMutation({
    mutationFn: async () => {
      if (user.impersonatedUser) {
        await endImpersonation();
        localStorage.setItem(IMPERSONATION_ENDED_KEY, "1");
        await forgetEverything();
        window.close();
        // A tab the back office did not open by script cannot close itself.
        window.location.assign("/login");
        return;
      }
      const { challenge } = await fetchLogoutChallenge(globals);
      const { redirect } = await logout(challenge);
      sessionStorage.setItem(LOGOUT_REDIRECT_KEY, redirect);
      await forgetEverything();
      window.location.assign(redirect);
    },
  });
}
