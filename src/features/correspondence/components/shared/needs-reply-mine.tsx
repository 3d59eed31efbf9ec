/**
 * "Needs a reply" narrowed to "mine" (decision 85): the URL's `assignee=ME` beside
 * `view=needs-reply` keeps only the letters assigned to the user, the queued assignments of
 * this device included, so the narrowed view works offline like the whole one.
 */
import { Link as ChakraLink } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { SessionUser } from "@/lib/api";
import { usePendingShared } from "../../api/shared-inbox";
import type { CorrespondenceMessage } from "../../api/schemas";
import type { InboxSearch } from "../../list-params";
import { replyRefusal } from "../../rules";

export function useMineFilter(user: SessionUser, on: boolean): ((message: CorrespondenceMessage) => boolean) | undefined {
  const { pending } = usePendingShared(on && replyRefusal(user) === null);
  if (!on) return undefined;
  return (message) => {
    const queued = pending.letters.get(message.id)?.assigneeUserId;
    return (queued !== undefined ? queued : (message.assigneeUserId ?? null)) === user.userId;
  };
}

export function MineToggle({ search }: { search: InboxSearch }) {
  const { t } = useLingui();
  const mine = search.assignee === "ME";
  return (
    <ChakraLink asChild colorPalette="brand" alignSelf="start" minH="11" display="inline-flex" alignItems="center">
      <Link to="/correspondence" search={mine ? { view: "needs-reply" } : { view: "needs-reply", assignee: "ME" }} data-testid="mine-toggle">
        {mine ? t`Show the letters of everyone` : t`Show only the letters assigned to me`}
      </Link>
    </ChakraLink>
  );
}
