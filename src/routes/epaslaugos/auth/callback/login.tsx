import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { GatewayCallbackScreen } from "@/features/auth/components/gateway-callback-screen";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { compact, optionalString } from "../../../-search";
import { loadSignedOutPage } from "../../../-signed-out";

/** Gateway return route: `?login_challenge=<c>&ticket=<t>` (DECISIONS flow 4). */
export const Route = createFileRoute("/epaslaugos/auth/callback/login")({
  validateSearch: (search: Record<string, unknown>) =>
    compact({ ticket: optionalString(search.ticket), login_challenge: optionalString(search.login_challenge) }),
  loader: loadSignedOutPage,
  component: GatewayCallbackRoute,
});

function GatewayCallbackRoute() {
  const globals = Route.useLoaderData();
  const { ticket, login_challenge } = Route.useSearch();
  const { i18n } = useLingui();
  return (
    <SignedOutLayout languages={globals.supportedLanguages} language={i18n.locale}>
      <GatewayCallbackScreen ticket={ticket} challenge={login_challenge} />
    </SignedOutLayout>
  );
}
