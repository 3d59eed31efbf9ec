/**
 * Deadline e-mails (decision 84), in the account's preferences: one e-mail a day at
 * 08:00 (office time) listing the letters overdue or due on one of the chosen days ahead, in the
 * account's language; none when nothing is due. Off by default, days 14, 7 and 1.
 */
import { Button, Checkbox, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { useNotify } from "@/components/notifications/use-notify";
import { deadlineSettingsKeys, deadlineSettingsQueries, saveAccountAlerts, type AccountAlerts } from "@/lib/deadlines/settings-api";
import { DaysChoice } from "./days-choice";

export function DeadlineEmailPanel({ readOnly, email }: { readOnly: boolean; email: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const showError = useShowError();
  const query = useQuery(deadlineSettingsQueries.alerts());
  const [draft, setDraft] = useState<AccountAlerts | null>(null);
  const save = useMutation({
    mutationFn: saveAccountAlerts,
    onSuccess: (saved) => {
      queryClient.setQueryData(deadlineSettingsKeys.alerts(), saved);
      setDraft(null);
      notify({ message: saved.email ? t`Deadline e-mails are on.` : t`Deadline e-mails are off.`, type: "success" });
    },
    onError: (error) => showError(error),
  });
  const value = draft ?? query.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) save.mutate(value);
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" maxW="2xl" data-testid="deadline-email">
      <Heading as="h3" size="md" id={headingId}>
        {t`Deadline e-mails`}
      </Heading>
      {query.isPending ? <Spinner size="sm" role="status" aria-label={t`Loading the deadline e-mails`} /> : null}
      {query.isError ? <Text color="fg.error">{t`The deadline e-mails could not be loaded.`}</Text> : null}
      {value ? (
        <form onSubmit={submit} aria-labelledby={headingId} noValidate>
          <Stack gap="4">
            <Checkbox.Root checked={value.email} disabled={readOnly} onCheckedChange={(details) => setDraft({ ...value, email: details.checked === true })}>
              <Checkbox.HiddenInput name="email" />
              <Checkbox.Control />
              <Checkbox.Label>{t`E-mail me at 08:00 about letters that need a reply (to ${email})`}</Checkbox.Label>
            </Checkbox.Root>
            <DaysChoice legend={t`Days before the due date`} value={value.daysBefore} onChange={(daysBefore) => setDraft({ ...value, daysBefore })} disabled={readOnly || !value.email} />
            <Text color="fg.muted" fontSize="sm">
              {t`Overdue letters are listed every day until they are answered. No e-mail comes when nothing is due.`}
            </Text>
            <Button type="submit" alignSelf="start" colorPalette="brand" disabled={readOnly || draft === null} loading={save.isPending}>
              {t`Save the deadline e-mails`}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
