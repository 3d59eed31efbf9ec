/**
 * Account changes of the my-account tabs (contract `account` and `epaslaugos` operations):
 * password, username change (gateway start, callback, confirmation, cancel), card lock and
 * details update, language, person type and deactivation. Whatever changes the session user
 * refreshes it (`GET /auth/me`) and the route context.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { ApiError, apiRequest, GatewayTicketSchema, type Globals, type PersonType } from "@/lib/api";
import { postForm } from "@/lib/navigation/post-form";
import { leaveAccount, refreshSessionUser, sessionQueryKeys } from "@/lib/session";
import type { DetailsUpdate } from "../profile-rules";
import { accountQueryKeys } from "./account-queries";
import { DeactivationCheckSchema, UsernameChangePendingSchema, VerificationResultSchema } from "./schemas";

export const USERNAME_CHANGE_CALLBACK_PATH = "/epaslaugos/auth/callback/username-change";

/** Refetches the session user and re-runs the route guards, which hand it to the screens. */
export function useRefreshSessionUser() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async () => {
    await refreshSessionUser(queryClient);
    await router.invalidate();
  };
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: { oldPassword: string; newPassword: string }) =>
      apiRequest({ method: "PUT", path: "/account/password", json: input, schema: "void" }),
  });
}

/** Starts the gateway authentication of a new user name; the page leaves for the gateway. */
export function useStartUsernameChangeMutation() {
  return useMutation({
    mutationFn: async (newUsername: string) => {
      const ticket = await apiRequest({
        method: "POST",
        path: "/epaslaugos/auth/username-change",
        json: { callbackUrl: `${window.location.origin}${USERNAME_CHANGE_CALLBACK_PATH}`, newUsername },
        schema: GatewayTicketSchema,
      });
      if (!ticket.ticket || !ticket.authenticationUrl) {
        throw new ApiError({ status: 503, code: 503, description: "service.unavailable", kind: "http" });
      }
      postForm(ticket.authenticationUrl, { ticket: ticket.ticket });
    },
  });
}

/** Redeems the gateway ticket of a username change (decision 24). */
export function useUsernameChangeCallbackMutation() {
  const refresh = useRefreshSessionUser();
  return useMutation({
    mutationFn: (ticket: string) =>
      apiRequest({
        path: `/epaslaugos/auth/callback/username-change/${encodeURIComponent(ticket)}`,
        schema: UsernameChangePendingSchema,
      }),
    onSuccess: refresh,
  });
}

export function useCancelUsernameChangeMutation() {
  const refresh = useRefreshSessionUser();
  return useMutation({
    mutationFn: () => apiRequest({ method: "DELETE", path: "/account/username", schema: "void" }),
    onSuccess: refresh,
  });
}

/** The mailed link of a username change; signed out (the change ends every session). */
export function useConfirmUsernameChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest({
        method: "POST",
        path: "/user/change-username/confirmation",
        json: { token },
        schema: VerificationResultSchema,
        redirectOn401: false,
      }),
    // The server ended the user's sessions: forget the cached user.
    onSuccess: () => queryClient.setQueryData(sessionQueryKeys.me(), null),
  });
}

/** Lock of the main account's details before a profile card is edited (decision 30). */
export function useLockDetailsMutation() {
  return useMutation({
    mutationFn: () => apiRequest({ method: "POST", path: "/account/lock", json: { fromCard: true }, schema: "void" }),
  });
}

export function useUpdateDetailsMutation(userName: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSessionUser();
  return useMutation({
    mutationFn: (update: DetailsUpdate) => apiRequest({ method: "PUT", path: "/account/details", json: update, schema: "void" }),
    onSuccess: async () => {
      // Spec 1 §4: the details are fetched again; the profile-complete flag of the session user
      // may have changed too (refreshed in the background).
      void refresh();
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.details(userName) });
    },
  });
}

export function useUpdateLanguageMutation() {
  const refresh = useRefreshSessionUser();
  return useMutation({
    mutationFn: (language: string) => apiRequest({ method: "PUT", path: "/account/language", json: { language }, schema: "void" }),
    onSuccess: refresh,
  });
}

export function useUpdatePersonTypeMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshSessionUser();
  return useMutation({
    mutationFn: (personType: PersonType) =>
      apiRequest({ method: "PUT", path: "/account/personType", json: { personType }, schema: "void" }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.all });
      await refresh();
    },
  });
}

export function useCheckDeactivationMutation() {
  return useMutation({
    mutationFn: () => apiRequest({ method: "POST", path: "/account/deactivation", schema: DeactivationCheckSchema }),
  });
}

export function useConfirmDeactivationMutation() {
  return useMutation({
    mutationFn: () => apiRequest({ method: "POST", path: "/account/deactivation/confirmation", schema: "void" }),
  });
}

/** Sends the username-change link again (answers 204 even when nothing is pending, decision 22). */
export function useResendUsernameChangeMutation() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest({ method: "POST", path: "/user/change-username/resend-token", json: { token }, schema: "void", redirectOn401: false }),
  });
}

/**
 * Logout after the account was deactivated (spec 1 §4): its queued work can never be sent, so
 * it is discarded with the rest of the account's data on this device (leaveAccount).
 */
export function useLogoutDeactivatedMutation(globals: Globals, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => leaveAccount({ globals, userId, queryClient, discardQueued: true }) });
}
