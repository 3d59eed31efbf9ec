import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { correspondenceQueries } from "@/features/correspondence/api/correspondence-queries";
import { InboxScreen } from "@/features/correspondence/components/inbox/inbox-screen";
import { effectiveSearch, validateInboxSearch, type InboxSearch } from "@/features/correspondence/list-params";
import { contentQueries } from "@/lib/content";
import { loadScreenData } from "@/lib/query/screen-data";
import { CORRESPONDENCE_ROLES } from "@/lib/session";
import { requireAnyRole } from "../../-session-guard";

/**
 * /correspondence: either correspondence role, else /. The whole view (page, size, sort,
 * search, filters) is in the search params. A search text passed in the navigation state
 * ("view correspondence" of my applications) becomes the URL's search.
 */
export const Route = createFileRoute("/_authenticated/correspondence/")({
  validateSearch: (raw: Record<string, unknown>): InboxSearch => validateInboxSearch(raw),
  beforeLoad: ({ context, location }) => {
    requireAnyRole(context.user, [...CORRESPONDENCE_ROLES]);
    const preset = effectiveSearch(location.state.correspondenceSearch);
    if (preset) throw redirect({ to: "/correspondence", search: { search: preset }, replace: true });
  },
  // The first page needs the session cookie, not the user: asked for beside a start-up's session
  // check (src/routes/-session-guard.ts).
  staticData: {
    // The "Needs a reply" tab's count too: asked for beside the page, never after it.
    startEarly: (queryClient, search) => {
      void queryClient.prefetchQuery(correspondenceQueries.list(search as InboxSearch));
      void queryClient.prefetchQuery(correspondenceQueries.needsReply());
    },
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      loadScreenData(context.queryClient, [correspondenceQueries.list(deps), contentQueries.filters()]),
      // "Needs a reply", mine (decision 85): the office's narrowed answer, beside the page.
      deps.view === "needs-reply" && deps.assignee === "ME"
        ? loadScreenData(context.queryClient, [correspondenceQueries.needsReplyMine()]).catch(() => undefined)
        : undefined,
    ]),
  component: InboxRoute,
});

function InboxRoute() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = useCallback(
    (next: InboxSearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace }),
    [navigate],
  );
  return <InboxScreen user={user} search={search} onSearchChange={onSearchChange} />;
}
