/**
 * The expiring-messages check (spec 1 §4, §9; decision 50), outside React so the signed-in
 * layout can load it before its first render: the alert then opens with the first screen
 * instead of popping up over the user's work later.
 *
 * "Once per session" means once per sign-in: remembered in localStorage (shared by every tab
 * of the browser, unlike sessionStorage) under the sign-in's identity (user and the previous
 * sign-in time the server reports, which changes with every sign-in), so a new tab of the same
 * sign-in stays quiet and the next sign-in shows it again.
 *
 * The alert includes what is already overdue: its range starts with the oldest open
 * letter and ends with today + `correspondence.expiration.period`.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { Globals, SessionUser } from "@/lib/api";
import { settingSeconds } from "@/lib/content";
import { hasCorrespondenceRole } from "@/lib/session";
import { correspondenceQueries } from "./api/correspondence-queries";
import type { FilterCriteria } from "./api/schemas";
import { addDays, officeToday } from "./dates";
import { NEEDS_REPLY_CRITERIA } from "./deadlines";
import { EXPIRING_ALERT_KEY, expiringAlertIdentity } from "./expiring-shown";

export function alertAlreadyShown(user: SessionUser): boolean {
  try {
    return localStorage.getItem(EXPIRING_ALERT_KEY) === expiringAlertIdentity(user);
  } catch {
    return false;
  }
}

export function rememberAlertShown(user: SessionUser): void {
  try {
    localStorage.setItem(EXPIRING_ALERT_KEY, expiringAlertIdentity(user));
  } catch {
    // Without storage the alert may show again; nothing else depends on it.
  }
}

/** The window: start of today to the end of today + the period (whole days). */
export function expiringWindow(globals: Globals | undefined, today = officeToday()): { from: string; to: string } {
  const period = settingSeconds(globals, "correspondence.expiration.period");
  return { from: today, to: addDays(today, Math.ceil(period / 86_400)) };
}

/** Overdue letters and those due by the end of the window; a letter marked handled is not open. */
export function expiringCriteria(window: { from: string; to: string }): FilterCriteria {
  const dateFrom = NEEDS_REPLY_CRITERIA.dates?.dateFrom ?? `${window.from}T00:00:00`;
  return { requiresReply: true, handled: false, dates: { date: "DUE_DATE", dateFrom, dateTo: `${window.to}T23:59:59` } };
}

/** Whether this session still has to check (a correspondence role, not shown yet). */
export function shouldCheckExpiring(user: SessionUser): boolean {
  return hasCorrespondenceRole(user) && !alertAlreadyShown(user);
}

/** Loads the expiring messages ahead of the first signed-in render; never fails the caller. */
export async function prefetchExpiring(queryClient: QueryClient, user: SessionUser, globals: Globals): Promise<void> {
  if (!shouldCheckExpiring(user)) return;
  await queryClient.prefetchQuery(correspondenceQueries.expiring(expiringCriteria(expiringWindow(globals))));
}
