/**
 * Sign-in, logout and gateway calls (DECISIONS "Sign-in, logout and gateway flows").
 * Sign-in failures are expected 401s (`invalid.credentials`, ...), so those calls opt out
 * of the go-to-login handler. A new session brings a new CSRF token, which the API client
 * picks up from the same response.
 */
import {
  ApiError,
  apiRequest,
  GatewayTicketSchema,
  LoginResponseSchema,
  LogoutChallengeSchema,
  LogoutResponseSchema,
  type GatewayTicket,
  type Globals,
  type LoginResponse,
  type LogoutChallenge,
  type LogoutResponse,
} from "@/lib/api";
import { mask, nullable, object, optional } from "superstruct";

export interface SsoLoginInput {
  username: string;
  password: string;
  /** login_challenge of the page URL (required). */
  challenge: string;
}

export interface LoginInput {
  username: string;
  password: string;
  /** globals `application.name`. */
  applicationName: string;
  /** Optional here; unknown values are ignored by the server. */
  challenge?: string;
}

export interface TicketLoginInput {
  ticket: string;
  challenge: string;
}

/** Password sign-in of the login form: `POST /auth/sso/login`. */
export function ssoLogin(input: SsoLoginInput): Promise<LoginResponse> {
  return apiRequest({ method: "POST", path: "/auth/sso/login", json: input, schema: LoginResponseSchema, redirectOn401: false });
}

/** Automatic sign-in after verification: `POST /auth/login`. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest({ method: "POST", path: "/auth/login", json: input, schema: LoginResponseSchema, redirectOn401: false });
}

/** Gateway return: `POST /auth/sso/login/ticket`. */
export function ticketLogin(input: TicketLoginInput): Promise<LoginResponse> {
  return apiRequest({
    method: "POST",
    path: "/auth/sso/login/ticket",
    json: input,
    schema: LoginResponseSchema,
    redirectOn401: false,
  });
}

// The contract's ticket with both fields allowed to be missing: the client then answers
// service.unavailable, not a validation error.
const { ticket, authenticationUrl } = GatewayTicketSchema.schema;
const GatewayTicketAnswer = object({ ticket: optional(nullable(ticket)), authenticationUrl: optional(nullable(authenticationUrl)) });

/**
 * Starts a gateway authentication (`POST /epaslaugos/auth/init-login`, form-encoded).
 * Rejects with 503 `service.unavailable` when the ticket or the URL is missing.
 */
export async function gatewayInitLogin(callbackUrl: string, loginChallenge: string | null | undefined): Promise<GatewayTicket> {
  const form = new URLSearchParams({ callbackUrl, loginChallenge: loginChallenge ?? "" });
  const answer = await apiRequest({ method: "POST", path: "/epaslaugos/auth/init-login", form, schema: GatewayTicketAnswer });
  if (!answer.ticket || !answer.authenticationUrl) {
    throw new ApiError({ status: 503, code: 503, description: "service.unavailable", path: "/epaslaugos/auth/init-login" });
  }
  return mask(answer, GatewayTicketSchema);
}

/** GET globals `ipo.logoutUrl` (it already starts with /api/v1). */
export function fetchLogoutChallenge(globals: Pick<Globals, "ipo">): Promise<LogoutChallenge> {
  return apiRequest({ path: globals.ipo.logoutUrl, schema: LogoutChallengeSchema });
}

/**
 * `POST /auth/logout`: ends the session and opens a new anonymous one. The client wipes the
 * account's device data itself before (src/lib/session/leave-account.ts).
 */
export function logout(challenge: string): Promise<LogoutResponse> {
  return apiRequest({ method: "POST", path: "/auth/logout", json: { challenge }, schema: LogoutResponseSchema });
}

/** `GET /backend/logout/impersonate` (204, body not read). */
export function endImpersonation(): Promise<void> {
  return apiRequest({ path: "/backend/logout/impersonate", schema: "void" });
}
