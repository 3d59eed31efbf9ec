/**
 * Deadlines (issue 13): the letters that still need the user's reply, their order and how
 * urgent each is. The data source is the expiring call (decision 50: BO_INCOMING, reply
 * required, no reply yet) with a due-date range wide enough to hold every open letter, so
 * the overdue ones are included; the dashboard card, the "Needs a reply" view, the alert and
 * the calendar file all read it.
 */
import type { CorrespondenceMessage, FilterCriteria } from "./api/schemas";
import { addDays, dayOf } from "./dates";

/** Every open letter: overdue ones of the past and those due far ahead alike. */
export const NEEDS_REPLY_CRITERIA: FilterCriteria = {
  requiresReply: true,
  dates: { date: "DUE_DATE", dateFrom: "2000-01-01T00:00:00", dateTo: "2099-12-31T23:59:59" },
};

export type DeadlineState = "overdue" | "today" | "soon" | "later";

/** How urgent a letter is: overdue (due day before today), due today, due within `soonDays`, later. */
export function deadlineState(dueDate: string, today: string, soonDays: number): DeadlineState {
  const day = dayOf(dueDate);
  if (day < today) return "overdue";
  if (day === today) return "today";
  return day <= addDays(today, soonDays) ? "soon" : "later";
}

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
  const due = messages.filter((message) => message.dueDate !== null && deadlineState(message.dueDate, today, soonDays) !== "later");
  return orderDeadlines(due, today);
}

/** Whole days of the expiring window (setting `correspondence.expiration.period`, seconds). */
export function soonDaysOf(periodSeconds: number): number {
  return Math.max(0, Math.ceil(periodSeconds / 86_400));
}
