import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { SignedOutLayout } from "@/features/auth/components/signed-out-layout";
import { VerifyUsernameChangeScreen } from "@/features/my-account/components/verify-username-change-screen";
import { loadSignedOutPage } from "../../-signed-out";

/** The mailed link of a username change (spec 1 §2): signed-out frame, no sidebar. */
export const Route = createFileRoute("/change-username/token/$token")({
  loader: loadSignedOutPage,
  component: VerifyUsernameChangeRoute,
});

function VerifyUsernameChangeRoute() {
  const globals = Route.useLoaderData();
  const { token } = Route.useParams();
  const { i18n } = useLingui();
  return (
    <SignedOutLayout languages={globals.supportedLanguages} language={i18n.locale}>
      <VerifyUsernameChangeScreen token={token} />
    </SignedOutLayout>
  );
}
