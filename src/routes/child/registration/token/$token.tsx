import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { VerifyAccountScreen } from "@/features/registration/components/verify-account-screen";
import { loadSignedOutPage } from "../../../-signed-out";

/** The mailed verification link of a child account: the child sets its password (spec 1 §2). */
export const Route = createFileRoute("/child/registration/token/$token")({
  loader: loadSignedOutPage,
  component: VerifyChildRoute,
});

function VerifyChildRoute() {
  const globals = Route.useLoaderData();
  const { token } = Route.useParams();
  const { i18n } = useLingui();
  const mode = useMemo(() => ({ kind: "child" as const, token }), [token]);
  return (
    <SignedOutLayout languages={globals.supportedLanguages} language={i18n.locale}>
      <VerifyAccountScreen mode={mode} applicationName={globals.application.name} />
    </SignedOutLayout>
  );
}
