import { createFileRoute } from "@tanstack/react-router";
import { RepliesDueCard } from "@/features/correspondence/components/deadlines/replies-due-card";
import { dashboardQueries } from "@/features/dashboard/api/dashboard-queries";
import { DashboardScreen } from "@/features/dashboard/components/dashboard-screen";
import { hasCorrespondenceRole, mainUserId } from "@/lib/session";

/** The dashboard: starts loading the first page of recent applications (not awaited). */
export const Route = createFileRoute("/_authenticated/")({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(dashboardQueries.recent(mainUserId(context.user), 0));
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  return <DashboardScreen user={user} deadlines={hasCorrespondenceRole(user) ? <RepliesDueCard /> : null} />;
}
