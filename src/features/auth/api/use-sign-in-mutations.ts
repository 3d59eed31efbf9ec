/**
 * Sign-in mutations (DECISIONS "Sign-in, logout and gateway flows"):
 * password sign-in with the login challenge, and the start of a gateway sign-in, which
 * asks the server for a ticket and auto-posts it to the gateway.
 */
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import { postForm } from "@/lib/navigation/post-form";
import { gatewayInitLogin, ssoLogin, ticketLogin } from "@/lib/session";

export function useSsoLoginMutation() {
  return useMutation({
    mutationFn: (input: { username: string; password: string; challenge: string }) => ssoLogin(input),
    onSuccess: (response) => window.location.assign(response.redirect),
  });
}

export function gatewayCallbackUrl(origin: string, challenge: string): string {
  const query = new URLSearchParams({ login_challenge: challenge });
  return `${origin}/epaslaugos/auth/callback/login?${query.toString()}`;
}

export function useGatewayLoginMutation() {
  return useMutation({
    mutationFn: async (challenge: string) => {
      const ticket = await gatewayInitLogin(gatewayCallbackUrl(window.location.origin, challenge), challenge);
      if (!ticket.ticket || !ticket.authenticationUrl) {
        throw new ApiError({ status: 503, code: 503, description: "service.unavailable", kind: "http" });
      }
      postForm(ticket.authenticationUrl, { ticket: ticket.ticket });
    },
  });
}

export function useTicketLoginMutation() {
  return useMutation({
    mutationFn: (input: { ticket: string; challenge: string }) => ticketLogin(input),
    onSuccess: (response) => window.location.assign(response.redirect),
  });
}
