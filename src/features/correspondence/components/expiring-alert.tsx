/**
 * The expiring-messages alert (spec 1 §4, §9; decision 50): for users with a correspondence
 * role, at most once per session (../expiring.ts), when messages need a reply between today and
 * today + `correspondence.expiration.period`. Review opens the inbox filtered to them (reply
 * required, due-date range); Cancel closes.
 */
import { Button, Dialog, List, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { shownErrorAtom } from "@/components/error-dialog/error-state";
import type { Globals, SessionUser } from "@/lib/api";
import { correspondenceQueries } from "../api/correspondence-queries";
import { displayDateTime } from "../dates";
import { alertAlreadyShown, expiringCriteria, expiringWindow, rememberAlertShown } from "../expiring";

export function ExpiringAlert({ user, globals }: { user: SessionUser; globals: Globals }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [pending] = useState(() => !alertAlreadyShown(user));
  const [dismissed, setDismissed] = useState(false);
  const [range] = useState(() => expiringWindow(globals));
  const expiring = useQuery({ ...correspondenceQueries.expiring(expiringCriteria(range)), enabled: pending });
  const count = expiring.data?.count ?? 0;
  // An error being shown goes first; the alert follows once it is acknowledged.
  const errorShown = useAtomValue(shownErrorAtom) !== null;
  const open = pending && !dismissed && count > 0 && !errorShown;
  useEffect(() => {
    if (open) rememberAlertShown(user);
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
