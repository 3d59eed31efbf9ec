/**
 * Deadlines: the letters that still need the user's reply, their order and how
 * urgent each is. The data source is the expiring call (decision 50: BO_INCOMING, reply
 * required, no reply yet) with a due-date range wide enough to hold every open letter, so
 * the overdue ones are included; the dashboard card, the "Needs a reply" view, the alert and
 * the calendar file all read it.
 */
import { isDue } from "@/lib/deadlines/due";
import type { CorrespondenceMessage, FilterCriteria } from "./api/schemas";
import { dayOf } from "./dates";

/** Every open letter: overdue ones of the past and those due far ahead alike; a letter marked handled (decision 85) is not open. */
export const NEEDS_REPLY_CRITERIA: FilterCriteria = {
  requiresReply: true,
  handled: false,
  dates: { date: "DUE_DATE", dateFrom: "2000-01-01T00:00:00", dateTo: "2099-12-31T23:59:59" },
};

// The one definition of "due" (overdue, today, within the window), shared with the server.
export { countDue, deadlineState, soonDaysOf, type DeadlineState, type DueCounts } from "@/lib/deadlines/due";

type Dated = Pick<CorrespondenceMessage, "id" | "dueDate">;

/**
 * Order of the "Needs a reply" view and the card: overdue first, then by due date ascending
 * (the nearest deadline first); letters without a due date last; ties by id, newest first
 * (DECISIONS "Lists").
 */
export function orderDeadlines<T extends Dated>(messages: readonly T[], today: string): T[] {
  const rank = (message: T) => (message.dueDate === null ? 2 : dayOf(message.dueDate) < today ? 0 : 1);
  return [...messages].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const byDue = (a.dueDate ?? "").localeCompare(b.dueDate ?? "");
    return byDue !== 0 ? byDue : b.id - a.id;
  });
}

/** The letters to show on the dashboard card: overdue, due today and due soon, nearest first. */
export function dueSoon<T extends Dated>(messages: readonly T[], today: string, soonDays: number): T[] {
  const due = messages.filter((message) => isDue(message.dueDate, today, soonDays));
  return orderDeadlines(due, today);
}

