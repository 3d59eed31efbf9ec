import { createFileRoute } from "@tanstack/react-router";
import { SharePicker } from "@/features/correspondence/components/share/share-picker";
import { CORRESPONDENCE_ROLES } from "@/lib/session";
import { requireAnyRole } from "../-session-guard";

/** /share?id=…: files shared to the installed app (Web Share Target) join a reply draft. */
export const Route = createFileRoute("/_authenticated/share")({
  validateSearch: (raw: Record<string, unknown>): { id?: string } => (typeof raw.id === "string" && raw.id.length <= 64 ? { id: raw.id } : {}),
  beforeLoad: ({ context }) => requireAnyRole(context.user, [...CORRESPONDENCE_ROLES]),
  component: ShareRoute,
});

function ShareRoute() {
  const { user } = Route.useRouteContext();
  const { id } = Route.useSearch();
  return <SharePicker user={user} shareId={id} />;
}
