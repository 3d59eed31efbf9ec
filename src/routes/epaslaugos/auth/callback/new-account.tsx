import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { NewAccountCallbackScreen } from "@/features/registration/components/new-account-callback-screen";
import { compact, optionalString } from "../../../-search";
import { loadSignedOutPage } from "../../../-signed-out";

/** Gateway return during registration: `?ticket=<t>` (and `login_challenge` when there was one). */
export const Route = createFileRoute("/epaslaugos/auth/callback/new-account")({
  validateSearch: (search: Record<string, unknown>) =>
    compact({ ticket: optionalString(search.ticket), login_challenge: optionalString(search.login_challenge) }),
  loader: loadSignedOutPage,
  component: NewAccountCallbackRoute,
});

function NewAccountCallbackRoute() {
  const globals = Route.useLoaderData();
  const { ticket, login_challenge } = Route.useSearch();
  const { i18n } = useLingui();
  return (
    <SignedOutLayout languages={globals.supportedLanguages} language={i18n.locale}>
      <NewAccountCallbackScreen ticket={ticket} challenge={login_challenge} />
    </SignedOutLayout>
  );
}
