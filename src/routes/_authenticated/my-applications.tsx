import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { applicationsQueries } from "@/features/applications/api/applications-queries";
import { MyApplicationsScreen } from "@/features/applications/components/my-applications-screen";
import {
  activeTab,
  applicationsRequest,
  presetSearch,
  tabsFor,
  validateApplicationsSearch,
  type ApplicationsSearch,
} from "@/features/applications/search";
import { contentQueries } from "@/lib/content";
import { loadScreenData } from "@/lib/query/screen-data";
import { requireAnyRole } from "../-session-guard";

/**
 * /my-applications: trademark or design role; the view lives in the search params. A preset
 * in the navigation state (dashboard links) becomes the tab and search text of the URL.
 */
export const Route = createFileRoute("/_authenticated/my-applications")({
  validateSearch: (raw: Record<string, unknown>): ApplicationsSearch => validateApplicationsSearch(raw),
  beforeLoad: ({ context, location }) => {
    requireAnyRole(context.user, ["ROLE_TRADEMARKS", "ROLE_DESIGNS"]);
    const preset = location.state.applicationsPreset;
    if (preset) throw redirect({ to: "/my-applications", search: presetSearch(preset, tabsFor(context.user)), replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const tab = activeTab(deps, tabsFor(context.user));
    return loadScreenData(context.queryClient, [applicationsQueries.list(tab, applicationsRequest(deps, context.user)), contentQueries.filters()]);
  },
  component: MyApplicationsRoute,
});

function MyApplicationsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <MyApplicationsScreen user={user} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
