import { createFileRoute, redirect } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { UsernameChangeCallbackScreen } from "@/features/my-account/components/username-change-callback-screen";
import { compact, optionalString } from "../../../-search";
import { loadSessionUser } from "../../../-session-guard";
import { loadSignedOutPage } from "../../../-signed-out";

/** Gateway return of a username change: `?ticket=<t>` (DECISIONS flow 4); needs the session. */
export const Route = createFileRoute("/epaslaugos/auth/callback/username-change")({
  validateSearch: (search: Record<string, unknown>) => compact({ ticket: optionalString(search.ticket) }),
  beforeLoad: async ({ context }) => {
    const user = await loadSessionUser(context.queryClient);
    if (!user) throw redirect({ to: "/login", replace: true });
  },
  loader: loadSignedOutPage,
  component: UsernameChangeCallbackRoute,
});

function UsernameChangeCallbackRoute() {
  const globals = Route.useLoaderData();
  const { ticket } = Route.useSearch();
  const { i18n } = useLingui();
  return (
    <SignedOutLayout languages={globals.supportedLanguages} language={i18n.locale}>
      <UsernameChangeCallbackScreen ticket={ticket} />
    </SignedOutLayout>
  );
}
