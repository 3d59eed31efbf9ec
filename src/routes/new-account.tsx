import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { ensureFullSystem } from "@/app/system-state";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { NewAccountScreen } from "@/features/registration/components/new-account-screen";
import { contentQueries } from "@/lib/content";
import { compact, optionalString } from "./-search";

/** Registration wizard (spec 1 §2); `login_challenge` is carried along when present. */
export const Route = createFileRoute("/new-account")({
  validateSearch: (search: Record<string, unknown>) => compact({ login_challenge: optionalString(search.login_challenge) }),
  // The wizard's radio group, checkboxes and data list need the full set of slot recipes.
  loader: async ({ context }) => (await Promise.all([context.queryClient.ensureQueryData(contentQueries.globals()), ensureFullSystem()]))[0],
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
