/**
 * Logout (spec 1 §4, DECISIONS "Logout" and "Impersonation"): impersonated sessions end the
 * impersonation, store a flag and close the tab; otherwise the account leaves this device
 * (src/lib/session/leave-account.ts: queued work checked, the account's device data wiped by the client).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Globals, SessionUser } from "@/lib/api";
import { endImpersonation, forgetQueries, leaveAccount } from "@/lib/session";

export const IMPERSONATION_ENDED_KEY = "ipo.impersonationEnded";

export interface LogoutInput {
  /** The user explicitly chose to lose the queued work listed by the dialog. */
  discardQueued?: boolean;
}

export function useLogoutMutation(globals: Globals, user: SessionUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ discardQueued = false }: LogoutInput = {}) => {
      if (user.impersonatedUser) {
        await endImpersonation();
        localStorage.setItem(IMPERSONATION_ENDED_KEY, "1");
        await forgetQueries(queryClient);
        window.close();
        // A tab the back office did not open by script cannot close itself.
        window.location.assign("/login");
        return;
      }
      await leaveAccount({ globals, userId: user.userId, queryClient, discardQueued });
    },
  });
}
