/**
 * "Add deadlines to my calendar" (decision 83), in "Needs a reply" and in the account's
 * preferences: creates the user's private calendar feed with the chosen alarms (default 14, 7
 * and 1 days before) and detail (subjects, or only numbers: a phone's lock screen is public),
 * then shows its address with a copy button, a `webcal:` link and short instructions for Google
 * Calendar, Outlook and Apple Calendar. Saving again gives a new address; "Stop the feed" revokes it.
 */
import { Button, Code, Heading, HStack, List, RadioGroup, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import type { CalendarDetail } from "@/lib/deadlines/calendar-events";
import { DEFAULT_ALARM_DAYS } from "@/lib/deadlines/due";
import { createCalendarFeed, deadlineSettingsKeys, deadlineSettingsQueries, deleteCalendarFeed, webcalUrl, type CalendarFeed } from "@/lib/deadlines/settings-api";
import { DaysChoice } from "./days-choice";

function FeedAddress({ feed }: { feed: CalendarFeed }) {
  const { t } = useLingui();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      notify({ message: t`Address copied.`, type: "success" });
    } catch {
      notify({ message: t`The address could not be copied: select it and copy it by hand.`, type: "warning" });
    }
  };
  return (
    <Stack gap="3" data-testid="calendar-feed-address">
      <Text>{t`Your calendar's private address. Anyone who has it can see your deadlines: share it with nobody.`}</Text>
      <Code p="2" wordBreak="break-all" data-testid="calendar-feed-url">
        {feed.url}
      </Code>
      <HStack gap="3" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t`Copy the address`}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={webcalUrl(feed.url)}>{t`Open in my calendar app`}</a>
        </Button>
      </HStack>
      <List.Root gap="1" ps="5">
        <List.Item>{t`Google Calendar: Other calendars, +, From URL; paste the address.`}</List.Item>
        <List.Item>{t`Outlook: Add calendar, Subscribe from web; paste the address.`}</List.Item>
        <List.Item>{t`Apple Calendar: File, New Calendar Subscription; paste the address (on iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar).`}</List.Item>
      </List.Root>
      <Text color="fg.muted" fontSize="sm">
        {t`Calendar apps check the address every few hours: a letter you answer leaves the calendar at the next check.`}
      </Text>
    </Stack>
  );
}

export function CalendarFeedPanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const query = useQuery(deadlineSettingsQueries.feed());
  const feed = query.data ?? null;
  const [alarms, setAlarms] = useState<number[] | null>(null);
  const [detail, setDetail] = useState<CalendarDetail | null>(null);
  const chosenAlarms = alarms ?? feed?.alarms ?? [...DEFAULT_ALARM_DAYS];
  const chosenDetail = detail ?? feed?.detail ?? "SUBJECTS";
  const done = (next: CalendarFeed | null) => {
    queryClient.setQueryData(deadlineSettingsKeys.feed(), next);
    setAlarms(null);
    setDetail(null);
  };
  const create = useMutation({ mutationFn: createCalendarFeed, onSuccess: done, onError: (error) => showError(error) });
  const revoke = useMutation({ mutationFn: deleteCalendarFeed, onSuccess: () => done(null), onError: (error) => showError(error) });

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" maxW="2xl" data-testid="calendar-feed">
      <Heading as="h3" size="md" id={headingId}>
        {t`Deadlines in my calendar`}
      </Heading>
      {query.isPending ? <Spinner size="sm" role="status" aria-label={t`Loading the calendar feed`} /> : null}
      {feed ? <FeedAddress feed={feed} /> : null}
      {!query.isPending ? (
        <>
          <DaysChoice legend={t`Alarms`} value={chosenAlarms} onChange={setAlarms} disabled={readOnly} />
          <RadioGroup.Root value={chosenDetail} disabled={readOnly} onValueChange={(details) => details.value && setDetail(details.value as CalendarDetail)}>
            <Stack gap="2">
              <RadioGroup.Item value="SUBJECTS">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t`Show the letters' subjects`}</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="NUMBERS_ONLY">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t`Show only the letter and application numbers (a phone's lock screen is public)`}</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
          <HStack gap="3" flexWrap="wrap">
            <Button colorPalette="brand" disabled={readOnly} loading={create.isPending} onClick={() => create.mutate({ detail: chosenDetail, alarms: chosenAlarms })}>
              {feed ? t`Save and make a new address` : t`Add deadlines to my calendar`}
            </Button>
            {feed ? (
              <Button variant="outline" colorPalette="red" disabled={readOnly} loading={revoke.isPending} onClick={() => revoke.mutate()}>
                {t`Stop the feed`}
              </Button>
            ) : null}
          </HStack>
          {feed ? <Text color="fg.muted" fontSize="sm">{t`A new address replaces this one: calendars subscribed to the old one stop receiving deadlines.`}</Text> : null}
          {readOnly ? <Text color="fg.muted">{t`A read-only session cannot change the calendar feed.`}</Text> : null}
        </>
      ) : null}
      {query.isError ? <Button variant="plain" alignSelf="start" onClick={() => void query.refetch()}>{t`The calendar feed could not be loaded. Try again`}</Button> : null}
    </Stack>
  );
}
