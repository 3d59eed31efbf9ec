/**
 * The freshness of the screen's data, shown once in the signed-in layout: the age
 * of the copy on screen ("Updated 3 minutes ago"), a quiet "Updating…" while the office is
 * asked, and "Could not reach the office, showing the copy from …" once it gives up. It
 * watches the active screen queries of the query cache; polled counters (badges) do not count.
 * The decisions are the revalidation policy's (src/lib/query/revalidation.ts).
 */
import { Box, Spinner, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatInstant } from "@/lib/format";
import { formatRelativeTime } from "@/lib/format/relative-time";
import { useOnlineStatus } from "@/lib/offline/online-status";
import { SHOW_AGE_AFTER_MS, ageOf, freshnessOf, isScreenQueryKey, type Freshness } from "@/lib/query/revalidation";
import { DeviceCopiesNotice } from "./device-copies-notice";

/** One line of the status's small text (Chakra's `sm` line height), reserved on every screen. */
const LINE_HEIGHT = "1.25rem";

/** How often the age text is brought up to date while nothing else changes. */
const TICK_MS = 30_000;

function isPolled(query: Query): boolean {
  return query.observers.some((observer) => Boolean(observer.options.refetchInterval));
}

function screenFreshness(client: QueryClient, now: number, officeUnreachable: boolean): Freshness {
  const queries = client
    .getQueryCache()
    .findAll({ type: "active", predicate: (query) => isScreenQueryKey(query.queryKey) && !isPolled(query) });
  return freshnessOf(
    queries.map(({ state }) => ({
      data: state.data,
      dataUpdatedAt: state.dataUpdatedAt,
      status: state.status,
      fetchStatus: state.fetchStatus,
      fetchFailureCount: state.fetchFailureCount,
    })),
    now,
    officeUnreachable,
  );
}

function useScreenFreshness(): { freshness: Freshness; now: number } {
  const client = useQueryClient();
  const { offline } = useOnlineStatus();
  const [view, setView] = useState(() => ({ freshness: screenFreshness(client, Date.now(), offline), now: Date.now() }));
  useEffect(() => {
    const update = () => {
      const now = Date.now();
      const next = screenFreshness(client, now, offline);
      setView((previous) => (JSON.stringify(previous.freshness) === JSON.stringify(next) && now - previous.now < TICK_MS ? previous : { freshness: next, now }));
    };
    update();
    // The cache reports dozens of events in a burst (a screen mounting its queries, a
    // refresh answering): the view is read again once per burst, not once per event.
    let queued = false;
    let live = true;
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        if (live) update();
      });
    });
    const timer = setInterval(update, TICK_MS);
    return () => {
      live = false;
      unsubscribe();
      clearInterval(timer);
    };
  }, [client, offline]);
  return view;
}

/** The screen's freshness, and whether the browser removed the device copies. */
export function FreshnessStatus() {
  return (
    <>
      <DeviceCopiesNotice />
      <ScreenFreshness />
    </>
  );
}

function ScreenFreshness() {
  const { t, i18n } = useLingui();
  const { freshness, now } = useScreenFreshness();
  // The line keeps its place when there is nothing to say: "Updating…" coming and going while
  // a slow office answers must not push the screen below it down and up again.
  if (freshness.kind === "none") return <Box role="status" data-testid="freshness-status" data-state="none" minH={LINE_HEIGHT} />;
  const age = ageOf(freshness.savedAt, now);
  const ago = formatRelativeTime(age.value, age.unit, i18n.locale);
  const time = formatInstant(freshness.savedAt, i18n.locale);
  const warn = freshness.kind === "unreachable" || freshness.tooOld;
  return (
    <Box
      role="status"
      data-testid="freshness-status"
      data-state={freshness.kind}
      display="flex"
      alignItems="center"
      gap="2"
      fontSize="sm"
      minH={LINE_HEIGHT}
      color={warn ? "orange.fg" : "fg.muted"}
    >
      {freshness.kind === "updating" ? <Spinner size="xs" aria-hidden /> : null}
      <Text as="span">
        {freshness.kind === "unreachable"
          ? t`Could not reach the office. Showing the copy from ${time}.`
          : freshness.kind === "aged"
            ? t`Updated ${ago}`
            : now - freshness.savedAt < SHOW_AGE_AFTER_MS
              ? t`Updating…`
              : t`Updating… (copy from ${ago})`}
      </Text>
      {freshness.tooOld ? <Text as="span">{t`This copy may be out of date.`}</Text> : null}
    </Box>
  );
}
