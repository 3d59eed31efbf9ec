/**
 * Forgotten password (spec 1 §7, decision 22): request a reset link, check its token on entry,
 * set the new password.
 */
import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { TokenValidationResultSchema } from "@/lib/api/contract";

/** `POST /user/password/reset`: 204 whether or not an account uses the e-mail. */
export function requestPasswordReset(email: string): Promise<void> {
  return apiRequest({ method: "POST", path: "/user/password/reset", json: { email }, schema: "void" });
}

/** `POST /user/password/validate-token`: 200 `{valid: true}` or 400 password.reset.link.not.valid. */
export function validateResetToken(token: string): Promise<boolean> {
  return apiRequest({ method: "POST", path: "/user/password/validate-token", json: { token }, schema: TokenValidationResultSchema }).then(
    (answer) => answer.valid,
  );
}

export function confirmPasswordReset(input: { token: string; password: string }): Promise<void> {
  return apiRequest({ method: "POST", path: "/user/password/confirmation", json: input, schema: "void" });
}

export const passwordResetQueries = {
  /** The link's token, checked once on entry (never cached: a used token must be asked again). */
  token: (token: string) =>
    queryOptions({
      queryKey: ["password-reset", "token", token],
      queryFn: () => validateResetToken(token),
      // A refused token is an answer, not a failure to retry.
      retry: false,
      gcTime: 0,
      staleTime: 0,
    }),
};

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordResetMutation() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
