/**
 * The inbox's two views as links: all correspondence, and "Needs a reply" with the
 * number of letters due (overdue, due today and within the expiring window, the one
 * definition of src/lib/deadlines/due.ts), each window named in the badge's label. The view is a search param, so the back button and a shared link
 * keep it. On a phone the row is compact (smaller text on one line) and each tab stays a 44 px
 * touch target.
 */
import { Badge, HStack, Link as ChakraLink } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { settingSeconds, useGlobals } from "@/lib/content";
import { correspondenceQueries } from "../../api/correspondence-queries";
import { officeToday } from "../../dates";
import { countDue, soonDaysOf } from "../../deadlines";
import type { InboxView } from "../../list-params";
import { useDueWords } from "./deadline-parts";

/** Room kept at the end of the "Needs a reply" tab for its count (three digits). */
const COUNT_ROOM = "12";

/** `assignee`: decision 85's views "Assigned to me" (ME) and "Unassigned" (NOBODY), as filterCriteria in the URL. */
export function InboxViewTabs({ view, assignee }: { view: InboxView | undefined; assignee?: string }) {
  const { t } = useLingui();
  const { data: globals } = useGlobals();
  const [today] = useState(() => officeToday());
  const needsReply = useQuery(correspondenceQueries.needsReply());
  const counts = needsReply.data ? countDue(needsReply.data.content, today, soonDaysOf(settingSeconds(globals, "correspondence.expiration.period"))) : null;
  const count = counts?.due;
  const words = useDueWords();
  // `end`: the tab's end padding (longhands: a shorthand beside a longhand resolved differently
  // once the design system's later styles arrived, a shift of the tabs after them).
  const tab = (active: boolean, end = "3") => ({
    display: "inline-flex",
    alignItems: "center",
    minH: { base: "11", md: "0" },
    ps: "3",
    pe: end,
    py: { base: "0", md: "1.5" },
    fontSize: { base: "sm", md: "md" },
    whiteSpace: "nowrap",
    // The row scrolls sideways on a phone: a squeezed tab would overlap its neighbours.
    flexShrink: "0",
    borderBottomWidth: "2px",
    borderColor: active ? "brand.solid" : "transparent",
    fontWeight: active ? "semibold" : "normal",
    color: active ? "brand.fg" : "fg",
    "aria-current": active ? ("page" as const) : undefined,
  });
  return (
    <HStack as="nav" aria-label={t`Correspondence views`} gap="2" borderBottomWidth="1px" overflowX="auto">
      <ChakraLink asChild {...tab(view === undefined && assignee === undefined)}>
        <Link to="/correspondence" search={{}}>
          {t`All correspondence`}
        </Link>
      </ChakraLink>
      {/* The count sits in room the tab keeps for it: arriving after the tab (the office's
          answer), it moves nothing (a wider tab pushed the others, a layout shift). */}
      <ChakraLink asChild {...tab(view === "needs-reply", COUNT_ROOM)} position="relative">
        <Link to="/correspondence" search={{ view: "needs-reply" }}>
          {t`Needs a reply`}
          {counts && count ? (
            <Badge
              colorPalette="red"
              variant="solid"
              borderRadius="full"
              position="absolute"
              insetEnd="2"
              top="50%"
              transform="translateY(-50%)"
              aria-label={t`${count} letters: ${words(counts)}`}
              data-testid="needs-reply-count"
            >
              {count}
            </Badge>
          ) : null}
        </Link>
      </ChakraLink>
      <ChakraLink asChild {...tab(view === undefined && assignee === "ME")}>
        <Link to="/correspondence" search={{ assignee: "ME" }}>
          {t`Assigned to me`}
        </Link>
      </ChakraLink>
      <ChakraLink asChild {...tab(view === undefined && assignee === "NOBODY")}>
        <Link to="/correspondence" search={{ assignee: "NOBODY" }}>
          {t`Unassigned`}
        </Link>
      </ChakraLink>
    </HStack>
  );
}
