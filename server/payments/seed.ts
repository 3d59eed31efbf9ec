/**
 * Demo payment history of demoparent's main account (deterministic PRNG, dates relative to seed
 * time). The cart and signature rows are the applications seed's WAITING_FOR_PAYMENT and
 * WAITING_FOR_SIGNATURE rows (several types and fees, half of the cart overdue); this seeder adds
 * 60 payments over the applications the applications seed marks paid:
 * - 5 PENDING bank transfers of the latest SUBMITTED applications (their `paid_at` is cleared,
 *   so that they have no invoice yet);
 * - COMPLETED payments (about two thirds ONLINE, the rest BANK_TRANSFER), with invoices;
 * - up to 10 FAILED or CANCELLED online attempts, each just before the completed payment that
 *   retried it (with the seed of the test clock: 31 + 15 completed, 7 failed, 2 cancelled).
 */
import type { ApplicationType, IpRight } from "../applications/list-request";
import { LIST_DELAY_MS } from "../applications/scope";
import { OWN_COMPANY } from "../applications/seed/pools";
import { Prng } from "../applications/seed/prng";
import { MAIN_ACCOUNT_ID, seedApplicationRows, type Columns } from "../applications/seed/seed-applications";
import type { Statement } from "../db/client";
import { formatLocalDateTime } from "../lib/local-date-time";
import { paymentStatements, type NewPayment, type PayableApplication, type PaymentMethod, type PaymentStatus } from "./history-repo";

const DAY = 86_400_000;
const MINUTE = 60_000;
export const SEED_PAYMENT_COUNT = 60;
const PENDING = 5;
const ATTEMPTS = 10;
const ONLINE_PAYERS = ["Jonas Petraitis", "Jonas Petraitis", "Jonas Petraitis", "Rūta Vaitkienė"] as const;

interface Paid {
  app: PayableApplication;
  paidAt: number;
  applicant: string | null;
}

function payable(row: Columns): Paid {
  const text = (name: string) => (typeof row[name] === "string" ? (row[name] as string) : null);
  return {
    app: {
      id: Number(row.id),
      number: String(row.number),
      associated_right: text("associated_right"),
      user_reference: text("user_reference"),
      ip_right_type: String(row.ip_right_type) as IpRight,
      application_type: String(row.application_type) as ApplicationType,
      denomination: text("denomination"),
      fees: typeof row.fees === "number" ? row.fees : 0,
    },
    paidAt: Number(row.paid_at ?? row.submitted_at),
    applicant: text("applicant"),
  };
}

function day(ms: number): string {
  return `${formatLocalDateTime(ms).slice(0, 10)}T00:00:00`;
}

interface Planned {
  method: PaymentMethod;
  status: PaymentStatus;
  at: number;
  date: string;
  paidBy: string;
  reference: string | null;
  purpose: string | null;
  group: Paid[];
}

function total(group: Paid[]): number {
  return group.reduce((sum, p) => sum + (p.app.fees ?? 0), 0);
}

function bankTransfer(random: Prng, group: Paid[], status: PaymentStatus, at: number): Planned {
  const reference = random.chance(0.6) ? `MP-${formatLocalDateTime(at).slice(0, 4)}-${String(random.int(1, 9999)).padStart(4, "0")}` : null;
  return {
    method: "BANK_TRANSFER",
    status,
    at,
    date: day(at - random.int(0, 2) * DAY),
    paidBy: random.chance(0.7) ? OWN_COMPANY : (group[0]?.applicant ?? OWN_COMPANY),
    reference,
    purpose: `Mokestis už paraiškas ${group.map((p) => p.app.number).join(", ")}`,
    group,
  };
}

function online(random: Prng, group: Paid[], status: PaymentStatus, at: number): Planned {
  const reference = random.chance(0.5) ? `SI-${formatLocalDateTime(at).slice(0, 4)}-${String(random.int(1, 999)).padStart(3, "0")}` : null;
  return { method: "ONLINE", status, at, date: formatLocalDateTime(at), paidBy: random.pick(ONLINE_PAYERS), reference, purpose: null, group };
}

/** The 60 planned payments, newest first, and the applications whose payment is still pending. */
function plan(rows: Columns[], now: number): { planned: Planned[]; pendingIds: number[] } {
  const random = new Prng(20260330);
  const paid = rows
    .filter((r) => r.paid_at !== null && Number(r.submitted_at) <= now - LIST_DELAY_MS)
    .map(payable)
    .sort((a, b) => b.paidAt - a.paidAt || b.app.id - a.app.id);
  const pendingApps = rows.filter((r) => r.status === "SUBMITTED" && Number(r.submitted_at) <= now - LIST_DELAY_MS).map(payable);
  pendingApps.sort((a, b) => b.paidAt - a.paidAt || b.app.id - a.app.id);
  const planned: Planned[] = [];
  const pendingIds: number[] = [];
  let cursor = 0;
  for (let i = 0; i < PENDING; i++) {
    const group = pendingApps.slice(cursor, cursor + (i % 2 === 0 ? 1 : 2));
    cursor += group.length;
    pendingIds.push(...group.map((p) => p.app.id));
    planned.push(bankTransfer(random, group, "PENDING", Math.max(...group.map((p) => p.paidAt))));
  }
  const rest = paid.filter((p) => !pendingIds.includes(p.app.id));
  let next = 0;
  let attempts = 0;
  while (planned.length < SEED_PAYMENT_COUNT) {
    const size = random.weighted([[1, 55], [2, 30], [3, 15]] as const);
    const group = rest.slice(next, next + size);
    next += size;
    if (group.length === 0) break;
    const at = Math.max(...group.map((p) => p.paidAt));
    const isOnline = random.chance(0.7);
    planned.push(isOnline ? online(random, group, "COMPLETED", at) : bankTransfer(random, group, "COMPLETED", at));
    // Some completed online payments were retried after a failed or cancelled attempt.
    if (isOnline && attempts < ATTEMPTS && planned.length < SEED_PAYMENT_COUNT && random.chance(0.35)) {
      attempts++;
      planned.push(online(random, group, random.chance(0.6) ? "FAILED" : "CANCELLED", at - random.int(3, 40) * MINUTE));
    }
  }
  return { planned, pendingIds };
}

/** The seeded payments (ids in date order) and the applications whose payment is pending. */
export function seedPaymentPlan(now: number): { payments: NewPayment[]; pendingIds: number[] } {
  const { planned, pendingIds } = plan(seedApplicationRows(now), now);
  const oldestFirst = [...planned].sort((a, b) => a.at - b.at);
  const payments = oldestFirst.map((p, i): NewPayment => ({
    id: i + 1,
    mainUserId: MAIN_ACCOUNT_ID,
    paymentDate: p.date,
    paidBy: p.paidBy,
    method: p.method,
    status: p.status,
    totalCost: total(p.group),
    reference: p.reference,
    purpose: p.purpose,
    additionalEmail: null,
    createdBy: MAIN_ACCOUNT_ID,
    createdAt: p.at,
    applications: p.group.map((g) => g.app),
  }));
  return { payments, pendingIds };
}

/** SEEDERS entry: runs after the applications seeder (it clears `paid_at` of pending payments). */
export async function seedPayments(now: number): Promise<Statement[]> {
  const { payments, pendingIds } = seedPaymentPlan(now);
  const statements = payments.flatMap((p) => paymentStatements(p));
  if (pendingIds.length > 0) {
    statements.push({ sql: `UPDATE applications SET paid_at = NULL WHERE id IN (${pendingIds.map(() => "?").join(", ")})`, args: pendingIds });
  }
  return Promise.resolve(statements);
}
