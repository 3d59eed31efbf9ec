/**
 * The payment history (decision 79): writing a payment with its items (and proof files), the
 * search with the ipRightTypes filter, the text search over references, numbers and payer, the
 * sort columns and paging, and the look-up of one payment for its invoice. A payment belongs to a
 * main account; a user sees the payments that cover at least one application of a held IP right.
 */
import { TYPE_CODES, type ApplicationRow } from "../applications/applications-repo";
import type { IpRight, SortType } from "../applications/list-request";
import type { Scope } from "../applications/scope";
import type { Db, SqlValue, Statement } from "../db/client";

export const PAYMENT_METHODS = ["ONLINE", "BANK_TRANSFER"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ["PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const HISTORY_SORT_COLUMNS = {
  PAYMENT_DATE: "p.payment_date",
  PAYER: "p.paid_by COLLATE NOCASE",
  PAID_BY: "p.paid_by COLLATE NOCASE",
  PAYMENT_METHOD: "p.payment_method",
  PAYMENT_TOTAL_COST: "p.total_cost",
} as const;
export type HistorySortColumn = keyof typeof HISTORY_SORT_COLUMNS;

export interface PaymentRow {
  id: number;
  main_user_id: number;
  payment_date: string;
  paid_by: string;
  payment_method: PaymentMethod;
  total_cost: number;
  status: PaymentStatus;
  reference: string | null;
  purpose: string | null;
  additional_email: string | null;
  created_at: number;
}

export interface PaymentItemRow {
  payment_id: number;
  position: number;
  filing_number: string;
  application_number: string | null;
  user_reference: string | null;
  ip_right_type: IpRight;
  type_code: "TM" | "DS" | "ES";
  denomination: string | null;
  fees: number;
}

/** What a payment copies of an application. */
export type PayableApplication = Pick<
  ApplicationRow,
  "id" | "number" | "associated_right" | "user_reference" | "ip_right_type" | "application_type" | "denomination" | "fees"
>;

export interface NewPayment {
  /** Null: the next id, chosen inside the write transaction of the batch. */
  id: number | null;
  mainUserId: number;
  paymentDate: string;
  paidBy: string;
  method: PaymentMethod;
  status: PaymentStatus;
  totalCost: number;
  reference: string | null;
  purpose: string | null;
  additionalEmail: string | null;
  createdBy: number | null;
  createdAt: number;
  applications: PayableApplication[];
}

export interface ProofFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The number a history row shows for an application: its application number, else its filing number. */
export function applicationNumberOf(row: PayableApplication): string {
  return row.associated_right ?? row.number;
}

/** Statements that write a payment, its items and its proof files. */
export function paymentStatements(p: NewPayment, files: ProofFile[] = []): Statement[] {
  const words = [p.reference, p.paidBy, ...p.applications.flatMap((a) => [a.number, a.associated_right, a.user_reference])];
  const searchText = words.filter((w): w is string => !!w).join(" ").toLocaleLowerCase();
  const newId = "(SELECT COALESCE(MAX(id), 0) + 1 FROM payments)";
  const id = p.id === null ? "(SELECT MAX(id) FROM payments)" : "?";
  const idArgs = p.id === null ? [] : [p.id];
  const statements: Statement[] = [
    {
      sql: `INSERT INTO payments (id, main_user_id, payment_date, paid_by, payment_method, total_cost, status, reference, purpose,
              additional_email, created_by, created_at, search_text) VALUES (${p.id === null ? newId : "?"}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [...idArgs, p.mainUserId, p.paymentDate, p.paidBy, p.method, p.totalCost, p.status, p.reference, p.purpose,
        p.additionalEmail, p.createdBy, p.createdAt, searchText],
    },
  ];
  p.applications.forEach((a, position) => {
    statements.push({
      sql: `INSERT INTO payment_items (payment_id, position, application_id, filing_number, application_number, user_reference,
              ip_right_type, type_code, denomination, fees) VALUES (${id}, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [...idArgs, position, a.id, a.number, applicationNumberOf(a), a.user_reference, a.ip_right_type,
        TYPE_CODES[a.application_type], a.denomination, a.fees ?? 0],
    });
  });
  for (const file of files) {
    statements.push({
      sql: `INSERT INTO payment_files (payment_id, name, content_type, size, content) VALUES (${id}, ?, ?, ?, ?)`,
      args: [...idArgs, file.name, file.contentType, file.bytes.byteLength, file.bytes],
    });
  }
  return statements;
}

export interface HistoryQuery {
  page: number;
  size: number;
  sort: HistorySortColumn;
  sortType: SortType;
  ipRightTypes: IpRight[];
  /** Lower-cased, trimmed; "" for none. */
  search: string;
}

function visibleCondition(scope: Scope, rights: IpRight[]): { sql: string; args: SqlValue[] } {
  if (rights.length === 0) return { sql: "0", args: [] };
  const marks = rights.map(() => "?").join(", ");
  return {
    sql: `p.main_user_id = ? AND EXISTS (SELECT 1 FROM payment_items i WHERE i.payment_id = p.id AND i.ip_right_type IN (${marks}))`,
    args: [scope.mainUserId, ...rights],
  };
}

export async function searchPayments(db: Db, scope: Scope, q: HistoryQuery): Promise<{ rows: PaymentRow[]; total: number }> {
  const rights = q.ipRightTypes.length > 0 ? scope.rights.filter((r) => q.ipRightTypes.includes(r)) : scope.rights;
  const where = visibleCondition(scope, rights);
  const sql = [where.sql];
  const args = [...where.args];
  if (q.search !== "") {
    sql.push("instr(p.search_text, ?) > 0");
    args.push(q.search);
  }
  const clause = sql.join(" AND ");
  const counted = await db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM payments p WHERE ${clause}`, args);
  const rows = await db.all<PaymentRow>(
    `SELECT p.* FROM payments p WHERE ${clause} ORDER BY ${HISTORY_SORT_COLUMNS[q.sort]} ${q.sortType}, p.id DESC LIMIT ? OFFSET ?`,
    [...args, q.size, q.page * q.size],
  );
  return { rows, total: Number(counted?.n ?? 0) };
}

/** A payment the scope may see, or undefined. */
export async function findPayment(db: Db, scope: Scope, id: number): Promise<PaymentRow | undefined> {
  const where = visibleCondition(scope, scope.rights);
  return db.first<PaymentRow>(`SELECT p.* FROM payments p WHERE ${where.sql} AND p.id = ?`, [...where.args, id]);
}

export async function itemsOf(db: Db, paymentIds: number[]): Promise<Map<number, PaymentItemRow[]>> {
  const items = new Map<number, PaymentItemRow[]>();
  if (paymentIds.length === 0) return items;
  const rows = await db.all<PaymentItemRow>(
    `SELECT * FROM payment_items WHERE payment_id IN (${paymentIds.map(() => "?").join(", ")}) ORDER BY payment_id, position`,
    paymentIds,
  );
  for (const row of rows) items.set(row.payment_id, [...(items.get(row.payment_id) ?? []), row]);
  return items;
}

export function toHistoryItem(row: PaymentRow, items: PaymentItemRow[]) {
  return {
    paymentId: row.id,
    paymentDate: row.payment_date,
    applicationsReferences: items.map((i) => i.user_reference).filter((r): r is string => !!r),
    applicationNumbers: items.map((i) => i.application_number ?? i.filing_number),
    paidBy: row.paid_by,
    paymentMethod: row.payment_method,
    totalCost: row.total_cost,
    status: row.status,
  };
}
