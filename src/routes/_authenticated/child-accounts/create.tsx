import { createFileRoute, getRouteApi, redirect } from "@tanstack/react-router";
import { CreateChildScreen } from "@/features/child-accounts/components/child-account-screens";
import { isAdministrator, isReadOnly } from "@/lib/session";
import { refuseSection } from "../../-session-guard";

const layout = getRouteApi("/_authenticated");

/**
 * /child-accounts/create: account administrators only (else /, which says why), never in a read-only session;
 * an incomplete profile is sent to profile details first (spec 1 §6).
 */
export const Route = createFileRoute("/_authenticated/child-accounts/create")({
  beforeLoad: ({ context }) => {
    if (!isAdministrator(context.user)) throw refuseSection("child-accounts");
    if (isReadOnly(context.user)) throw redirect({ to: "/my-account/$tab", params: { tab: "child-accounts" }, replace: true });
    if (!context.user.accountProfileCompleted) {
      throw redirect({ to: "/my-account/$tab", params: { tab: "profile-details" }, replace: true });
    }
  },
  component: CreateChildRoute,
});

function CreateChildRoute() {
  const globals = layout.useLoaderData();
  return <CreateChildScreen authorities={globals.authorities} />;
}
