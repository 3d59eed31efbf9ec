/**
 * Pieces shared by the deadline views (card, "Needs a reply" and its tab, alert): a letter's
 * link to its thread, its deadline in words and colour (overdue, due today, due soon, later), and
 * the counts of the one definition of due (src/lib/deadlines/due.ts), each with its window.
 */
import { Badge, Link as ChakraLink } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useFormat } from "@/lib/format";
import type { CorrespondenceMessage } from "../../api/schemas";
import { deadlineState, type DeadlineState, type DueCounts } from "../../deadlines";

/** A link to the letter's thread; "Close and back" then returns to "Needs a reply". */
export function ThreadLink({ message, children }: { message: Pick<CorrespondenceMessage, "id">; children: ReactNode }) {
  return (
    <ChakraLink asChild colorPalette="brand" fontWeight="medium">
      <Link to="/correspondence/$id" params={{ id: String(message.id) }} search={{ view: "needs-reply" }}>
        {children}
      </Link>
    </ChakraLink>
  );
}

const PALETTE: Record<DeadlineState, string> = { overdue: "red", today: "orange", soon: "orange", later: "gray" };

/** "Overdue since 22 Nov 2026", "Due today", "Due 27 Nov 2026", in the deadline's colour. */
export function DeadlineBadge({ dueDate, today, soonDays }: { dueDate: string; today: string; soonDays: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const state = deadlineState(dueDate, today, soonDays);
  const day = format.day(dueDate);
  const text: Record<DeadlineState, string> = {
    overdue: t`Overdue since ${day}`,
    today: t`Due today`,
    soon: t`Due ${day}`,
    later: t`Due ${day}`,
  };
  return (
    <Badge colorPalette={PALETTE[state]} variant={state === "later" ? "outline" : "subtle"} data-deadline={state}>
      {text[state]}
    </Badge>
  );
}

/** The counts in words, each labelled with its window: "Overdue: 3 · Due today: 1 · Due after today, by 30 Nov 2026: 6". */
export function useDueWords(): (counts: DueCounts) => string {
  const { t } = useLingui();
  const format = useFormat();
  return (counts) => {
    const until = format.day(`${counts.until}T00:00:00`);
    const parts = [counts.overdue > 0 ? t`Overdue: ${counts.overdue}` : null, counts.today > 0 ? t`Due today: ${counts.today}` : null, t`Due after today, by ${until}: ${counts.soon}`];
    return parts.filter((part) => part !== null).join(" · ");
  };
}
