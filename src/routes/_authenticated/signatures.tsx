import { createFileRoute } from "@tanstack/react-router";
import { signaturesQueries } from "@/features/signatures/api/signatures-queries";
import { SignaturesScreen } from "@/features/signatures/components/signatures-screen";
import { loadScreenData } from "@/lib/query/screen-data";
import { requireAnyRole } from "../-session-guard";

/** /signatures: trademark or design role (spec 2 §2); the menu hides it from CHILD users. */
export const Route = createFileRoute("/_authenticated/signatures")({
  beforeLoad: ({ context }) => requireAnyRole(context.user, ["ROLE_TRADEMARKS", "ROLE_DESIGNS"]),
  loader: ({ context }) => loadScreenData(context.queryClient, [signaturesQueries.list()]),
  component: SignaturesRoute,
});

function SignaturesRoute() {
  const { user } = Route.useRouteContext();
  // The signing service returns the browser to /signatures: open it in this window.
  return <SignaturesScreen user={user} openUrl={(url) => window.location.assign(url)} />;
}
