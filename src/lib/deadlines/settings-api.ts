/**
 * The user's deadline reminders outside the app: the private calendar feed (decision
 * 83, `/correspondences/calendar-feed`) and the deadline e-mails (decision 84, `/account/alerts`).
 * Read by the settings panels (src/components/deadlines) and by the app badge, whose window is
 * the feed's first alarm.
 */
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, isApiError } from "@/lib/api";
import { AccountAlertsSchema, CalendarFeedSchema, type AccountAlerts, type CalendarFeed } from "@/lib/api/contract";

export type { AccountAlerts, CalendarFeed };

export const deadlineSettingsKeys = {
  feed: () => ["deadline-settings", "calendar-feed"] as const,
  alerts: () => ["deadline-settings", "alerts"] as const,
};

export const deadlineSettingsQueries = {
  /** The feed, or null when the user has none (404 `calendar.feed.not.found`). */
  feed: () =>
    queryOptions({
      queryKey: deadlineSettingsKeys.feed(),
      queryFn: ({ signal }) =>
        apiRequest({ path: "/correspondences/calendar-feed", schema: CalendarFeedSchema, signal }).catch((error: unknown) => {
          if (isApiError(error) && error.kind === "http" && error.status === 404) return null;
          throw error;
        }),
      // Changes only when the user changes it, here.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  alerts: () =>
    queryOptions({
      queryKey: deadlineSettingsKeys.alerts(),
      queryFn: ({ signal }) => apiRequest({ path: "/account/alerts", schema: AccountAlertsSchema, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export function createCalendarFeed(input: Pick<CalendarFeed, "detail" | "alarms">): Promise<CalendarFeed> {
  return apiRequest({ method: "POST", path: "/correspondences/calendar-feed", json: input, schema: CalendarFeedSchema });
}

export function deleteCalendarFeed(): Promise<void> {
  return apiRequest({ method: "DELETE", path: "/correspondences/calendar-feed", schema: "void" });
}

export function saveAccountAlerts(input: AccountAlerts): Promise<AccountAlerts> {
  return apiRequest({ method: "PUT", path: "/account/alerts", json: input, schema: AccountAlertsSchema });
}

/** The feed's address for calendar apps that subscribe by link (`webcal:`, same host and path). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}
