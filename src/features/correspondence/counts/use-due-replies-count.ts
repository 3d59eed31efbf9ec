/** The due-replies count polled in the page (./due-replies.ts), for the icon badge. */
import { useQuery } from "@tanstack/react-query";
import { settingMs, useGlobals } from "@/lib/content";
import { badgeWindowDays, DEFAULT_ALARM_DAYS } from "@/lib/deadlines/due";
import { deadlineSettingsQueries } from "@/lib/deadlines/settings-api";
import { dueRepliesCount } from "./due-replies";

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
