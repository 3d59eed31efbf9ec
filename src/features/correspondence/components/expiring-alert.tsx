/**
 * The expiring-messages alert (spec 1 §4, §9; decision 50): for users with a
 * correspondence role, once per sign-in (../expiring.ts), when letters need a reply that are
 * overdue, due today or due by today + `correspondence.expiration.period`. Each letter is a link
 * to its thread; the count is the office's, with "+N more" beyond the listed ones; the wording
 * follows whether the user may reply. Review opens the "Needs a reply" view; Cancel closes.
 *
 * A region at the top of the first screen, not a dialog: it blocks nothing and takes
 * no focus. The screen does not wait for the office's answer (measured under lie-fi: a slow
 * check held the first screen up to 4 s): while the check runs, the region's place is reserved
 * with the same parts (title, two lines, the buttons) saying it is checking, and the answer
 * fills that place: the letters due, or that none are, or that the check failed. The reserved
 * place holds a full list on a wide screen (none on a phone, where the summary says it, but two
 * lines for the due windows' words, which wrap there), and the region never gets shorter than it first was, so nothing on the screen moves. An answer already known when the
 * screen renders shows in full, and nothing at all when no letter is due. Leaving the screen
 * before the answer moves the reserved place to the next screen; once answered, the region
 * stays with its screen: the user has seen it there.
 */
import { Alert, Box, Button, HStack, List, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
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

/** The height reserved for LISTED letters and "+N more" on a wide screen while the office answers. */
const LIST_SPACE = "13rem";

/** Two lines' place below the `md` breakpoint, where the due windows' words wrap; one above. */
const NARROW_TWO_LINES = { base: "2lh", md: "auto" };

/** Where the region is: on the screen of `path`, or done (closed, or answered on a screen the user left). */
type Placement = { kind: "on"; path: string } | { kind: "done" };

/** The screen the region shows on: the first one; the next one when the user leaves before the answer. */
function usePlacement(pending: boolean, answered: boolean): { visible: boolean; done: () => void } {
  const pathname = useRouterState({
    select: (state) => state.location.pathname,
  });
  const [placement, setPlacement] = useState<Placement>(() => (pending ? { kind: "on", path: pathname } : { kind: "done" }));
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (placement.kind === "on") setPlacement(answered ? { kind: "done" } : { kind: "on", path: pathname });
  }
  return {
    visible: placement.kind === "on" && placement.path === pathname,
    done: () => setPlacement({ kind: "done" }),
  };
}

export function ExpiringAlert({ user, globals }: { user: SessionUser; globals: Globals }) {
  const { t } = useLingui();
  const dueWords = useDueWords();
  const navigate = useNavigate();
  const titleId = useId();
  const [pending] = useState(() => !alertAlreadyShown(user));
  const [today] = useState(() => officeToday());
  const [range] = useState(() => expiringWindow(globals, today));
  const expiring = useQuery({
    ...correspondenceQueries.expiring(expiringCriteria(range)),
    enabled: pending,
  });
  const count = expiring.data?.count ?? 0;
  const { visible, done } = usePlacement(pending, !expiring.isPending);
  /** The region was shown checking, its place reserved: the answer fills that place. */
  const [late, setLate] = useState(false);
  if (visible && expiring.isPending && !late) setLate(true);
  useEffect(() => {
    if (visible && count > 0) rememberAlertShown(user);
  }, [visible, count, user]);
  // Known at the first render: nothing to say when nothing is due, nor when the check failed.
  if (!visible || (!late && (expiring.isError || count === 0))) return null;

  const review = () => {
    done();
    void navigate({ to: "/correspondence", search: { view: "needs-reply" } });
  };

  if (expiring.isPending || count === 0) {
    const [state, summary] = expiring.isPending
      ? (["checking", t`Checking which letters need your reply…`] as const)
      : expiring.isError
        ? (["failed", t`Could not check which letters need a reply. Review lists them.`] as const)
        : (["answered", t`No letter needs a reply soon.`] as const);
    return (
      <ExpiringRegion titleId={titleId} state={state} summary={summary} onCancel={done} onReview={review} reviewDisabled={expiring.isPending}>
        {/* The list's place on a wide screen (a phone has no list). */}
        <Box hideBelow="md" minH={LIST_SPACE} aria-hidden="true" />
      </ExpiringRegion>
    );
  }

  const letters = orderDeadlines(expiring.data?.content ?? [], today);
  const soonDays = soonDaysOf(settingSeconds(globals, "correspondence.expiration.period"));
  // The one definition of due: overdue letters are counted as overdue, not as due
  // by the window's last day.
  const words = dueWords(countDue(letters, today, soonDays));
  const more = count - Math.min(LISTED, letters.length);
  const readOnly = isCorrespondenceReadOnly(user);
  let summary: string;
  if (readOnly) summary = count === 1 ? t`One letter is waiting for a reply.` : t`${count} letters are waiting for a reply.`;
  else summary = count === 1 ? t`One letter needs your reply.` : t`${count} letters need your reply.`;

  return (
    <ExpiringRegion
      titleId={titleId}
      state="answered"
      summary={summary + (readOnly ? ` ${t`Your account can read these letters; the main account answers them.`}` : "")}
      windows={words}
      onCancel={done}
      onReview={review}
    >
      {/* On a phone the summary says it: the letters would fill the first screen (Review lists them). */}
      {/* Filled in a reserved place, the list keeps that place: the buttons below it stay. */}
      <Box hideBelow="md" minH={late ? LIST_SPACE : undefined}>
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
      </Box>
    </ExpiringRegion>
  );
}

interface ExpiringRegionProps {
  titleId: string;
  /** `checking`: the place reserved while the office answers (`aria-busy`). */
  state: "checking" | "answered" | "failed";
  summary: string;
  /** The due windows' words; an empty line keeps the reserved place's height. */
  windows?: string;
  onCancel: () => void;
  onReview: () => void;
  reviewDisabled?: boolean;
  children: ReactNode;
}

/** The region's frame, the same parts in every state, never shorter than it first was (no layout shift). */
function ExpiringRegion({ titleId, state, summary, windows = "", onCancel, onReview, reviewDisabled = false, children }: ExpiringRegionProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const [reserved, setReserved] = useState<number | undefined>(undefined);
  // The height of the place as first laid out: a later state keeps at least that.
  useEffect(() => {
    if (frame.current) setReserved((height) => height ?? frame.current?.getBoundingClientRect().height);
  }, []);
  return (
    // A region (a landmark the user can find), not role="alert": it is part of the screen as it
    // first renders, not news that interrupts.
    <Alert.Root
      ref={frame}
      status={state === "answered" && windows !== "" ? "warning" : "info"}
      role="region"
      aria-labelledby={titleId}
      aria-busy={state === "checking"}
      mb="6"
      alignItems="start"
      // The reserved height; the width follows the screen.
      minH={reserved === undefined ? undefined : `${reserved}px`}
      data-testid="expiring-alert"
      data-state={state}
    >
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title id={titleId}>{t`Replies due soon`}</Alert.Title>
        <Alert.Description>
          <Text mb="1">{summary}</Text>
          {/* While there are no windows to tell, a non-breaking space keeps the line's place: two
              lines on a phone, where the windows' words wrap (one on wider screens). */}
          <Box as="p" mb="3" data-testid="expiring-alert-windows" minH={windows === "" ? NARROW_TWO_LINES : undefined}>
            {windows === "" ? "\u00a0" : windows}
          </Box>
          {children}
        </Alert.Description>
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={onCancel} data-testid="expiring-alert-cancel">
            {t`Cancel`}
          </Button>
          <Button colorPalette="brand" onClick={onReview} disabled={reviewDisabled}>
            {t`Review`}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
