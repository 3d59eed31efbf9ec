/**
 * The expiring-messages alert (spec 1 §4, §9; decision 50): for users with a correspondence
 * role, at most once per session, when messages need a reply between today and today +
 * `correspondence.expiration.period`. Review opens the inbox filtered to them (reply required,
 * due-date range); Cancel closes. "Once per session" is remembered in sessionStorage under the
 * session's identity (user and last sign-in), so the next sign-in shows it again.
 */
import { Button, Dialog, List, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { Globals, SessionUser } from "@/lib/api";
import { settingSeconds } from "@/lib/content";
import { correspondenceQueries } from "../api/correspondence-queries";
import type { FilterCriteria } from "../api/schemas";
import { addDays, displayDateTime, officeToday } from "../dates";

export const EXPIRING_ALERT_KEY = "ipo.expiringAlertShown";

function sessionIdentity(user: SessionUser): string {
  return `${user.userId}:${user.lastLogin ?? ""}`;
}

function alreadyShown(user: SessionUser): boolean {
  try {
    return sessionStorage.getItem(EXPIRING_ALERT_KEY) === sessionIdentity(user);
  } catch {
    return false;
  }
}

function remember(user: SessionUser): void {
  try {
    sessionStorage.setItem(EXPIRING_ALERT_KEY, sessionIdentity(user));
  } catch {
    // Without storage the alert may show again; nothing else depends on it.
  }
}

/** The window of the alert: start of today to the end of today + the period (whole days). */
export function expiringWindow(today: string, periodSeconds: number): { from: string; to: string } {
  return { from: today, to: addDays(today, Math.ceil(periodSeconds / 86_400)) };
}

export function ExpiringAlert({ user, globals }: { user: SessionUser; globals: Globals }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [pending] = useState(() => !alreadyShown(user));
  const [dismissed, setDismissed] = useState(false);
  const range = expiringWindow(officeToday(), settingSeconds(globals, "correspondence.expiration.period"));
  const criteria: FilterCriteria = {
    requiresReply: true,
    dates: { date: "DUE_DATE", dateFrom: `${range.from}T00:00:00`, dateTo: `${range.to}T23:59:59` },
  };
  const expiring = useQuery({ ...correspondenceQueries.expiring(criteria), enabled: pending });
  const count = expiring.data?.count ?? 0;
  const open = pending && !dismissed && count > 0;
  useEffect(() => {
    if (open) remember(user);
  }, [open, user]);

  const close = () => setDismissed(true);
  const review = () => {
    close();
    void navigate({
      to: "/correspondence",
      search: { requiresReply: true, dateType: "DUE_DATE", dateFrom: range.from, dateTo: range.to },
    });
  };
  const last = range.to;

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="expiring-alert">
            <Dialog.Header>
              <Dialog.Title>{t`Replies due soon`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">
                {count === 1
                  ? t`One message needs your reply by ${last}.`
                  : t`${count} messages need your reply by ${last}.`}
              </Text>
              <List.Root ps="5" gap="1">
                {(expiring.data?.content ?? []).slice(0, 5).map((message) => (
                  <List.Item key={message.id}>
                    {message.subject} ({displayDateTime(message.dueDate)})
                  </List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} data-testid="expiring-alert-cancel">
                {t`Cancel`}
              </Button>
              <Button colorPalette="brand" onClick={review}>
                {t`Review`}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
