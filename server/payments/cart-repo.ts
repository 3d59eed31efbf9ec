/**
 * The shopping cart and the signature list (decisions 73, 74): applications of the scope (main
 * account, held IP rights, past the 30-minute list delay) WAITING_FOR_PAYMENT or
 * WAITING_FOR_SIGNATURE, read from `applications`, and the status changes payments and signing make.
 */
import { TYPE_CODES, type ApplicationRow } from "../applications/applications-repo";
import type { SortType } from "../applications/list-request";
import { LIST_DELAY_MS, scopeCondition, type Scope } from "../applications/scope";
import type { Db, Statement } from "../db/client";
import { formatLocalDateTime } from "../lib/local-date-time";

export const CART_SORT_COLUMNS = {
  ID: "id",
  FILING_NUMBER: "number",
  // application_type sorts design < eservice < trademark, the order of the codes DS < ES < TM.
  TYPE: "application_type",
  STATUS: "status",
  DENOMINATION: "denomination",
  USER_REFERENCE: "user_reference",
  APPLICATION_NUMBER: "associated_right",
  REGISTRATION_NUMBER: "registration_number",
  APPLICANT: "applicant",
  LAST_SUBMIT_DATE: "last_submit_date",
  FEES: "fees",
} as const;
export type CartSortColumn = keyof typeof CART_SORT_COLUMNS;

export const SIGNATURE_SORT_COLUMNS = {
  eserviceCode: "application_type",
  userReference: "user_reference",
  applicationNumber: "associated_right",
  registrationNumber: "registration_number",
  filingNumber: "number",
} as const;
export type SignatureSortColumn = keyof typeof SIGNATURE_SORT_COLUMNS;

const TEXT_COLUMNS = new Set<string>(["denomination", "user_reference", "associated_right", "registration_number", "applicant", "number"]);

export type AwaitingStatus = "WAITING_FOR_PAYMENT" | "WAITING_FOR_SIGNATURE";

function orderBy(column: string, direction: SortType): string {
  const collate = TEXT_COLUMNS.has(column) ? " COLLATE NOCASE" : "";
  return column === "id" ? `a.id ${direction}` : `a.${column}${collate} ${direction}, a.id DESC`;
}

/** Every visible row of the scope in `status`, sorted by `column` (ties by id DESC). */
export async function listAwaiting(db: Db, scope: Scope, now: number, status: AwaitingStatus, column: string, direction: SortType): Promise<ApplicationRow[]> {
  const base = scopeCondition(scope, "a");
  return db.all<ApplicationRow>(
    `SELECT a.* FROM applications a WHERE ${base.sql} AND a.status = ? AND a.submitted_at <= ? ORDER BY ${orderBy(column, direction)}`,
    [...base.args, status, now - LIST_DELAY_MS],
  );
}

export function toCartRow(row: ApplicationRow) {
  return {
    filingNumber: row.number,
    type: TYPE_CODES[row.application_type],
    status: row.status,
    denomination: row.denomination,
    userReference: row.user_reference,
    applicationNumber: row.associated_right,
    registrationNumber: row.registration_number,
    applicant: row.applicant,
    lastSubmitDate: row.last_submit_date ?? `${formatLocalDateTime(row.submitted_at).slice(0, 10)}T00:00:00`,
    fees: row.fees ?? 0,
  };
}

/** A row waiting for signature, with what is being signed: the name, the e-service, the fee. */
export function toSignatureRow(row: ApplicationRow) {
  return {
    type: TYPE_CODES[row.application_type],
    userReference: row.user_reference,
    applicationNumber: row.associated_right,
    registrationNumber: row.registration_number,
    filingNumber: row.number,
    denomination: row.denomination,
    eserviceName: row.eservice_name,
    fees: row.fees ?? 0,
  };
}

export interface Selection {
  rows: ApplicationRow[];
  /** Requested numbers that are not in the cart, and the ids of those that exist in the scope. */
  invalidNumbers: string[];
  invalidIds: number[];
}

/** Resolves filing numbers against the cart (the scope's visible WAITING_FOR_PAYMENT rows). */
export async function selectFromCart(db: Db, scope: Scope, now: number, numbers: string[]): Promise<Selection> {
  const cart = await listAwaiting(db, scope, now, "WAITING_FOR_PAYMENT", "id", "DESC");
  const byNumber = new Map(cart.map((row) => [row.number, row]));
  const selection: Selection = { rows: [], invalidNumbers: [], invalidIds: [] };
  for (const number of numbers) {
    const row = byNumber.get(number);
    if (row) {
      selection.rows.push(row);
      continue;
    }
    selection.invalidNumbers.push(number);
    const base = scopeCondition(scope, "a");
    const other = await db.first<{ id: number }>(`SELECT a.id FROM applications a WHERE ${base.sql} AND a.number = ?`, [...base.args, number]);
    if (other) selection.invalidIds.push(other.id);
  }
  return selection;
}

/** The day part (`YYYY-MM-DD`) of a LocalDateTime. */
export function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** Today in the office time zone, as `YYYY-MM-DD`. */
export function today(now: number): string {
  return dayOf(formatLocalDateTime(now));
}

export function totalFees(rows: ApplicationRow[]): number {
  return rows.reduce((sum, row) => sum + (row.fees ?? 0), 0);
}

/** Moves applications to a new status (status date today); `paidAt` marks them paid. */
export function changeStatus(ids: number[], status: string, now: number, paidAt: number | null = null): Statement[] {
  const statusDate = `${today(now)}T00:00:00`;
  return ids.map((id) => ({
    sql: `UPDATE applications SET status = ?, status_date = ?, paid_at = COALESCE(?, paid_at) WHERE id = ?`,
    args: [status, statusDate, paidAt, id],
  }));
}
