/**
 * The installed app's icon badge: new correspondence, letters that need a reply and are overdue
 * or due within the first alarm's window of the calendar feed (issue 24, ./due-replies.ts), and
 * applications waiting for payment or signature (the polled counts), set with
 * `navigator.setAppBadge` and cleared at zero. The preferences say what it counts. Where the
 * Badging API is missing nothing happens; failures are only logged.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SessionUser } from "@/lib/api";
import { settingMs, useGlobals } from "@/lib/content";
import { badgeWindowDays, DEFAULT_ALARM_DAYS } from "@/lib/deadlines/due";
import { deadlineSettingsQueries } from "@/lib/deadlines/settings-api";
import { whenIdle } from "@/lib/idle";
import { hasAnyRole, hasRole, isChild, mainUserId, CORRESPONDENCE_ROLES } from "@/lib/session";
import { dueRepliesCount } from "./due-replies";
import { useNewCorrespondenceCount } from "./new-correspondence";
import { usePendingCount } from "./pending-applications";

/** The badge follows a changed count within this time (sooner when the browser is idle). */
const BADGE_WITHIN_MS = 2000;

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Sum of the known counts; undefined while none is known (the badge is left as it is). */
export function badgeTotal(counts: (number | undefined)[]): number | undefined {
  const known = counts.filter((count): count is number => typeof count === "number");
  return known.length === 0 ? undefined : known.reduce((sum, count) => sum + count, 0);
}

export async function applyBadge(total: number, nav: BadgeNavigator = navigator as BadgeNavigator): Promise<void> {
  try {
    if (total > 0) await nav.setAppBadge?.(total);
    else if (nav.clearAppBadge) await nav.clearAppBadge();
    else await nav.setAppBadge?.(0);
  } catch (error) {
    console.warn("app badge not updated", error);
  }
}

/**
 * Letters due within the feed's first alarm (overdue included); undefined until known. The count
 * is asked beside the feed, with the default alarms' window, not after it: most users keep the
 * default alarms (or have no feed), and a feed with other alarms only asks again for its window.
 */
export function useDueRepliesCount(enabled: boolean): number | undefined {
  const { data: globals } = useGlobals();
  const feed = useQuery({ ...deadlineSettingsQueries.feed(), enabled });
  const alarms = feed.data?.alarms ?? DEFAULT_ALARM_DAYS;
  const { data } = useQuery({
    // Under the expiring queries' key: a sent reply, which refreshes them, refreshes this too.
    queryKey: ["correspondence", "expiring", "badge", badgeWindowDays(alarms)],
    queryFn: ({ signal }) => dueRepliesCount(alarms, new Date(), signal),
    enabled,
    refetchInterval: settingMs(globals, "correspondence.new.messages.counter"),
    refetchIntervalInBackground: false,
  });
  return data;
}

/** Keeps the badge in step with the counts the user may see (mounted once, in the shell). */
export function useAppBadge(user: SessionUser): void {
  const owner = mainUserId(user);
  const correspondence = hasAnyRole(user, [...CORRESPONDENCE_ROLES]);
  const newMessages = useNewCorrespondenceCount(correspondence);
  const dueReplies = useDueRepliesCount(correspondence);
  const payments = usePendingCount(owner, "WAITING_FOR_PAYMENT", hasRole(user, "ROLE_PAYMENTS"));
  // Signatures are not offered to child accounts.
  const signatures = usePendingCount(owner, "WAITING_FOR_SIGNATURE", !isChild(user));
  const total = badgeTotal([newMessages, dueReplies, payments, signatures]);
  useEffect(() => {
    if (total === undefined) return;
    // Setting the badge calls into the browser (about 2 ms among the first screen's effects
    // on a cold start): not urgent, so not inside the start-up's tasks (issue 12).
    return whenIdle(() => void applyBadge(total), BADGE_WITHIN_MS);
  }, [total]);
}
