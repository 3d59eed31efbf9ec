import { createFileRoute } from "@tanstack/react-router";
import { RepliesDueCard } from "@/features/correspondence/components/deadlines/replies-due-card";
import { dashboardQueries } from "@/features/dashboard/api/dashboard-queries";
import { DashboardScreen } from "@/features/dashboard/components/dashboard-screen";
import { loadScreenData } from "@/lib/query/screen-data";
import { hasCorrespondenceRole, mainUserId } from "@/lib/session";

/** The dashboard: the first page of recent applications, from the device when it holds a copy. */
export const Route = createFileRoute("/_authenticated/")({
  loader: ({ context }) => loadScreenData(context.queryClient, [dashboardQueries.recent(mainUserId(context.user), 0)]),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  return <DashboardScreen user={user} deadlines={hasCorrespondenceRole(user) ? <RepliesDueCard /> : null} />;
}
