import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { draftsQueries } from "@/features/drafts/api/drafts-queries";
import { MyDraftsScreen } from "@/features/drafts/components/my-drafts-screen";
import { activeDraftTab, draftsRequest, draftTabsFor, validateDraftsSearch, type DraftsSearch } from "@/features/drafts/search";
import { loadScreenData } from "@/lib/query/screen-data";
import { requireAnyRole } from "../-session-guard";

/** /my-drafts: trademark or design role; tab, sort and page live in the search params. */
export const Route = createFileRoute("/_authenticated/my-drafts")({
  validateSearch: (raw: Record<string, unknown>): DraftsSearch => validateDraftsSearch(raw),
  beforeLoad: ({ context }) => requireAnyRole(context.user, ["ROLE_TRADEMARKS", "ROLE_DESIGNS"]),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadScreenData(context.queryClient, [draftsQueries.list(activeDraftTab(deps, draftTabsFor(context.user)), draftsRequest(deps, context.user))]),
  component: MyDraftsRoute,
});

function MyDraftsRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <MyDraftsScreen user={user} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
