/**
 * The one-off download of the deadlines as an .ics file, for offline use: the letters that need
 * a reply, from the device's copy of the list when the office cannot be reached, written by the
 * same event builder as the calendar feed (src/lib/deadlines/calendar-events.ts, loaded on click).
 */
import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { DEFAULT_ALARM_DAYS } from "@/lib/deadlines/due";
import { saveBlob } from "@/lib/download";
import { correspondenceQueries } from "../../api/correspondence-queries";
import { officeToday } from "../../dates";
import { orderDeadlines } from "../../deadlines";
import { calendarTexts } from "./calendar-texts";

export function CalendarButton() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const [{ deadlinesCalendar }, data] = await Promise.all([import("@/lib/deadlines/calendar-events"), queryClient.fetchQuery(correspondenceQueries.needsReply())]);
      const letters = orderDeadlines(data.content, officeToday());
      const text = deadlinesCalendar(letters, { origin: window.location.origin, texts: calendarTexts(i18n), alarms: DEFAULT_ALARM_DAYS, detail: "SUBJECTS", now: new Date() });
      saveBlob(new Blob([text], { type: "text/calendar;charset=utf-8" }), "ipo-deadlines.ics");
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" alignSelf="start" loading={busy} onClick={() => void download()}>
      {t`Download deadlines (.ics)`}
    </Button>
  );
}
