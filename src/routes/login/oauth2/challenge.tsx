import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { SignedOutFrame } from "@/features/auth/components/signed-out-layout";
import { SignInScreen, type SignInSearch } from "@/features/auth/components/sign-in-screen";
import { contentQueries } from "@/lib/content";
import { compact, optionalString } from "../../-search";

export const Route = createFileRoute("/login/oauth2/challenge")({
  validateSearch: (search: Record<string, unknown>): SignInSearch =>
    compact({
      login_challenge: optionalString(search.login_challenge),
      error: optionalString(search.error),
      errorMessageKey: optionalString(search.errorMessageKey),
      username: optionalString(search.username),
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(contentQueries.globals()),
  component: SignInRoute,
});

function SignInRoute() {
  const globals = Route.useLoaderData();
  const search = Route.useSearch();
  const { i18n } = useLingui();
  return (
    <SignedOutFrame languages={globals.supportedLanguages} language={i18n.locale}>
      <SignInScreen globals={globals} search={search} />
    </SignedOutFrame>
  );
}
