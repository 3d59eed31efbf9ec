/**
 * The installed app's icon badge: new correspondence, letters that need a reply and are overdue
 * or due within the first alarm's window of the calendar feed (./due-replies.ts), and
 * applications waiting for payment or signature (the polled counts), set with
 * `navigator.setAppBadge` and cleared at zero; which of them a user's badge counts is the rule of
 * ./badge-rule.ts, shared with the service worker. Where the
 * Badging API is missing nothing happens; failures are only logged.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SessionUser } from "@/lib/api";
import { settingMs, useGlobals } from "@/lib/content";
import { badgeWindowDays, DEFAULT_ALARM_DAYS } from "@/lib/deadlines/due";
import { deadlineSettingsQueries } from "@/lib/deadlines/settings-api";
import { whenIdle } from "@/lib/idle";
import { mainUserId } from "@/lib/session";
import { badgeParts, badgeTotal, setBadge, type BadgeNavigator } from "./badge-rule";
import { dueRepliesCount } from "./due-replies";
import { useNewCorrespondenceCount } from "./new-correspondence";
import { usePendingCount } from "./pending-applications";

/** The badge follows a changed count within this time (sooner when the browser is idle). */
const BADGE_WITHIN_MS = 2000;

export { badgeTotal };

export async function applyBadge(total: number, nav: BadgeNavigator = navigator as BadgeNavigator): Promise<void> {
  try {
    await setBadge(total, nav);
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
  const parts = badgeParts(user);
  const newMessages = useNewCorrespondenceCount(parts.newCorrespondence);
  const dueReplies = useDueRepliesCount(parts.dueReplies);
  const payments = usePendingCount(owner, "WAITING_FOR_PAYMENT", parts.waitingForPayment);
  const signatures = usePendingCount(owner, "WAITING_FOR_SIGNATURE", parts.waitingForSignature);
  const total = badgeTotal([newMessages, dueReplies, payments, signatures]);
  useEffect(() => {
    if (total === undefined) return;
    // Setting the badge calls into the browser (about 2 ms among the first screen's effects
    // on a cold start): not urgent, so not inside the start-up's tasks.
    return whenIdle(() => void applyBadge(total), BADGE_WITHIN_MS);
  }, [total]);
}
