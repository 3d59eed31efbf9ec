import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { ForgottenLoginScreen } from "@/features/password-reset/components/forgotten-login-screen";
import { loadSignedOutPage } from "./-signed-out";

/** Request a password reset (spec 1 §2). */
export const Route = createFileRoute("/forgotten-login")({
  loader: loadSignedOutPage,
  component: ForgottenLoginRoute,
});

function ForgottenLoginRoute() {
  const globals = Route.useLoaderData();
  const { i18n } = useLingui();
  return (
    <SignedOutLayout languages={globals.supportedLanguages} language={i18n.locale}>
      <ForgottenLoginScreen />
    </SignedOutLayout>
  );
}
