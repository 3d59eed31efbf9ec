import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { ResetPasswordScreen } from "@/features/password-reset/components/reset-password-screen";
import { loadSignedOutPage } from "../../-signed-out";

/** The mailed reset link: the token is checked on entry; no sidebar (signed-out frame). */
export const Route = createFileRoute("/reset/token/$token")({
  loader: loadSignedOutPage,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const globals = Route.useLoaderData();
  const { token } = Route.useParams();
  const { i18n } = useLingui();
  return (
    <SignedOutLayout languages={globals.supportedLanguages} language={i18n.locale}>
      <ResetPasswordScreen token={token} />
    </SignedOutLayout>
  );
}
