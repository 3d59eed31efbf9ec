/**
 * Writes `document.title` for every route: the route's translated title (or the
 * screen's own, see ./use-document-title.ts) · "IP Office user area", with the number of new
 * letters first, "(3) …", like a mail client. The count is the polled one of the menu badge,
 * read from the query cache only (this component never asks the office itself).
 */
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { countQueryKeys } from "@/lib/counts/new-correspondence";
import { composeTitle, routeTitle } from "./route-titles";
import { useTitleOverride } from "./use-document-title";

export function DocumentTitle() {
  const { t, i18n } = useLingui();
  const matches = useRouterState({ select: (state) => state.matches });
  const override = useTitleOverride();
  const newMail = useCachedNewMailCount();
  const descriptor = routeTitle(matches.map((match) => ({ routeId: match.routeId, params: match.params as Record<string, string>, search: match.search as Record<string, unknown> })));
  const title = composeTitle(override ?? (descriptor ? i18n._(descriptor) : null), t`IP Office user area`, newMail);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * The menu badge's count as the query cache holds it. Read through a cache subscription, not a
 * query observer: an observer's options (a `skipToken` query function) would replace the badge
 * query's own, and its refetches after "Mark as unread" would then fail.
 */
export function useCachedNewMailCount(): number | undefined {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = useCallback(() => client.getQueryData<number>(countQueryKeys.newCorrespondence()), [client]);
  return useSyncExternalStore(subscribe, read, read);
}
