/**
 * Registration calls (spec 1 §7; DECISIONS flow 5 and decisions 16-22): the gateway identity of
 * the new-account callback, the credentials check, account creation, verification and resend.
 */
import { apiRequest, type LoginResponse } from "@/lib/api";
import { login } from "@/lib/session";
import {
  CredentialsValidationResultSchema,
  GatewayCallbackDataSchema,
  RegistrationCreatedSchema,
  VerificationResultSchema,
  type GatewayCallbackData,
  type RegistrationCreated,
} from "@/lib/api/contract";

export type { GatewayCallbackData };

export type PersonType = "Applicant" | "Representative";
export type AccountType = "INDIVIDUAL" | "COMPANY";

export interface RegistrationPayload {
  email: string;
  password: string;
  userName: string;
  personType: PersonType;
  language: string;
  accountType: AccountType;
}

/** `GET /epaslaugos/auth/callback/new-account/{ticket}`: the server keeps the identity for creation. */
export function fetchGatewayIdentity(ticket: string): Promise<GatewayCallbackData> {
  return apiRequest({
    path: `/epaslaugos/auth/callback/new-account/${encodeURIComponent(ticket)}`,
    schema: GatewayCallbackDataSchema,
    redirectOn401: false,
  });
}

/** `POST /user/registration/validation`: the fields present are checked; answers the user name to use. */
export function validateCredentials(input: { userName?: string; email?: string; password?: string }): Promise<string> {
  return apiRequest({ method: "POST", path: "/user/registration/validation", json: input, schema: CredentialsValidationResultSchema }).then(
    (answer) => answer.userName,
  );
}

export function createAccount(payload: RegistrationPayload): Promise<RegistrationCreated> {
  return apiRequest({ method: "POST", path: "/user/registration/creation", json: payload, schema: RegistrationCreatedSchema });
}

/** `POST /user/registration/confirmation`: a code or link token; children send their new password. */
export function confirmRegistration(input: { token: string; password?: string }): Promise<string> {
  return apiRequest({ method: "POST", path: "/user/registration/confirmation", json: input, schema: VerificationResultSchema }).then(
    (answer) => answer.userName,
  );
}

/** `POST /user/registration/resend-token` with the user name and/or the token (204 either way). */
export function resendRegistrationToken(input: { userName?: string; token?: string }): Promise<void> {
  return apiRequest({ method: "POST", path: "/user/registration/resend-token", json: input, schema: "void" });
}

/** Automatic sign-in after verification (`POST /auth/login`). */
export function signInAfterVerification(username: string, password: string, applicationName: string): Promise<LoginResponse> {
  return login({ username, password, applicationName });
}
