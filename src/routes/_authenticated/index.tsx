import { createFileRoute } from "@tanstack/react-router";
import { correspondenceQueries } from "@/features/correspondence/api/correspondence-queries";
import { RepliesDueCard } from "@/features/correspondence/components/deadlines/replies-due-card";
import { dashboardQueries } from "@/features/dashboard/api/dashboard-queries";
import { DashboardScreen } from "@/features/dashboard/components/dashboard-screen";
import { loadScreenData } from "@/lib/query/screen-data";
import { hasCorrespondenceRole, mainUserId } from "@/lib/session";

/**
 * The dashboard: the first page of recent applications, from the device when it holds a copy.
 * The "Replies due" card's letters load beside them, so the card does not grow over the page
 * once it has rendered (layout shift); without them the card shows its own loading state.
 */
export const Route = createFileRoute("/_authenticated/")({
  loader: async ({ context }) => {
    const repliesDue = hasCorrespondenceRole(context.user)
      ? loadScreenData(context.queryClient, [correspondenceQueries.needsReply()]).catch(() => undefined)
      : null;
    await Promise.all([loadScreenData(context.queryClient, [dashboardQueries.recent(mainUserId(context.user), 0)]), repliesDue]);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  return <DashboardScreen user={user} deadlines={hasCorrespondenceRole(user) ? <RepliesDueCard /> : null} />;
}
