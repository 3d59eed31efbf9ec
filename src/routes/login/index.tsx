import { createFileRoute, redirect } from "@tanstack/react-router";

/** `/login` only forwards to the challenge page, keeping a login_challenge if given. */
export const Route = createFileRoute("/login/")({
  validateSearch: (search: Record<string, unknown>): { login_challenge?: string } =>
    typeof search.login_challenge === "string" ? { login_challenge: search.login_challenge } : {},
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/login/oauth2/challenge", search, replace: true });
  },
});
