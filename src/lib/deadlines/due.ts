/**
 * The one definition of "due", read by the expiring alert, the dashboard card, the
 * "Needs a reply" tab, the app badge, the calendar feed and the deadline e-mails, in the app and
 * in the reference server alike. A letter that still needs a reply is
 * - overdue: its due day is before the office's today;
 * - due today;
 * - due soon: within the window, today + N days (N from `correspondence.expiration.period`, or
 *   the first alarm's days for the badge);
 * - later: beyond the window.
 * "Due" counts overdue, today and soon together; overdue letters are always counted as overdue.
 */
import { addDays, dayOf } from "./office-days";

export type DeadlineState = "overdue" | "today" | "soon" | "later";

/** The state of a due date on `today`, with a window of `windowDays` after today. */
export function deadlineState(dueDate: string, today: string, windowDays: number): DeadlineState {
  const day = dayOf(dueDate);
  if (day < today) return "overdue";
  if (day === today) return "today";
  return day <= addDays(today, windowDays) ? "soon" : "later";
}

/** The window's last day: letters due on or before it are due. */
export function windowEnd(today: string, windowDays: number): string {
  return addDays(today, windowDays);
}

/** Whole days of the expiring window (setting `correspondence.expiration.period`, seconds). */
export function soonDaysOf(periodSeconds: number): number {
  return Math.max(0, Math.ceil(periodSeconds / 86_400));
}

export interface DueCounts {
  overdue: number;
  today: number;
  soon: number;
  /** overdue + today + soon. */
  due: number;
  /** The window's last day (`YYYY-MM-DD`). */
  until: string;
}

/** Counts of the letters (each still needing a reply) by state; undated letters are never due. */
export function countDue(letters: readonly { dueDate: string | null }[], today: string, windowDays: number): DueCounts {
  const counts = { overdue: 0, today: 0, soon: 0, due: 0, until: windowEnd(today, windowDays) };
  for (const letter of letters) {
    if (letter.dueDate === null) continue;
    const state = deadlineState(letter.dueDate, today, windowDays);
    if (state === "later") continue;
    counts[state] += 1;
    counts.due += 1;
  }
  return counts;
}

/** Whether a letter is due (overdue, today or within the window). */
export function isDue(dueDate: string | null, today: string, windowDays: number): boolean {
  return dueDate !== null && deadlineState(dueDate, today, windowDays) !== "later";
}

/** Alarm days (decision 83) and e-mail days (decision 84): default, and the rule of a valid list. */
export const DEFAULT_ALARM_DAYS: readonly number[] = [14, 7, 1];
export const MAX_ALARMS = 4;
export const MAX_ALARM_DAY = 30;

/** 0–4 distinct whole days from 0 to 30. */
export function validAlarmDays(days: readonly unknown[]): days is number[] {
  return (
    days.length <= MAX_ALARMS &&
    new Set(days).size === days.length &&
    days.every((day) => typeof day === "number" && Number.isInteger(day) && day >= 0 && day <= MAX_ALARM_DAY)
  );
}

/** The badge's window: the first alarm to fire (the most days ahead); none: today only. */
export function badgeWindowDays(alarms: readonly number[]): number {
  return alarms.length === 0 ? 0 : Math.max(...alarms);
}
