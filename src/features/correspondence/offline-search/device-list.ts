/**
 * The inbox's filters and sorts applied on the device to the stored letters' list rows
 * (./device-rows.ts), by the office's rule (server/correspondence/messages-repo.ts `whereOf` and
 * `orderBy`; decisions 46–49 and 85): criteria combine with AND, the values of one criterion
 * with OR; a sort puts empty values last in both directions and ties by id, highest first;
 * SUBJECT compares with ASCII letters folded (SQLite's NOCASE), other text as stored.
 * tests/server/device-list-rule.test.ts holds both sides to the same answers over the demo
 * account's letters, for one table of requests.
 */
// Relative, not "@/": the server's tests import this module (tests/server/device-list-rule.test.ts).
import type { CorrespondenceFilterCriteria as FilterCriteria, CorrespondenceMessage, CorrespondenceSortColumn as SortColumn } from "../../../lib/api/contract";

/** What the device's list applies besides a search text: filters and sort. */
export interface DeviceListOrder {
  filterCriteria?: FilterCriteria;
  sort: SortColumn;
  sortType: "ASC" | "DESC";
}

/** What the inbox filters and sorts a stored letter by. */
export interface DeviceRow {
  id: number;
  category: string | null;
  subject: string;
  applicationNumber: string | null;
  registrationNumber: string | null;
  boCorrespondenceNumber: string | null;
  receivedDate: string;
  dueDate: string | null;
  status: string;
  important: boolean;
  requiresReply: boolean;
  assigneeUserId: number | null;
  handled: boolean;
  /** The draft statuses of its sub-rows (replies SENT, drafts DRAFT). */
  replies: string[];
}

/** The list fields a stored letter carries (absent in an old or partial copy). */
type ListedMessage = Pick<CorrespondenceMessage, "id" | "subject" | "receivedDate" | "applicationNumber" | "registrationNumber" | "boCorrespondenceNumber"> &
  Partial<Pick<CorrespondenceMessage, "dossierType" | "dueDate" | "messageStatus" | "important" | "requiresReply" | "assigneeUserId" | "handled">>;

/** A stored letter's row (the list item's message and its sub-rows' statuses). */
export function rowOf(item: { message: ListedMessage; subRows: readonly { draftStatus?: string }[] }): DeviceRow {
  const { message } = item;
  return {
    id: message.id,
    category: message.dossierType ?? null,
    subject: message.subject,
    applicationNumber: message.applicationNumber,
    registrationNumber: message.registrationNumber,
    boCorrespondenceNumber: message.boCorrespondenceNumber,
    receivedDate: message.receivedDate,
    dueDate: message.dueDate ?? null,
    status: message.messageStatus ?? "READ",
    important: message.important === true,
    requiresReply: message.requiresReply === true,
    assigneeUserId: message.assigneeUserId ?? null,
    handled: message.handled !== null && message.handled !== undefined,
    replies: [...new Set(item.subRows.flatMap((row) => (row.draftStatus ? [row.draftStatus] : [])))],
  };
}

type Sortable = string | number | null;

const SORT_VALUE: Record<SortColumn, (row: DeviceRow) => Sortable> = {
  IMPORTANT: (row) => (row.important ? 1 : 0),
  BO_CORRESPONDENCE_NUMBER: (row) => row.boCorrespondenceNumber,
  CATEGORY: (row) => row.category,
  // SQLite's NOCASE folds A–Z only.
  SUBJECT: (row) => row.subject.replace(/[A-Z]/g, (letter) => letter.toLowerCase()),
  APPLICATION_NUMBER: (row) => row.applicationNumber,
  REGISTRATION_NUMBER: (row) => row.registrationNumber,
  RECEIVED_DATE: (row) => row.receivedDate,
  DUE_DATE: (row) => row.dueDate,
  MESSAGE_STATUS: (row) => row.status,
};

/** A row test for `criteria`; `userId` stands for decision 85's assignee "ME". */
export function rowFilter(criteria: FilterCriteria | undefined, userId: number): (row: DeviceRow) => boolean {
  if (!criteria) return () => true;
  const categories = criteria.categories?.length ? new Set(criteria.categories) : null;
  const statuses = criteria.messageStatuses?.length ? new Set<string>(criteria.messageStatuses) : null;
  const replies = criteria.draftStatuses?.length ? new Set<string>(criteria.draftStatuses) : null;
  const assignee = criteria.assignee === "ME" ? userId : criteria.assignee;
  const dates = criteria.dates;
  return (row) => {
    if (categories && (row.category === null || !categories.has(row.category))) return false;
    if (statuses && !statuses.has(row.status)) return false;
    if (replies && !row.replies.some((status) => replies.has(status))) return false;
    if (criteria.important && !row.important) return false;
    if (criteria.requiresReply && !row.requiresReply) return false;
    if (dates) {
      // The office compares the stored text: `BETWEEN dateFrom AND dateTo`, an empty date never in it.
      const date = dates.date === "DUE_DATE" ? row.dueDate : row.receivedDate;
      if (date === null || date < dates.dateFrom || date > dates.dateTo) return false;
    }
    if (assignee === "NOBODY" && row.assigneeUserId !== null) return false;
    if (typeof assignee === "number" && row.assigneeUserId !== assignee) return false;
    if (criteria.handled !== undefined && row.handled !== criteria.handled) return false;
    return true;
  };
}

/**
 * Empty values last whichever the direction, then id descending. Text compares by UTF-16 code
 * units, the office's UTF-8 byte order for every character below U+10000.
 */
function compareValues(a: Sortable, b: Sortable, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a < b ? -1 : 1) * direction;
}

/** The rows `request` lists, in its order (its search text is the caller's: see ./offline-search.ts). */
export function listRows(rows: readonly DeviceRow[], request: DeviceListOrder, userId: number): DeviceRow[] {
  const keep = rowFilter(request.filterCriteria, userId);
  const value = SORT_VALUE[request.sort];
  const direction = request.sortType === "ASC" ? 1 : -1;
  // Each row's sort value once, not once per comparison.
  const decorated = rows.filter(keep).map((row) => ({ row, value: value(row) }));
  decorated.sort((a, b) => compareValues(a.value, b.value, direction) || b.row.id - a.row.id);
  return decorated.map((entry) => entry.row);
}
