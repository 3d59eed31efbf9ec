import { createFileRoute, getRouteApi, Navigate, redirect } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { EditChildScreen } from "@/features/child-accounts/components/child-account-screens";
import { selectedChildAtom } from "@/features/child-accounts/state";
import { isAdministrator, isReadOnly } from "@/lib/session";
import { refuseSection } from "../../-session-guard";

const layout = getRouteApi("/_authenticated");

/** /child-accounts/edit: the child selected in the list; without one, back to the list (spec 1 §2). */
export const Route = createFileRoute("/_authenticated/child-accounts/edit")({
  beforeLoad: ({ context }) => {
    if (!isAdministrator(context.user)) throw refuseSection("child-accounts");
    if (isReadOnly(context.user)) throw redirect({ to: "/my-account/$tab", params: { tab: "child-accounts" }, replace: true });
  },
  component: EditChildRoute,
});

function EditChildRoute() {
  const globals = layout.useLoaderData();
  const child = useAtomValue(selectedChildAtom);
  if (!child) return <Navigate to="/my-account/$tab" params={{ tab: "child-accounts" }} replace />;
  return <EditChildScreen key={child.email} child={child} authorities={globals.authorities} />;
}
