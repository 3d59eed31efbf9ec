/**
 * Queries on `applications`: the scoped, filtered, sorted and paged lists (decision 61), counts,
 * look-ups by filing number or id, and the mapping of a row to the contract's ApplicationListItem
 * and DashboardRow. Every list query applies the scope (main account, held rights) and the
 * 30-minute visibility delay against the injected clock.
 */
import type { Db, SqlValue } from "../db/client";
import type { ApplicationStatus, ApplicationType, IpRight, ListFilters, ListQuery } from "./list-request";
import { LIST_DELAY_MS, scopeCondition, type Scope } from "./scope";

export interface ApplicationRow {
  id: number;
  main_user_id: number;
  application_type: ApplicationType;
  ip_right_type: IpRight;
  number: string;
  associated_right: string | null;
  unique_number: string | null;
  form_type: string | null;
  kind: string | null;
  status: ApplicationStatus;
  submitted_at: number;
  application_date: string | null;
  status_date: string | null;
  registration_number: string | null;
  registration_date: string | null;
  expiration_date: string | null;
  publication_date: string | null;
  applicant: string | null;
  representative: string | null;
  user_reference: string | null;
  graphical_representation: string | null;
  denomination: string | null;
  nice_classes: string | null;
  design_number: string | null;
  indication: string | null;
  locarnos: string | null;
  defer_publication: number | null;
  designer: string | null;
  eservice_name: string | null;
  fees: number | null;
  last_submit_date: string | null;
  paid_at: number | null;
  note: string | null;
  note_lock_user_id: number | null;
  note_lock_expires_at: number | null;
}

/** Cart and signature row type codes (decision 74). */
export const TYPE_CODES: Record<ApplicationType, "TM" | "DS" | "ES"> = { trademark: "TM", design: "DS", eservice: "ES" };

/** ApplicationListItem field → column, for sorting and exports. */
export const APPLICATION_COLUMNS = {
  id: "id",
  number: "number",
  associatedRight: "associated_right",
  ipRightType: "ip_right_type",
  applicationDate: "application_date",
  status: "status",
  statusDate: "status_date",
  registrationNumber: "registration_number",
  registrationDate: "registration_date",
  expirationDate: "expiration_date",
  publicationDate: "publication_date",
  applicant: "applicant",
  representative: "representative",
  userReference: "user_reference",
  denomination: "denomination",
  type: "form_type",
  kind: "kind",
  eserviceName: "eservice_name",
} as const satisfies Record<string, keyof ApplicationRow>;

export const APPLICATION_SORTABLE = Object.keys(APPLICATION_COLUMNS);

const DATE_COLUMNS = {
  APPLICATION_DATE: "application_date",
  STATUS_DATE: "status_date",
  REGISTRATION_DATE: "registration_date",
  EXPIRATION_DATE: "expiration_date",
  PUBLICATION_DATE: "publication_date",
} as const;

const TEXT_COLUMNS = new Set<string>(["number", "associated_right", "applicant", "representative", "user_reference", "denomination", "kind", "eservice_name", "form_type"]);

/** Which rows a list call looks at: the dashboard, a tab of my applications, or a status tab. */
export type ListTab = "homepage" | "all" | ApplicationType | "WAITING_FOR_PAYMENT" | "WAITING_FOR_SIGNATURE";

interface Condition {
  sql: string[];
  args: SqlValue[];
}

function marks(n: number): string {
  return Array.from({ length: n }, () => "?").join(", ");
}

function listCondition(scope: Scope, now: number, tab: ListTab, filters: ListFilters, search: string): Condition {
  const base = scopeCondition(scope, "a");
  const where: Condition = { sql: [base.sql, "a.submitted_at <= ?"], args: [...base.args, now - LIST_DELAY_MS] };
  const add = (sql: string, ...args: SqlValue[]) => {
    where.sql.push(sql);
    where.args.push(...args);
  };
  if (tab === "trademark" || tab === "design" || tab === "eservice") add("a.application_type = ?", tab);
  if (tab === "WAITING_FOR_PAYMENT" || tab === "WAITING_FOR_SIGNATURE") add("a.status = ?", tab);
  if (filters.ipRightType) add("a.ip_right_type = ?", filters.ipRightType);
  if (filters.formTypes.length > 0) add(`a.form_type IN (${marks(filters.formTypes.length)})`, ...filters.formTypes);
  if (filters.statuses.length > 0) add(`a.status IN (${marks(filters.statuses.length)})`, ...filters.statuses);
  if (filters.niceClasses.length > 0) {
    add(
      `EXISTS (SELECT 1 FROM json_each(a.nice_classes) AS n WHERE n.value IN (${marks(filters.niceClasses.length)}))`,
      ...filters.niceClasses,
    );
  }
  if (filters.dates) add(`a.${DATE_COLUMNS[filters.dates.type]} BETWEEN ? AND ?`, filters.dates.from, filters.dates.to);
  if (search !== "") add("instr(a.search_text, ?) > 0", search);
  return where;
}

function orderBy(field: string, direction: "ASC" | "DESC"): string {
  const column = APPLICATION_COLUMNS[field as keyof typeof APPLICATION_COLUMNS] ?? "id";
  const collate = TEXT_COLUMNS.has(column) ? " COLLATE NOCASE" : "";
  return column === "id" ? `a.id ${direction}` : `a.${column}${collate} ${direction}, a.id DESC`;
}

export interface RowPage {
  rows: ApplicationRow[];
  total: number;
}

/** One page of a list (or every matching row when `paged` is false, for exports). */
export async function listApplications(
  db: Db,
  scope: Scope,
  now: number,
  tab: ListTab,
  query: ListQuery,
  paged = true,
): Promise<RowPage> {
  const where = listCondition(scope, now, tab, query.filters, query.search);
  const clause = where.sql.join(" AND ");
  const counted = await db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM applications a WHERE ${clause}`, where.args);
  const limit = paged ? ` LIMIT ? OFFSET ?` : "";
  const args = paged ? [...where.args, query.size, query.page * query.size] : where.args;
  const rows = await db.all<ApplicationRow>(
    `SELECT a.* FROM applications a WHERE ${clause} ORDER BY ${orderBy(query.sortColumn, query.sortType)}${limit}`,
    args,
  );
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The count calls: visible rows of the dashboard, or of one status. */
export async function countApplications(db: Db, scope: Scope, now: number, tab: ListTab): Promise<number> {
  const none: ListFilters = { ipRightType: null, formTypes: [], statuses: [], niceClasses: [], dates: null };
  const where = listCondition(scope, now, tab, none, "");
  const row = await db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM applications a WHERE ${where.sql.join(" AND ")}`, where.args);
  return Number(row?.n ?? 0);
}

/** An application of the scope by filing number; `visibleAt` applies the list delay. */
export async function findByNumber(db: Db, scope: Scope, number: string, visibleAt?: number): Promise<ApplicationRow | undefined> {
  const base = scopeCondition(scope, "a");
  const delay = visibleAt === undefined ? "" : " AND a.submitted_at <= ?";
  const args = visibleAt === undefined ? [...base.args, number] : [...base.args, number, visibleAt - LIST_DELAY_MS];
  return db.first<ApplicationRow>(`SELECT a.* FROM applications a WHERE ${base.sql} AND a.number = ?${delay}`, args);
}

/** A visible application of the scope by portal id. */
export async function findVisibleById(db: Db, scope: Scope, id: number, now: number): Promise<ApplicationRow | undefined> {
  const base = scopeCondition(scope, "a");
  return db.first<ApplicationRow>(`SELECT a.* FROM applications a WHERE ${base.sql} AND a.id = ? AND a.submitted_at <= ?`, [
    ...base.args,
    id,
    now - LIST_DELAY_MS,
  ]);
}

/** GET /auth/me `hasApplications`: the main account has at least one application. */
export async function mainAccountHasApplications(db: Db, mainUserId: number): Promise<boolean> {
  return (await db.first("SELECT 1 AS one FROM applications WHERE main_user_id = ? LIMIT 1", [mainUserId])) !== undefined;
}

export async function deleteApplicationRow(db: Db, id: number): Promise<void> {
  await db.run("DELETE FROM applications WHERE id = ?", [id]);
}

function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export function toListItem(row: ApplicationRow) {
  return {
    id: row.id,
    number: row.number,
    associatedRight: row.associated_right,
    uniqueNumber: row.unique_number,
    ipRightType: row.ip_right_type,
    applicationDate: row.application_date,
    status: row.status,
    statusDate: row.status_date,
    registrationNumber: row.registration_number,
    registrationDate: row.registration_date,
    expirationDate: row.expiration_date,
    publicationDate: row.publication_date,
    applicant: row.applicant,
    representative: row.representative,
    userReference: row.user_reference,
    graphicalRepresentation: row.graphical_representation,
    note: row.note,
    denomination: row.denomination,
    type: row.form_type,
    kind: row.kind,
    niceClass: parseJson<number[]>(row.nice_classes),
    designNumber: row.design_number,
    indication: row.indication,
    locarnos: parseJson<{ mainClass: string; subClass: string }[]>(row.locarnos),
    deferPublication: row.defer_publication === null ? null : row.defer_publication === 1,
    designer: row.designer,
    eserviceName: row.eservice_name,
  };
}

export type ApplicationListItem = ReturnType<typeof toListItem>;

export function toDashboardRow(row: ApplicationRow) {
  return {
    eserviceName: row.eservice_name,
    userReference: row.user_reference,
    associatedRight: row.associated_right,
    applicant: row.applicant,
    status: row.status,
    number: row.number,
    ipRightType: row.ip_right_type,
  };
}
