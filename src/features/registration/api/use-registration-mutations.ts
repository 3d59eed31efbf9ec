/**
 * Registration mutations: the gateway start of step ONE (ticket auto-posted to the gateway),
 * the credentials check, creation, verification with automatic sign-in, and resend.
 */
import { useMutation } from "@tanstack/react-query";
import { postForm } from "@/lib/navigation/post-form";
import { gatewayInitLogin } from "@/lib/session";
import {
  confirmRegistration,
  createAccount,
  fetchGatewayIdentity,
  resendRegistrationToken,
  signInAfterVerification,
  validateCredentials,
  type RegistrationPayload,
} from "./registration-api";

/** DECISIONS flow 5.1: the new-account callback, with `login_challenge` when there is one. */
export function newAccountCallbackUrl(origin: string, challenge: string | undefined): string {
  const base = `${origin}/epaslaugos/auth/callback/new-account`;
  return challenge ? `${base}?${new URLSearchParams({ login_challenge: challenge }).toString()}` : base;
}

export function useStartRegistrationGatewayMutation() {
  return useMutation({
    mutationFn: async (challenge: string | undefined) => {
      const ticket = await gatewayInitLogin(newAccountCallbackUrl(window.location.origin, challenge), challenge);
      postForm(ticket.authenticationUrl, { ticket: ticket.ticket });
    },
  });
}

export function useGatewayIdentityMutation() {
  return useMutation({ mutationFn: (ticket: string) => fetchGatewayIdentity(ticket) });
}

export function useValidateCredentialsMutation() {
  return useMutation({ mutationFn: validateCredentials });
}

export function useCreateAccountMutation() {
  return useMutation({ mutationFn: (payload: RegistrationPayload) => createAccount(payload) });
}

export function useConfirmRegistrationMutation() {
  return useMutation({ mutationFn: confirmRegistration });
}

export function useResendRegistrationTokenMutation() {
  return useMutation({ mutationFn: resendRegistrationToken });
}

/** Signs in with the stored credentials and follows the answer's redirect (a full page load). */
export function useSignInAfterVerificationMutation() {
  return useMutation({
    mutationFn: (input: { username: string; password: string; applicationName: string }) =>
      signInAfterVerification(input.username, input.password, input.applicationName),
    onSuccess: (response) => window.location.assign(response.redirect),
  });
}
