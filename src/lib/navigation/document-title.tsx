/**
 * Writes `document.title` for every route (issue 13): the route's translated title (or the
 * screen's own, see ./use-document-title.ts) · "IP Office user area", with the number of new
 * letters first, "(3) …", like a mail client. The count is the polled one of the menu badge,
 * read from the query cache only (this component never asks the office itself).
 */
import { useLingui } from "@lingui/react/macro";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { countQueryKeys } from "@/lib/counts/new-correspondence";
import { composeTitle, routeTitle } from "./route-titles";
import { useTitleOverride } from "./use-document-title";

export function DocumentTitle() {
  const { t, i18n } = useLingui();
  const matches = useRouterState({ select: (state) => state.matches });
  const override = useTitleOverride();
  // Observes the menu badge's query; `skipToken`: never fetched from here.
  const { data: newMail } = useQuery<number>({ queryKey: countQueryKeys.newCorrespondence(), queryFn: skipToken });
  const descriptor = routeTitle(matches.map((match) => ({ routeId: match.routeId, params: match.params as Record<string, string>, search: match.search as Record<string, unknown> })));
  const title = composeTitle(override ?? (descriptor ? i18n._(descriptor) : null), t`IP Office user area`, newMail);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
