import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { ensureFullSystem } from "@/app/system-state";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { NewAccountCallbackScreen } from "@/features/registration/components/new-account-callback-screen";
import { contentQueries } from "@/lib/content";
import { compact, optionalString } from "../../../-search";

/** Gateway return during registration: `?ticket=<t>` (and `login_challenge` when there was one). */
export const Route = createFileRoute("/epaslaugos/auth/callback/new-account")({
  validateSearch: (search: Record<string, unknown>) =>
    compact({ ticket: optionalString(search.ticket), login_challenge: optionalString(search.login_challenge) }),
  // The wizard that follows needs the full set of slot recipes.
  loader: async ({ context }) => (await Promise.all([context.queryClient.ensureQueryData(contentQueries.globals()), ensureFullSystem()]))[0],
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
