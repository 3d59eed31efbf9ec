/**
 * SQL on the messages of a main account: the list's filters (decision 49), text search
 * (decisions 48 and 82, search-index.ts), sorting with ties by id DESC, the detail pager (decision 47), counts and patches.
 * Totals and a search's matched ids are kept until the account changes (list-cache.ts); the
 * indexes the list calls read are migration 67's (list-indexes.ts).
 */
import type { Db, SqlValue } from "../db/client";
import { correspondenceChange, type CorrespondenceChangeKind } from "./changes-log";
import { keptForAccount } from "./list-cache";
import { COLUMNS, HAS_REPLY_SQL, messageRowsAsJson } from "./message-columns";
import type { FilterCriteria, ListParams } from "./list-params";
import { searchCondition } from "./search-index";
import type { Direction, MessageStatus, SortColumn } from "./types";

export interface MessageRow {
  id: number;
  account_id: number;
  direction: Direction;
  bo_correspondence_number: string | null;
  dossier_type: string | null;
  application_number: string | null;
  application_id: number | null;
  registration_number: string | null;
  subject: string;
  sender: string;
  recipient: string;
  body: string;
  message_status: MessageStatus;
  important: number;
  requires_reply: number;
  received_date: string;
  due_date: string | null;
  has_reply: number;
  /** Decision 85: the shared inbox's assignee, handled mark and note count. */
  assignee_user_id: number | null;
  handled_by_user_id: number | null;
  handled_at: string | null;
  note_count: number;
}

export interface Pager {
  index: number;
  previousId: number | null;
  nextId: number | null;
}

interface Where {
  sql: string;
  args: SqlValue[];
}

export { HAS_REPLY_SQL };

const SORT_SQL: Record<SortColumn, string> = {
  IMPORTANT: "m.important",
  BO_CORRESPONDENCE_NUMBER: "m.bo_correspondence_number",
  CATEGORY: "m.dossier_type",
  SUBJECT: "m.subject COLLATE NOCASE",
  APPLICATION_NUMBER: "m.application_number",
  REGISTRATION_NUMBER: "m.registration_number",
  RECEIVED_DATE: "m.received_date",
  DUE_DATE: "m.due_date",
  MESSAGE_STATUS: "m.message_status",
};

/** Sort column (empty values last in both directions), ties by id DESC. */
export function orderBy(sort: SortColumn, sortType: "ASC" | "DESC"): string {
  return `${SORT_SQL[sort]} ${sortType} NULLS LAST, m.id DESC`;
}

function placeholders(values: readonly unknown[]): string {
  return values.map(() => "?").join(", ");
}

/** Criteria combine with AND, the values of one criterion with OR. */
export function whereOf(accountId: number, criteria: FilterCriteria, search: string | null): Where {
  const parts = ["m.account_id = ?"];
  const args: SqlValue[] = [accountId];
  if (criteria.categories.length > 0) {
    parts.push(`m.dossier_type IN (${placeholders(criteria.categories)})`);
    args.push(...criteria.categories);
  }
  if (criteria.messageStatuses.length > 0) {
    parts.push(`m.message_status IN (${placeholders(criteria.messageStatuses)})`);
    args.push(...criteria.messageStatuses);
  }
  if (criteria.draftStatuses.length > 0) {
    parts.push(`EXISTS (SELECT 1 FROM correspondence_sub_rows d
      WHERE d.message_id = m.id AND d.draft_status IN (${placeholders(criteria.draftStatuses)}))`);
    args.push(...criteria.draftStatuses);
  }
  if (criteria.important) parts.push("m.important = 1");
  if (criteria.requiresReply) parts.push("m.requires_reply = 1");
  if (criteria.dates) {
    parts.push(`${criteria.dates.date === "DUE_DATE" ? "m.due_date" : "m.received_date"} BETWEEN ? AND ?`);
    args.push(criteria.dates.dateFrom, criteria.dates.dateTo);
  }
  if (criteria.assignee === "NOBODY") parts.push("m.assignee_user_id IS NULL");
  else if (criteria.assignee !== null) {
    parts.push("m.assignee_user_id = ?");
    args.push(criteria.assignee);
  }
  if (criteria.handled !== null) parts.push(criteria.handled ? "m.handled_at IS NOT NULL" : "m.handled_at IS NULL");
  if (search) {
    const condition = searchCondition(search);
    parts.push(condition.sql);
    args.push(...condition.args);
  }
  return { sql: parts.join(" AND "), args };
}

/**
 * A page of the list and the list's total. The total is kept per filter until the account
 * changes (list-cache.ts). A text search keeps the ids it matched in list order: the trigram
 * index hands over every match of a common word anyway, so the first page sorts them once and
 * later pages and repeats (and the total) are read from that one ordered list, exact and stable
 * until the account changes.
 */
export async function searchMessages(db: Db, accountId: number, params: ListParams): Promise<{ rows: MessageRow[]; total: number }> {
  const where = whereOf(accountId, params.criteria, params.search);
  const order = orderBy(params.sort, params.sortType);
  const key = `${where.sql}\n${JSON.stringify(where.args)}`;
  if (params.search) {
    const ids = await keptForAccount(db, accountId, `ids ${order}\n${key}`, async () =>
      (await db.all<{ id: number }>(`SELECT m.id FROM correspondence_messages m WHERE ${where.sql} ORDER BY ${order}`, where.args)).map((r) =>
        Number(r.id),
      ),
      (matched) => matched.length,
    );
    const pageIds = ids.slice(params.page * params.size, (params.page + 1) * params.size);
    const found = new Map((await findMessagesByIds(db, accountId, pageIds)).map((row) => [row.id, row]));
    const rows = pageIds.map((id) => found.get(id)).filter((row): row is MessageRow => row !== undefined);
    return { rows, total: ids.length };
  }
  const total = await keptForAccount(db, accountId, `count\n${key}`, async () => {
    const count = await db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM correspondence_messages m WHERE ${where.sql}`, where.args);
    return Number(count?.n ?? 0);
  });
  // The page's ids in list order first (the narrow indexes answer that), then their rows as one JSON text.
  const rows = await messageRowsAsJson(
    db,
    `m.id IN (SELECT m.id FROM correspondence_messages m WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?)`,
    [...where.args, params.size, params.page * params.size],
    order,
  );
  return { rows, total };
}

/** Position of a message in the whole filtered list, in list order; null when the list leaves it out. */
export async function pagerOf(db: Db, accountId: number, params: ListParams, messageId: number): Promise<Pager | null> {
  const where = whereOf(accountId, params.criteria, params.search);
  const row = await db.first<{ idx: number; previous_id: number | null; next_id: number | null }>(
    `SELECT idx, previous_id, next_id FROM (
       SELECT m.id, ROW_NUMBER() OVER w - 1 AS idx, LAG(m.id) OVER w AS previous_id, LEAD(m.id) OVER w AS next_id
       FROM correspondence_messages m WHERE ${where.sql}
       WINDOW w AS (ORDER BY ${orderBy(params.sort, params.sortType)})
     ) WHERE id = ?`,
    [...where.args, messageId],
  );
  if (!row) return null;
  return { index: Number(row.idx), previousId: row.previous_id, nextId: row.next_id };
}

export function findMessage(db: Db, accountId: number, id: number): Promise<MessageRow | undefined> {
  return db.first<MessageRow>(`SELECT ${COLUMNS} FROM correspondence_messages m WHERE m.id = ? AND m.account_id = ?`, [
    id,
    accountId,
  ]);
}

/** The account's messages among the ids (any order; ids of other accounts are left out). */
export function findMessagesByIds(db: Db, accountId: number, ids: readonly number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  // `+m.account_id`: look the ids up by primary key; an index on account_id would walk the whole account.
  return messageRowsAsJson(db, `m.id IN (${placeholders(ids)}) AND +m.account_id = ?`, [...ids, accountId]);
}

/** Decision 50: BO_INCOMING, reply required, not replied, due in the window; dueDate ascending. */
export function expiringMessages(db: Db, accountId: number, criteria: FilterCriteria): Promise<MessageRow[]> {
  const where = whereOf(accountId, { ...criteria, requiresReply: true }, null);
  return messageRowsAsJson(
    db,
    `${where.sql} AND m.direction = 'BO_INCOMING' AND m.due_date IS NOT NULL AND NOT ${HAS_REPLY_SQL}`,
    where.args,
    orderBy("DUE_DATE", "ASC"),
  );
}

/** Decision 51: BO_INCOMING messages with status NEW. */
export async function countNewIncoming(db: Db, accountId: number): Promise<number> {
  const row = await db.first<{ n: number }>(
    `SELECT COUNT(*) AS n FROM correspondence_messages
     WHERE account_id = ? AND direction = 'BO_INCOMING' AND message_status = 'NEW'`,
    [accountId],
  );
  return Number(row?.n ?? 0);
}

export interface MessagePatch {
  important?: boolean;
  messageStatus?: MessageStatus;
  /** Decision 85: checked by the caller (same main account, correspondence role). */
  assigneeUserId?: number | null;
  /** Decision 85: who marked it handled and when, or null to clear the mark. */
  handled?: { byUserId: number; at: string } | null;
}

/** The change a patch makes, for the changes log (decision 81; it keeps one kind per write). */
function changeKindOf(patch: MessagePatch): CorrespondenceChangeKind {
  if (patch.assigneeUserId !== undefined) return "assignment";
  if (patch.handled !== undefined) return "handled";
  return patch.messageStatus !== undefined ? "status" : "important";
}

export async function patchMessage(db: Db, accountId: number, id: number, patch: MessagePatch): Promise<boolean> {
  const sets: string[] = [];
  const args: SqlValue[] = [];
  if (patch.important !== undefined) {
    sets.push("important = ?");
    args.push(patch.important ? 1 : 0);
  }
  if (patch.messageStatus !== undefined) {
    sets.push("message_status = ?");
    args.push(patch.messageStatus);
  }
  if (patch.assigneeUserId !== undefined) {
    sets.push("assignee_user_id = ?");
    args.push(patch.assigneeUserId);
  }
  if (patch.handled !== undefined) {
    sets.push("handled_by_user_id = ?", "handled_at = ?");
    args.push(patch.handled?.byUserId ?? null, patch.handled?.at ?? null);
  }
  if (sets.length === 0) return (await findMessage(db, accountId, id)) !== undefined;
  const [result] = await db.batch([
    { sql: `UPDATE correspondence_messages SET ${sets.join(", ")} WHERE id = ? AND account_id = ?`, args: [...args, id, accountId] },
    correspondenceChange(accountId, id, changeKindOf(patch)),
  ]);
  return (result?.changes ?? 0) > 0;
}
