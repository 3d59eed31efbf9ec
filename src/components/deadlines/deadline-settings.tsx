/**
 * The account preferences' deadline reminders: the calendar feed, the deadline
 * e-mails, and what the installed app's icon badge counts.
 */
import { Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { badgeWindowDays, DEFAULT_ALARM_DAYS } from "@/lib/deadlines/due";
import { deadlineSettingsQueries } from "@/lib/deadlines/settings-api";
import { CalendarFeedPanel } from "./calendar-feed-panel";
import { DeadlineEmailPanel } from "./deadline-email-panel";

export function DeadlineSettings({ readOnly, email }: { readOnly: boolean; email: string }) {
  const { t } = useLingui();
  const feed = useQuery(deadlineSettingsQueries.feed());
  const days = badgeWindowDays(feed.data?.alarms ?? DEFAULT_ALARM_DAYS);
  return (
    <Stack gap="6">
      <Heading as="h3" size="md">
        {t`Reply deadlines`}
      </Heading>
      <CalendarFeedPanel readOnly={readOnly} />
      <DeadlineEmailPanel readOnly={readOnly} email={email} />
      <Text data-testid="badge-explanation">
        {t`The installed app's icon counts new letters, letters that need a reply and are overdue or due within ${days} days (your calendar's first alarm), and applications waiting for payment or signature.`}
      </Text>
    </Stack>
  );
}
