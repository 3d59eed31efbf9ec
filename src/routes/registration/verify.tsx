import { createFileRoute, redirect } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { VerifyAccountScreen } from "@/features/registration/components/verify-account-screen";
import { readPendingCredentials } from "@/lib/session/pending-credentials";
import { loadSignedOutPage } from "../-signed-out";

/** Verify by the mailed code; needs the pending credentials, else /login (spec 1 §2). */
export const Route = createFileRoute("/registration/verify")({
  beforeLoad: () => {
    if (!readPendingCredentials()) throw redirect({ href: "/login", replace: true });
  },
  loader: loadSignedOutPage,
  component: VerifyRoute,
});

function VerifyRoute() {
  const globals = Route.useLoaderData();
  const { i18n } = useLingui();
  return (
    <SignedOutLayout languages={globals.supportedLanguages} language={i18n.locale}>
      <VerifyAccountScreen mode={{ kind: "code" }} applicationName={globals.application.name} />
    </SignedOutLayout>
  );
}
