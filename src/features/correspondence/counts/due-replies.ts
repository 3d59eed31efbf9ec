/**
 * The icon badge's share of deadlines: letters that need a reply and are overdue, due
 * today or due within the first alarm's window of the user's calendar feed (14 days without a
 * feed: the default alarms), by the one definition of due (src/lib/deadlines/due.ts). Asked of
 * the expiring call (decision 50) with that window. No React: the service worker uses it too.
 */
import { apiRequest, isApiError } from "@/lib/api";
import { answerPart } from "@/lib/api/answer-part";
import { CalendarFeedSchema, CountResponseSchema } from "@/lib/api/contract";
import { badgeWindowDays, DEFAULT_ALARM_DAYS, windowEnd } from "@/lib/deadlines/due";
import { officeDay } from "@/lib/deadlines/office-days";

/** The feed's alarms only: the badge needs no more of the feed's settings. */
const FeedAlarmsSchema = answerPart(CalendarFeedSchema, ["alarms"]);

/**
 * The expiring call's criteria: every open letter due by the end of the window's last day (a
 * letter marked handled, decision 85, is not open: the feed and the e-mails leave it out too).
 */
export function dueWithinCriteria(today: string, windowDays: number) {
  return { requiresReply: true, handled: false, dates: { date: "DUE_DATE", dateFrom: "2000-01-01T00:00:00", dateTo: `${windowEnd(today, windowDays)}T23:59:59` } };
}

/** The alarms of the user's feed, or the default ones when there is none. */
export async function feedAlarms(signal?: AbortSignal): Promise<readonly number[]> {
  try {
    return (await apiRequest({ path: "/correspondences/calendar-feed", schema: FeedAlarmsSchema, signal, redirectOn401: false })).alarms;
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && error.status === 404) return DEFAULT_ALARM_DAYS;
    throw error;
  }
}

/** The number of letters due within the window of `alarms`' first alarm, as of `now`. */
export async function dueRepliesCount(alarms: readonly number[], now: Date = new Date(), signal?: AbortSignal): Promise<number> {
  const json = dueWithinCriteria(officeDay(now), badgeWindowDays(alarms));
  return (await apiRequest({ method: "POST", path: "/correspondences/message/expiring", json, schema: CountResponseSchema, signal, redirectOn401: false })).count;
}
