/**
 * The inbox's two views as links (issue 13): all correspondence, and "Needs a reply" with the
 * number of letters due (issue 24: overdue, due today and within the expiring window, the one
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

/** `assignee`: decision 85's views "Assigned to me" (ME) and "Unassigned" (NOBODY), as filterCriteria in the URL. */
export function InboxViewTabs({ view, assignee }: { view: InboxView | undefined; assignee?: string }) {
  const { t } = useLingui();
  const { data: globals } = useGlobals();
  const [today] = useState(() => officeToday());
  const needsReply = useQuery(correspondenceQueries.needsReply());
  const counts = needsReply.data ? countDue(needsReply.data.content, today, soonDaysOf(settingSeconds(globals, "correspondence.expiration.period"))) : null;
  const count = counts?.due;
  const words = useDueWords();
  const tab = (active: boolean) => ({
    display: "inline-flex",
    alignItems: "center",
    minH: { base: "11", md: "0" },
    px: "3",
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
      <ChakraLink asChild {...tab(view === "needs-reply")}>
        <Link to="/correspondence" search={{ view: "needs-reply" }}>
          {t`Needs a reply`}
          {counts && count ? (
            <Badge colorPalette="red" variant="solid" borderRadius="full" ms="1" aria-label={t`${count} letters: ${words(counts)}`} data-testid="needs-reply-count">
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
