/**
 * The expiring-messages alert (spec 1 §4, §9; decision 50; issues 13 and 27): for users with a
 * correspondence role, once per sign-in (../expiring.ts), when letters need a reply that are
 * overdue, due today or due by today + `correspondence.expiration.period`. Each letter is a link
 * to its thread; the count is the office's, with "+N more" beyond the listed ones; the wording
 * follows whether the user may reply. Review opens the "Needs a reply" view; Cancel closes.
 *
 * A region at the top of the first screen, not a dialog (issue 27): it blocks nothing and takes
 * no focus. It belongs to a screen that rendered with the office's answer in hand (the signed-in
 * layout's loader waits for it, src/routes/_authenticated.tsx), so it never appears above a
 * screen already laid out and pushes it down; an answer later than that shows at the top of the
 * next screen the user opens. It stays with its screen: the user has seen it there.
 */
import { Alert, Button, HStack, List, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import type { Globals, SessionUser } from "@/lib/api";
import { settingSeconds } from "@/lib/content";
import { correspondenceQueries } from "../api/correspondence-queries";
import { officeToday } from "../dates";
import { countDue, orderDeadlines, soonDaysOf } from "../deadlines";
import { alertAlreadyShown, expiringCriteria, expiringWindow, rememberAlertShown } from "../expiring";
import { isCorrespondenceReadOnly } from "../rules";
import { DeadlineBadge, ThreadLink, useDueWords } from "./deadlines/deadline-parts";

/** How many letters the alert lists; the rest are counted in "+N more". */
const LISTED = 5;

/** Where the alert is: waiting for a screen to show on, on the screen of `path`, or done. */
type Placement = { kind: "waiting" } | { kind: "on"; path: string } | { kind: "done" };

/**
 * The screen the alert shows on: the current one when it renders with the answer, else the next
 * one the user opens (decided while that screen renders, so both arrive in one commit).
 */
function usePlacement(ready: boolean): { placement: Placement; pathname: string; done: () => void } {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [placement, setPlacement] = useState<Placement>(() => (ready ? { kind: "on", path: pathname } : { kind: "waiting" }));
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (placement.kind === "waiting" && ready) setPlacement({ kind: "on", path: pathname });
    if (placement.kind === "on") setPlacement({ kind: "done" });
  }
  return { placement, pathname, done: () => setPlacement({ kind: "done" }) };
}

export function ExpiringAlert({ user, globals }: { user: SessionUser; globals: Globals }) {
  const { t } = useLingui();
  const dueWords = useDueWords();
  const navigate = useNavigate();
  const titleId = useId();
  const [pending] = useState(() => !alertAlreadyShown(user));
  const [today] = useState(() => officeToday());
  const [range] = useState(() => expiringWindow(globals, today));
  const expiring = useQuery({ ...correspondenceQueries.expiring(expiringCriteria(range)), enabled: pending });
  const count = expiring.data?.count ?? 0;
  const { placement, pathname, done } = usePlacement(pending && count > 0);
  const visible = placement.kind === "on" && placement.path === pathname;
  useEffect(() => {
    if (visible) rememberAlertShown(user);
  }, [visible, user]);
  if (!visible) return null;

  const letters = orderDeadlines(expiring.data?.content ?? [], today);
  const soonDays = soonDaysOf(settingSeconds(globals, "correspondence.expiration.period"));
  const review = () => {
    done();
    void navigate({ to: "/correspondence", search: { view: "needs-reply" } });
  };
  // The one definition of due (issue 24): overdue letters are counted as overdue, not as due
  // by the window's last day.
  const words = dueWords(countDue(letters, today, soonDays));
  const more = count - Math.min(LISTED, letters.length);
  const readOnly = isCorrespondenceReadOnly(user);
  let summary: string;
  if (readOnly) summary = count === 1 ? t`One letter is waiting for a reply.` : t`${count} letters are waiting for a reply.`;
  else summary = count === 1 ? t`One letter needs your reply.` : t`${count} letters need your reply.`;

  return (
    // A region (a landmark the user can find), not role="alert": it is part of the screen as it
    // first renders, not news that interrupts.
    <Alert.Root status="warning" role="region" aria-labelledby={titleId} mb="6" alignItems="start" data-testid="expiring-alert">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title id={titleId}>{t`Replies due soon`}</Alert.Title>
        <Alert.Description>
          <Text mb="1">
            {summary}
            {readOnly ? ` ${t`Your account can read these letters; the main account answers them.`}` : ""}
          </Text>
          <Text mb="3" data-testid="expiring-alert-windows">
            {words}
          </Text>
          {/* On a phone the summary says it; the letters would fill the first screen (Review lists them). */}
          <List.Root gap="2" listStyleType="none" ms="0" hideBelow="md">
            {letters.slice(0, LISTED).map((message) => (
              <List.Item key={message.id} display="flex" gap="2" flexWrap="wrap" alignItems="center" onClick={done}>
                {message.dueDate ? <DeadlineBadge dueDate={message.dueDate} today={today} soonDays={soonDays} /> : null}
                <ThreadLink message={message}>{message.subject}</ThreadLink>
              </List.Item>
            ))}
          </List.Root>
          {more > 0 ? (
            <Text mt="2" color="fg.muted" hideBelow="md" data-testid="expiring-alert-more">
              {t`+${more} more`}
            </Text>
          ) : null}
        </Alert.Description>
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={done} data-testid="expiring-alert-cancel">
            {t`Cancel`}
          </Button>
          <Button colorPalette="brand" onClick={review}>
            {t`Review`}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
