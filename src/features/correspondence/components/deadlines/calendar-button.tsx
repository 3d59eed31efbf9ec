/**
 * "Add deadlines to my calendar": downloads the letters that need a reply as an .ics file
 * (../../calendar.ts, loaded on click). Works offline from the device's copy of the list.
 */
import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useShowError } from "@/components/error-dialog/use-show-error";
import { saveBlob } from "@/lib/download";
import { correspondenceQueries } from "../../api/correspondence-queries";
import type { CalendarTexts } from "../../calendar";
import { officeToday } from "../../dates";
import { orderDeadlines } from "../../deadlines";

export function CalendarButton() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [busy, setBusy] = useState(false);

  const texts: CalendarTexts = {
    name: t`IP Office reply deadlines`,
    summary: (subject) => t`Reply due: ${subject}`,
    description: (message, link) => {
      const application = message.applicationNumber ?? "—";
      const number = message.boCorrespondenceNumber ?? "—";
      return t`Application number: ${application}. Letter: ${number}. Open the letter: ${link}`;
    },
  };

  const download = async () => {
    setBusy(true);
    try {
      const [{ deadlinesCalendar }, data] = await Promise.all([import("../../calendar"), queryClient.fetchQuery(correspondenceQueries.needsReply())]);
      const letters = orderDeadlines(data.content, officeToday());
      const text = deadlinesCalendar(letters, window.location.origin, texts);
      saveBlob(new Blob([text], { type: "text/calendar;charset=utf-8" }), "ipo-deadlines.ics");
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" alignSelf="start" loading={busy} onClick={() => void download()}>
      {t`Add deadlines to my calendar (.ics)`}
    </Button>
  );
}
