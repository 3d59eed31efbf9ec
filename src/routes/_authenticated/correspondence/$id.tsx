import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { correspondenceQueries } from "@/features/correspondence/api/correspondence-queries";
import { ThreadScreen } from "@/features/correspondence/components/thread/thread-screen";
import { listParamsOf, parseMessageId, validateThreadSearch, type InboxSearch, type ThreadSearch } from "@/features/correspondence/list-params";
import { loadScreenData } from "@/lib/query/screen-data";
import { CORRESPONDENCE_ROLES } from "@/lib/session";
import { requireAnyRole } from "../../-session-guard";

/**
 * /correspondence/$id: a thread. Its search params carry the inbox's list parameters (for the
 * previous/next pager and for "Close and back") plus `openReply` (a reply or draft to expand)
 * and `initiateReply` (start a reply at once), the navigation state of spec 2 §2.
 */
export const Route = createFileRoute("/_authenticated/correspondence/$id")({
  validateSearch: (raw: Record<string, unknown>): ThreadSearch => validateThreadSearch(raw),
  beforeLoad: ({ context }) => requireAnyRole(context.user, [...CORRESPONDENCE_ROLES]),
  loaderDeps: ({ search }) => listParamsOf(search),
  loader: async ({ context, params, deps }) => {
    const id = parseMessageId(params.id);
    // Failures (cannot.open.correspondence) are shown by the screen, which then returns to the list.
    if (id !== null) await loadScreenData(context.queryClient, [correspondenceQueries.detail(id, deps)]);
  },
  component: ThreadRoute,
});

function ThreadRoute() {
  const { user } = Route.useRouteContext();
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const toInbox = useCallback((list: InboxSearch) => void navigate({ to: "/correspondence", search: list }), [navigate]);
  const toMessage = useCallback(
    (messageId: number, next: ThreadSearch, options?: { replace?: boolean }) =>
      void navigate({ to: "/correspondence/$id", params: { id: String(messageId) }, search: next, replace: options?.replace }),
    [navigate],
  );
  return <ThreadScreen user={user} messageId={parseMessageId(id)} search={search} onClose={toInbox} onOpenMessage={toMessage} />;
}
