/**
 * The expiring-messages alert (spec 1 §4, §9; decision 50; issue 13): for users with a
 * correspondence role, once per sign-in (../expiring.ts), when letters need a reply that are
 * overdue, due today or due by today + `correspondence.expiration.period`. Each letter is a link
 * to its thread; the count is the office's, with "+N more" beyond the listed ones; the wording
 * follows whether the user may reply. Review opens the "Needs a reply" view; Cancel closes.
 * It never covers a dialog or menu the user opened: it waits until that one is closed.
 */
import { Button, List, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { shownErrorAtom } from "@/components/error-dialog/error-state";
import type { Globals, SessionUser } from "@/lib/api";
import { useOverlaysClosed } from "@/components/dialogs/use-overlays-closed";
import { NativeAlertDialog } from "@/components/dialogs/native-alert-dialog";
import { settingSeconds } from "@/lib/content";
import { useFormat } from "@/lib/format";
import { correspondenceQueries } from "../api/correspondence-queries";
import { officeToday } from "../dates";
import { orderDeadlines, soonDaysOf } from "../deadlines";
import { alertAlreadyShown, expiringCriteria, expiringWindow, rememberAlertShown } from "../expiring";
import { isCorrespondenceReadOnly } from "../rules";
import { DeadlineBadge, ThreadLink } from "./deadlines/deadline-parts";

/** How many letters the alert lists; the rest are counted in "+N more". */
const LISTED = 5;

export function ExpiringAlert({ user, globals }: { user: SessionUser; globals: Globals }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const [pending] = useState(() => !alertAlreadyShown(user));
  const [dismissed, setDismissed] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [today] = useState(() => officeToday());
  const [range] = useState(() => expiringWindow(globals, today));
  const expiring = useQuery({ ...correspondenceQueries.expiring(expiringCriteria(range)), enabled: pending });
  const count = expiring.data?.count ?? 0;
  const letters = orderDeadlines(expiring.data?.content ?? [], today);
  const soonDays = soonDaysOf(settingSeconds(globals, "correspondence.expiration.period"));
  const wanted = pending && !dismissed && count > 0;
  // The answer may come late: a dialog or menu the user opened meanwhile goes first, and the
  // alert follows once it is closed (opened over it, the alert closed it). That holds until the
  // browser shows the alert, some frames after it is asked for.
  const [shown, setShown] = useState(false);
  const overlaysClosed = useOverlaysClosed(wanted && !shown);
  // An error being shown goes first; the alert follows once it is acknowledged.
  const errorShown = useAtomValue(shownErrorAtom) !== null;
  // Once shown, it stays out of that wait (an error still takes its place for a while).
  const open = wanted && (shown || overlaysClosed) && !errorShown;
  // Its content (letters, badges, buttons) first renders in the background, in slices React
  // yields between: at start-up it arrives while the page is still settling (issue 12). Closing
  // is at once.
  const openDeferred = useDeferredValue(open);
  useEffect(() => {
    if (shown) rememberAlertShown(user);
  }, [shown, user]);

  const close = () => setDismissed(true);
  const review = () => {
    close();
    void navigate({ to: "/correspondence", search: { view: "needs-reply" } });
  };
  const last = format.day(`${range.to}T00:00:00`);
  const more = count - Math.min(LISTED, letters.length);
  const readOnly = isCorrespondenceReadOnly(user);
  let summary: string;
  if (readOnly) summary = count === 1 ? t`One letter is waiting for a reply by ${last}.` : t`${count} letters are waiting for a reply by ${last}.`;
  else summary = count === 1 ? t`One letter needs your reply by ${last}.` : t`${count} letters need your reply by ${last}.`;

  return (
    <NativeAlertDialog
      open={open && openDeferred}
      title={t`Replies due soon`}
      onClose={close}
      // An alert dialog starts on its least destructive action, not on the first letter's link
      // (whose focus also preloaded the thread screen and the letter on every cold start).
      initialFocusRef={cancelRef}
      onShown={() => setShown(true)}
      data-testid="expiring-alert"
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={close} data-testid="expiring-alert-cancel">
            {t`Cancel`}
          </Button>
          <Button colorPalette="brand" onClick={review}>
            {t`Review`}
          </Button>
        </>
      }
    >
      <Text mb="3">
        {summary}
        {readOnly ? ` ${t`Your account can read these letters; the main account answers them.`}` : ""}
      </Text>
      <List.Root gap="2" listStyleType="none" ms="0">
        {letters.slice(0, LISTED).map((message) => (
          <List.Item key={message.id} display="flex" gap="2" flexWrap="wrap" alignItems="center" onClick={close}>
            {message.dueDate ? <DeadlineBadge dueDate={message.dueDate} today={today} soonDays={soonDays} /> : null}
            <ThreadLink message={message}>{message.subject}</ThreadLink>
          </List.Item>
        ))}
      </List.Root>
      {more > 0 ? (
        <Text mt="2" color="fg.muted" data-testid="expiring-alert-more">
          {t`+${more} more`}
        </Text>
      ) : null}
    </NativeAlertDialog>
  );
}
