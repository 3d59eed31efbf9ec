/**
 * Writes `document.title` for every route: the route's translated title (or the
 * screen's own, see ./use-document-title.ts) · "IP Office user area", with the number of new
 * letters first, "(3) …", like a mail client. The count is the polled one of the menu badge,
 * read from the query cache only (src/lib/counts `useCachedCount`: this component never asks
 * the office itself).
 */
import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { COUNTS } from "@/lib/counts/registry";
import { useCachedCount } from "@/lib/counts/use-count";
import { composeTitle, routeTitle } from "./route-titles";
import { useTitleOverride } from "./use-document-title";

export function DocumentTitle() {
  const { t, i18n } = useLingui();
  const matches = useRouterState({ select: (state) => state.matches });
  const override = useTitleOverride();
  const newMail = useCachedCount(COUNTS.newCorrespondence);
  const descriptor = routeTitle(matches.map((match) => ({ routeId: match.routeId, params: match.params as Record<string, string>, search: match.search as Record<string, unknown> })));
  const title = composeTitle(override ?? (descriptor ? i18n._(descriptor) : null), t`IP Office user area`, newMail);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
