/**
 * "Needs a reply" narrowed to "mine" (decision 85): the URL's `assignee=ME` beside
 * `view=needs-reply` asks the office for the letters assigned to the user
 * (`correspondenceQueries.needsReplyMine`, the device's copy offline), and the queued
 * assignments of this device count at once: a letter queued to someone else leaves, one of
 * the open letters queued to the user joins.
 */
import { Link as ChakraLink } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { SessionUser } from "@/lib/api";
import { usePendingShared, type PendingShared } from "../../api/shared-inbox";
import type { CorrespondenceMessage } from "../../api/schemas";
import type { InboxSearch } from "../../list-params";
import { replyRefusal } from "../../rules";

type Letter = CorrespondenceMessage;

/** "Mine": the office's answer to `assignee=ME` with this device's queued assignments; `open` is every open letter. Pure. */
export function mineLetters(office: readonly Letter[], open: readonly Letter[], pending: PendingShared, userId: number): Letter[] {
  const mine = (letter: Letter) => {
    const queued = pending.letters.get(letter.id)?.assigneeUserId;
    return (queued !== undefined ? queued : (letter.assigneeUserId ?? null)) === userId;
  };
  const kept = office.filter(mine);
  const known = new Set(office.map((letter) => letter.id));
  return [...kept, ...open.filter((letter) => !known.has(letter.id) && pending.letters.get(letter.id)?.assigneeUserId === userId)];
}

/** Undefined when "mine" is off; else the letters to show from the office's narrowed answer and every open letter. */
export function useMineLetters(user: SessionUser, on: boolean): ((office: readonly Letter[], open: readonly Letter[]) => Letter[]) | undefined {
  const { pending } = usePendingShared(on && replyRefusal(user) === null);
  if (!on) return undefined;
  return (office, open) => mineLetters(office, open, pending, user.userId);
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
