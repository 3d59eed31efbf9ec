import { createFileRoute } from "@tanstack/react-router";
import { StorageScreen } from "@/features/correspondence/components/storage/storage-screen";
import { CORRESPONDENCE_ROLES } from "@/lib/session";
import { requireAnyRole } from "../../-session-guard";

/**
 * /correspondence/storage: the letters on this device. No loader: everything the
 * screen shows is read from the device, the office's counts come in behind it.
 */
export const Route = createFileRoute("/_authenticated/correspondence/storage")({
  beforeLoad: ({ context }) => requireAnyRole(context.user, [...CORRESPONDENCE_ROLES]),
  component: StorageRoute,
});

function StorageRoute() {
  const { user } = Route.useRouteContext();
  return <StorageScreen user={user} />;
}
