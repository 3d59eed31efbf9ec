/**
 * The dashboard card "Replies due": the letters overdue, due today or due within
 * `correspondence.expiration.period`, nearest first, each a link to its thread, with the true
 * count and "+N more" (fewer on a phone); a link to the whole "Needs a reply" view. Read-only users see the same
 * deadlines (their main account answers).
 */
import { Badge, Card, Heading, HStack, Link as ChakraLink, List, Spinner, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { settingSeconds, useGlobals } from "@/lib/content";
import { correspondenceQueries } from "../../api/correspondence-queries";
import { officeToday } from "../../dates";
import { countDue, dueSoon, soonDaysOf } from "../../deadlines";
import { DeadlineBadge, ThreadLink, useDueWords } from "./deadline-parts";

/** How many letters the card lists; the rest are counted in "+N more". */
export const CARD_LIMIT = 5;

/**
 * How many a phone lists: there a row's badge, subject and number wrap to three or four lines,
 * and five rows would fill two screens below the dashboard's heading.
 */
const PHONE_LIMIT = 3;

/** The height of a full card's list (its rows and "+N more") on a phone, and from `md` on. */
const RESERVED_BODY = { base: "27rem", md: "15rem" };

/** The windows line's place while it loads: two lines on a phone, where its words wrap. */
const RESERVED_WINDOWS = { base: "2lh", md: "auto" };

export function RepliesDueCard() {
  const { t } = useLingui();
  const headingId = useId();
  const { data: globals } = useGlobals();
  const [today] = useState(() => officeToday());
  const soonDays = soonDaysOf(settingSeconds(globals, "correspondence.expiration.period"));
  const query = useQuery(correspondenceQueries.needsReply());
  const due = dueSoon(query.data?.content ?? [], today, soonDays);
  const counts = countDue(due, today, soonDays);
  const words = useDueWords()(counts);
  const more = due.length - CARD_LIMIT;
  const phoneMore = due.length - PHONE_LIMIT;
  // Rendered before its letters came (the dashboard waits only briefly): the place of a full
  // card is reserved, so the page below never moves when they arrive.
  const [reserved] = useState(() => query.isPending);

  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid="replies-due-card" maxW="3xl">
      <Card.Header>
        <HStack gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {t`Replies due`}
          </Heading>
          {query.data ? (
            <Badge colorPalette={due.length > 0 ? "red" : "gray"} data-testid="replies-due-count" aria-label={t`${counts.due} letters: ${words}`}>
              {counts.due}
            </Badge>
          ) : null}
        </HStack>
        {query.data && counts.due > 0 ? (
          <Text color="fg.muted" fontSize="sm" data-testid="replies-due-windows">
            {words}
          </Text>
        ) : reserved ? (
          // The windows line's place, kept while they load (and when none is due).
          <Text fontSize="sm" aria-hidden="true" minH={RESERVED_WINDOWS}>
            {"\u00a0"}
          </Text>
        ) : null}
      </Card.Header>
      {/* The reserved height: CARD_LIMIT rows and the "+N more" line. */}
      <Card.Body minH={reserved ? RESERVED_BODY : undefined}>
        {query.isPending ? <Spinner size="sm" role="status" aria-label={t`Loading replies due`} /> : null}
        {query.isError ? <Text color="fg.error">{t`The letters that need a reply could not be loaded.`}</Text> : null}
        {query.data && due.length === 0 ? <Text color="fg.muted">{t`No reply is due in the next days.`}</Text> : null}
        {due.length > 0 ? (
          <List.Root as="ol" gap="2" listStyleType="none" ms="0">
            {due.slice(0, CARD_LIMIT).map((message, index) => (
              <List.Item key={message.id} display="flex" gap="3" flexWrap="wrap" alignItems="center" hideBelow={index >= PHONE_LIMIT ? "md" : undefined}>
                {message.dueDate ? <DeadlineBadge dueDate={message.dueDate} today={today} soonDays={soonDays} /> : null}
                <ThreadLink message={message}>{message.subject}</ThreadLink>
                {message.applicationNumber ? (
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {message.applicationNumber}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List.Root>
        ) : null}
        {more > 0 ? (
          <Text mt="2" color="fg.muted" data-testid="replies-due-more" hideBelow="md">
            {t`+${more} more`}
          </Text>
        ) : null}
        {phoneMore > 0 ? (
          <Text mt="2" color="fg.muted" data-testid="replies-due-more-phone" hideFrom="md">
            {t`+${phoneMore} more`}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <ChakraLink asChild colorPalette="brand">
          <Link to="/correspondence" search={{ view: "needs-reply" }}>
            {t`All letters that need a reply`}
          </Link>
        </ChakraLink>
      </Card.Footer>
    </Card.Root>
  );
}
