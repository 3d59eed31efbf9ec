/**
 * The two external steps the sandbox plays (decisions 76, 80). An online payment becomes a
 * `payment_orders` row whose token is the opaque `paymentData`; the provider page approves it
 * (applications paid and out of the cart, a COMPLETED ONLINE history item) or declines it (a
 * FAILED or CANCELLED item). Signing becomes a `signing_requests` row; signing moves the
 * application to WAITING_FOR_PAYMENT when it has unpaid fees, else to SUBMITTED.
 */
import { randomBytes } from "node:crypto";
import type { ApplicationRow } from "../applications/applications-repo";
import type { Scope } from "../applications/scope";
import { findAccountDetails } from "../account/account-repo";
import { findUserById } from "../auth/users-repo";
import type { Db } from "../db/client";
import { formatLocalDateTime } from "../lib/local-date-time";
import { changeStatus, totalFees } from "./cart-repo";
import { paymentStatements, type PaymentStatus } from "./history-repo";

/** An order or signing request left open longer than this can no longer be finished. */
export const STEP_LIFETIME_MS = 60 * 60 * 1000;
export const PROVIDER_URL = "/sandbox/payment-provider";
export const SIGNING_URL = "/sandbox/signing";

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The payer shown in the history for a user's own payments: the full name as /auth/me gives it. */
export async function payerName(db: Db, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) return "";
  const details = user.user_type === "CHILD" ? undefined : await findAccountDetails(db, user.id);
  const parts = user.user_type === "CHILD" ? [user.first_name, user.last_name] : [details?.first_name, details?.sur_name];
  return parts.filter((p) => !!p && p.trim() !== "").join(" ") || user.username;
}

export async function createOrder(
  db: Db,
  scope: Scope,
  rows: ApplicationRow[],
  reference: string | null,
  additionalEmail: string | null,
  now: number,
): Promise<string> {
  const token = newToken();
  await db.run(
    `INSERT INTO payment_orders (token, main_user_id, user_id, application_ids, total_cost, reference, additional_email, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [token, scope.mainUserId, scope.userId, JSON.stringify(rows.map((r) => r.id)), totalFees(rows), reference, additionalEmail, now],
  );
  return token;
}

export interface OpenOrder {
  token: string;
  mainUserId: number;
  userId: number;
  totalCost: number;
  reference: string | null;
  additionalEmail: string | null;
  applications: ApplicationRow[];
}

/** An order that is neither finished nor expired, with its applications. */
export async function findOpenOrder(db: Db, token: string, now: number): Promise<OpenOrder | undefined> {
  const order = await db.first<{
    token: string; main_user_id: number; user_id: number; application_ids: string; total_cost: number;
    reference: string | null; additional_email: string | null; created_at: number;
  }>("SELECT * FROM payment_orders WHERE token = ? AND finished_at IS NULL AND created_at > ?", [token, now - STEP_LIFETIME_MS]);
  if (!order) return undefined;
  const ids = JSON.parse(order.application_ids) as number[];
  const applications = await db.all<ApplicationRow>(
    `SELECT * FROM applications WHERE main_user_id = ? AND id IN (${ids.map(() => "?").join(", ")}) ORDER BY id DESC`,
    [order.main_user_id, ...ids],
  );
  return {
    token: order.token,
    mainUserId: order.main_user_id,
    userId: order.user_id,
    totalCost: order.total_cost,
    reference: order.reference,
    additionalEmail: order.additional_email,
    applications,
  };
}

/** Marks an order or signing request finished; false when another request finished it first. */
async function claim(db: Db, table: "payment_orders" | "signing_requests", token: string, now: number): Promise<boolean> {
  const result = await db.run(`UPDATE ${table} SET finished_at = ? WHERE token = ? AND finished_at IS NULL`, [now, token]);
  return result.changes === 1;
}

/**
 * Finishes an order: COMPLETED pays the applications still waiting for payment. Returns false
 * when the order was already finished (a second click on the provider page).
 */
export async function finishOrder(db: Db, order: OpenOrder, status: Extract<PaymentStatus, "COMPLETED" | "FAILED" | "CANCELLED">, now: number): Promise<boolean> {
  if (!(await claim(db, "payment_orders", order.token, now))) return false;
  const paid = status === "COMPLETED" ? order.applications.filter((a) => a.status === "WAITING_FOR_PAYMENT") : [];
  const covered = status === "COMPLETED" ? paid : order.applications;
  const payment = paymentStatements({
    id: null,
    mainUserId: order.mainUserId,
    paymentDate: formatLocalDateTime(now),
    paidBy: await payerName(db, order.userId),
    method: "ONLINE",
    status,
    totalCost: status === "COMPLETED" ? totalFees(paid) : order.totalCost,
    reference: order.reference,
    purpose: null,
    additionalEmail: order.additionalEmail,
    createdBy: order.userId,
    createdAt: now,
    applications: covered,
  });
  await db.batch([...(covered.length > 0 ? payment : []), ...changeStatus(paid.map((a) => a.id), "SUBMITTED", now, now)]);
  return true;
}

export async function createSigningRequest(db: Db, scope: Scope, application: ApplicationRow, now: number): Promise<string> {
  const token = newToken();
  await db.run(
    "INSERT INTO signing_requests (token, main_user_id, user_id, application_id, created_at) VALUES (?, ?, ?, ?, ?)",
    [token, scope.mainUserId, scope.userId, application.id, now],
  );
  return token;
}

/** The application of an open signing request, or undefined. */
export async function findOpenSigning(db: Db, token: string, now: number): Promise<ApplicationRow | undefined> {
  return db.first<ApplicationRow>(
    `SELECT a.* FROM signing_requests s JOIN applications a ON a.id = s.application_id AND a.main_user_id = s.main_user_id
     WHERE s.token = ? AND s.finished_at IS NULL AND s.created_at > ?`,
    [token, now - STEP_LIFETIME_MS],
  );
}

/** Finishes a signing request; a signature moves the application on if it still waits for one. */
export async function finishSigning(db: Db, token: string, application: ApplicationRow, signed: boolean, now: number): Promise<boolean> {
  if (!(await claim(db, "signing_requests", token, now))) return false;
  const unpaid = application.paid_at === null && (application.fees ?? 0) > 0;
  if (signed && application.status === "WAITING_FOR_SIGNATURE") {
    await db.batch(changeStatus([application.id], unpaid ? "WAITING_FOR_PAYMENT" : "SUBMITTED", now));
  }
  return true;
}
