/**
 * The inbox list: every column of spec 2 §2 plus the due date, sortable headers (ASC first,
 * then toggles), NEW rows highlighted, rows expandable into their replies and drafts. On a
 * narrow table the numbers, category and dates fold into the row details; below 960 px the
 * shared DataTable shows compact cards, each opening its message.
 */
import { Box, Link as ChakraLink, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { DataTable, type DataColumn } from "@/components/data-table/data-table";
import type { SortState } from "@/components/data-table/sorting";
import type { CorrespondenceListItem } from "../../api/schemas";
import { formatDay } from "@/lib/format";
import { displayDateTime } from "../../dates";
import { PaperclipIcon } from "../icons";
import { CategoryLabel, DueDate, ListStatus } from "../message-parts";
import { SubRows } from "./sub-rows";

export interface InboxViewProps {
  items: CorrespondenceListItem[];
  sort: SortState;
  onSort: (column: string) => void;
  empty: ReactNode;
  today: string;
  renderImportant: (item: CorrespondenceListItem) => ReactNode;
  renderActions: (item: CorrespondenceListItem) => ReactNode;
  /** Decision 85: who handles the letter (the queued assignee at once). */
  renderAssignee: (item: CorrespondenceListItem) => ReactNode;
  /** What the three renderers read besides the row (`DataTable`'s `cellsDepend`). */
  cellsDepend: readonly unknown[];
}

/** The thread's link, with the list's parameters from the address (`search` true keeps them). */
export function SubjectLink({ item }: { item: CorrespondenceListItem }) {
  const { t } = useLingui();
  const { message } = item;
  return (
    <ChakraLink asChild colorPalette="brand" fontWeight={message.messageStatus === "NEW" ? "bold" : "medium"}>
      <Link to="/correspondence/$id" params={{ id: String(message.id) }} search>
        {message.subject}
        {message.hasAttachment ? (
          <>
            <PaperclipIcon boxSize="3.5" ms="1" />
            <Text as="span" srOnly>{` (${t`has attachments`})`}</Text>
          </>
        ) : null}
      </Link>
    </ChakraLink>
  );
}

/** The day in the table; the time in its tooltip (the card and the thread show both). */
function ReceivedDate({ value }: { value: string }) {
  return (
    <Text as="span" title={displayDateTime(value)}>
      {formatDay(value)}
    </Text>
  );
}

export function InboxTable({ items, sort, onSort, empty, today, renderImportant, renderActions, renderAssignee, cellsDepend }: InboxViewProps) {
  const { t } = useLingui();
  const columns: DataColumn<CorrespondenceListItem>[] = [
    { id: "important", header: <Text srOnly>{t`Important`}</Text>, label: t`Important`, sortKey: "IMPORTANT", cell: renderImportant, width: "12", card: "aside" },
    {
      id: "number",
      header: t`Correspondence number`,
      sortKey: "BO_CORRESPONDENCE_NUMBER",
      cell: ({ message }) => message.boCorrespondenceNumber ?? "—",
      priority: "high",
      card: "meta",
    },
    { id: "category", header: t`Category`, sortKey: "CATEGORY", cell: ({ message }) => <CategoryLabel dossierType={message.dossierType} />, priority: "low", card: "meta" },
    { id: "subject", header: t`Subject`, sortKey: "SUBJECT", cell: (item) => <SubjectLink item={item} />, card: "title" },
    {
      id: "application",
      header: t`Application number`,
      sortKey: "APPLICATION_NUMBER",
      cell: ({ message }) => message.applicationNumber ?? "—",
      priority: "low",
      card: "none",
    },
    {
      id: "registration",
      header: t`Registration number`,
      sortKey: "REGISTRATION_NUMBER",
      cell: ({ message }) => message.registrationNumber ?? "—",
      priority: "low",
      card: "none",
    },
    { id: "received", header: t`Received / sent`, sortKey: "RECEIVED_DATE", cell: ({ message }) => <ReceivedDate value={message.receivedDate} />, priority: "high", card: "meta" },
    { id: "due", header: t`Due date`, sortKey: "DUE_DATE", cell: ({ message }) => (message.dueDate ? <DueDate message={message} today={today} /> : "—"), card: "status" },
    { id: "status", header: t`Status`, sortKey: "MESSAGE_STATUS", cell: (item) => <ListStatus item={item} />, cardCell: (item) => <ListStatus item={item} ordinaryHidden />, card: "status" },
    { id: "assignee", header: t`Assigned to`, cell: renderAssignee, priority: "high", card: "status" },
    { id: "actions", header: <Text srOnly>{t`Actions`}</Text>, label: t`Actions`, cell: renderActions, align: "end", card: "action" },
  ];
  return (
    <Box
      css={{
        "& tr[data-status=NEW] > td, & li[data-status=NEW]": { bg: "blue.subtle" },
        // Numbers and dates on one line; the subject takes the rest.
        "& tr[data-message-id] > td": { whiteSpace: "nowrap" },
        "& tr[data-message-id] > td[data-column=subject]": { whiteSpace: "normal", minWidth: "12rem" },
        // Long headers wrap instead of widening the table.
        "& th button": { whiteSpace: "normal", textAlign: "start", height: "auto", minHeight: "8" },
      }}
    >
      <DataTable
        caption={t`Correspondence`}
        columns={columns}
        rows={items}
        rowKey={(item) => item.message.id}
        rowName={(item) => item.message.subject}
        sort={sort}
        onSort={onSort}
        rowProps={(item) => ({ "data-status": item.message.messageStatus, "data-message-id": String(item.message.id) })}
        renderExpanded={(item) =>
          item.subRows.length > 0 ? <SubRows messageId={item.message.id} subRows={item.subRows} /> : null
        }
        expandLabel={(open, item) => {
          const subject = item.message.subject;
          return open ? t`Hide replies of ${subject}` : t`Show replies of ${subject}`;
        }}
        expandText={(open, item) => {
          const count = item.subRows.length;
          // Short: it shares the card's bottom line with the badges and the row menu.
          return open ? t`Hide replies` : t`Replies (${count})`;
        }}
        cardTarget="subject"
        // A row renders again only when its letter or these change (a sort's first render keeps
        // the rows on screen: only the headers change); the cells read `today` and the texts too.
        cellsDepend={[today, ...cellsDepend]}
        empty={empty}
      />
    </Box>
  );
}
