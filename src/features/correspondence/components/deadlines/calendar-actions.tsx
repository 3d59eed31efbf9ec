/**
 * Above "Needs a reply": the calendar feed ("Add deadlines to my calendar", shown on
 * demand, src/components/deadlines) and the one-off .ics download for offline use.
 */
import { Button, HStack, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { CalendarFeedPanel } from "@/components/deadlines/calendar-feed-panel";
import type { SessionUser } from "@/lib/api";
import { isReadOnly } from "@/lib/session";
import { CalendarButton } from "./calendar-button";

export function CalendarActions({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="4">
      <HStack gap="3" flexWrap="wrap">
        <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {t`Deadlines in my calendar`}
        </Button>
        <CalendarButton />
      </HStack>
      {open ? (
        <div id={panelId}>
          <CalendarFeedPanel readOnly={isReadOnly(user)} />
        </div>
      ) : null}
    </Stack>
  );
}
