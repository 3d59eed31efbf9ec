/**
 * Queries on `application_drafts` (decisions 66, 67): the scoped list of a drafts tab with
 * ipRightType/formTypes filters, search, sorting and paging, look-up by id, delete and the lock.
 * A draft lock has no expiry: it holds until its holder (or an administrator) unlocks it.
 * Status, Nice class and date filters do not apply to drafts and are ignored.
 */
import type { Db, SqlValue } from "../db/client";
import { formatLocalDateTime } from "../lib/local-date-time";
import type { ApplicationType, IpRight, ListQuery } from "./list-request";
import { scopeCondition, type Scope } from "./scope";

export interface DraftRow {
  id: number;
  main_user_id: number;
  application_type: ApplicationType;
  ip_right_type: IpRight;
  form_type: string | null;
  number: string | null;
  denomination: string | null;
  eservice_name: string | null;
  associated_right: string | null;
  associated_design_number: string | null;
  applicant: string | null;
  user_reference: string | null;
  last_modified_at: number;
  last_modified_by: string;
  lock_user_id: number | null;
  lock_username: string | null;
}

/** DraftItem field → column. */
export const DRAFT_COLUMNS = {
  id: "id",
  number: "number",
  associatedRight: "associated_right",
  ipRightType: "ip_right_type",
  applicant: "applicant",
  userReference: "user_reference",
  denomination: "denomination",
  eserviceName: "eservice_name",
  lastModifiedDate: "last_modified_at",
  lastModifiedBy: "last_modified_by",
} as const;

export const DRAFT_SORTABLE = Object.keys(DRAFT_COLUMNS);

const SELECT = `SELECT d.*, u.username AS lock_username FROM application_drafts d LEFT JOIN users u ON u.id = d.lock_user_id`;

export async function listDrafts(
  db: Db,
  scope: Scope,
  tab: ApplicationType,
  query: ListQuery,
  paged = true,
): Promise<{ rows: DraftRow[]; total: number }> {
  const base = scopeCondition(scope, "d");
  const sql = [base.sql, "d.application_type = ?"];
  const args: SqlValue[] = [...base.args, tab];
  const { ipRightType, formTypes } = query.filters;
  if (ipRightType) {
    sql.push("d.ip_right_type = ?");
    args.push(ipRightType);
  }
  if (formTypes.length > 0) {
    sql.push(`d.form_type IN (${formTypes.map(() => "?").join(", ")})`);
    args.push(...formTypes);
  }
  if (query.search !== "") {
    sql.push("instr(d.search_text, ?) > 0");
    args.push(query.search);
  }
  const where = sql.join(" AND ");
  const counted = await db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM application_drafts d WHERE ${where}`, args);
  const column = DRAFT_COLUMNS[query.sortColumn as keyof typeof DRAFT_COLUMNS] ?? "last_modified_at";
  const text = !["id", "last_modified_at"].includes(column);
  const order = column === "id" ? `d.id ${query.sortType}` : `d.${column}${text ? " COLLATE NOCASE" : ""} ${query.sortType}, d.id DESC`;
  const limit = paged ? " LIMIT ? OFFSET ?" : "";
  const rows = await db.all<DraftRow>(
    `${SELECT} WHERE ${where} ORDER BY ${order}${limit}`,
    paged ? [...args, query.size, query.page * query.size] : args,
  );
  return { rows, total: Number(counted?.n ?? 0) };
}

/** A draft of the scope's account and rights. */
export function findDraft(db: Db, scope: Scope, id: number): Promise<DraftRow | undefined> {
  const base = scopeCondition(scope, "d");
  return db.first<DraftRow>(`${SELECT} WHERE ${base.sql} AND d.id = ?`, [...base.args, id]);
}

export async function deleteDraft(db: Db, id: number): Promise<void> {
  await db.run("DELETE FROM application_drafts WHERE id = ?", [id]);
}

export async function setDraftLock(db: Db, id: number, userId: number | null): Promise<void> {
  await db.run("UPDATE application_drafts SET lock_user_id = ? WHERE id = ?", [userId, id]);
}

export function toDraftItem(row: DraftRow) {
  return {
    id: row.id,
    ipRightType: row.ip_right_type,
    denomination: row.denomination,
    eserviceName: row.eservice_name,
    associatedRight: row.associated_right,
    lastModifiedDate: formatLocalDateTime(row.last_modified_at),
    lastModifiedBy: row.last_modified_by,
    applicant: row.applicant,
    associatedDesignNumber: row.associated_design_number,
    userReference: row.user_reference,
    number: row.number,
    locked: row.lock_user_id !== null,
  };
}

export type DraftItem = ReturnType<typeof toDraftItem>;
