/**
 * Logout (spec 1 §4, DECISIONS "Logout" and "Impersonation"):
 * - impersonated sessions end the impersonation, store a flag and close the tab;
 * - otherwise fetch a logout challenge and, on a shared device, first make sure nothing of the
 *   account stays behind: queued outbox work is discarded when the user chose so (the dialog
 *   has offered to send it), the account's data is wiped (src/lib/db/wipe.ts: IndexedDB,
 *   outbox entries, persisted queries, runtime caches), then `POST /auth/logout`, with
 *   `outboxEmpty=true` when nothing is queued for any account (the server then adds
 *   `Clear-Site-Data`). The redirect is stored, every cached query cleared, and the app
 *   navigates there with a full page load (so no state of this user survives in memory).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogoutResponseSchema, apiRequest, type Globals, type SessionUser } from "@/lib/api";
import { endImpersonation, fetchLogoutChallenge } from "@/lib/session";

export const LOGOUT_REDIRECT_KEY = "ipo.logoutRedirect";
export const IMPERSONATION_ENDED_KEY = "ipo.impersonationEnded";
/** Kept across the site-data clearing: the user's language is no account data. */
const LANGUAGE_KEY = "ipo.language";

export interface LogoutInput {
  /** The user explicitly chose to lose the queued work listed by the dialog. */
  discardQueued?: boolean;
}

export function useLogoutMutation(globals: Globals, user: SessionUser) {
  const queryClient = useQueryClient();
  const forgetEverything = async () => {
    queryClient.clear();
    const { clearPersistedQueries } = await import("@/lib/query/persister");
    clearPersistedQueries();
  };
  return useMutation({
    mutationFn: async ({ discardQueued = false }: LogoutInput = {}) => {
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
      const [{ discardQueuedWork, outboxIsEmpty, queuedWork }, { wipeAccountData }] = await Promise.all([import("@/lib/outbox"), import("@/lib/db/wipe")]);
      if (discardQueued) await discardQueuedWork(user.userId);
      // Never lose queued work silently: the dialog lists it and asks first.
      else if ((await queuedWork(user.userId)).length > 0) throw new Error("outbox.not.empty");
      await wipeAccountData(user.userId);
      const outboxEmpty = await outboxIsEmpty().catch(() => false);
      const language = localStorage.getItem(LANGUAGE_KEY);
      const { redirect } = await apiRequest({
        method: "POST",
        path: "/auth/logout",
        query: { outboxEmpty: outboxEmpty ? "true" : undefined },
        json: { challenge },
        schema: LogoutResponseSchema,
      });
      if (language) localStorage.setItem(LANGUAGE_KEY, language);
      sessionStorage.setItem(LOGOUT_REDIRECT_KEY, redirect);
      await forgetEverything();
      window.location.assign(redirect);
    },
  });
}
