import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { NewAccountScreen } from "@/features/registration/components/new-account-screen";
import { compact, optionalString } from "./-search";
import { loadSignedOutPage } from "./-signed-out";

/** Registration wizard (spec 1 §2); `login_challenge` is carried along when present. */
export const Route = createFileRoute("/new-account")({
  validateSearch: (search: Record<string, unknown>) => compact({ login_challenge: optionalString(search.login_challenge) }),
  loader: loadSignedOutPage,
  component: NewAccountRoute,
});

function NewAccountRoute() {
  const globals = Route.useLoaderData();
  const { login_challenge } = Route.useSearch();
  const { i18n } = useLingui();
  return (
    <SignedOutLayout languages={globals.supportedLanguages} language={i18n.locale}>
      <NewAccountScreen globals={globals} challenge={login_challenge} />
    </SignedOutLayout>
  );
}
