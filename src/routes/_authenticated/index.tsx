import { createFileRoute } from "@tanstack/react-router";
import { correspondenceQueries } from "@/features/correspondence/api/correspondence-queries";
import { RepliesDueCard } from "@/features/correspondence/components/deadlines/replies-due-card";
import { dashboardQueries } from "@/features/dashboard/api/dashboard-queries";
import { DashboardScreen } from "@/features/dashboard/components/dashboard-screen";
import { loadScreenData } from "@/lib/query/screen-data";
import { hasCorrespondenceRole, mainUserId } from "@/lib/session";

/**
 * The dashboard: the first page of recent applications, from the device when it holds a copy.
 * The "Replies due" card's letters load beside them for at most REPLIES_DUE_WAIT_MS (a device
 * copy, a quick office); later, the card renders with its place reserved and its loading
 * state, so it does not grow over the page when they come (no layout shift).
 */
/** How long the dashboard waits for the "Replies due" card's letters before it renders without them. */
const REPLIES_DUE_WAIT_MS = 500;

export const Route = createFileRoute("/_authenticated/")({
  loader: async ({ context }) => {
    // The card's letters (the office's expiring call) are waited for only as long as a device
    // copy or a quick office takes: a slow call held the first screen after sign-in as long as
    // it took (lie-fi); later, the card renders with its place reserved.
    const repliesDue = hasCorrespondenceRole(context.user)
      ? loadScreenData(context.queryClient, [correspondenceQueries.needsReply()], REPLIES_DUE_WAIT_MS).catch(() => undefined)
      : null;
    await Promise.all([loadScreenData(context.queryClient, [dashboardQueries.recent(mainUserId(context.user), 0)]), repliesDue]);
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  return <DashboardScreen user={user} deadlines={hasCorrespondenceRole(user) ? <RepliesDueCard /> : null} />;
}
