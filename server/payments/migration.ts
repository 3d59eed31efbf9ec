/**
 * Migration 30: payments of a main account and the sandbox's pending external steps.
 *
 * - `payments`: the payment history (decision 79). `payment_date` is the contract's LocalDateTime
 *   text (a bank transfer's is a pure date, `T00:00:00`); `search_text` holds the lower-cased
 *   references, numbers and payer that `search` matches.
 * - `payment_items`: the applications a payment covers, copied at payment time (the history keeps
 *   them if an application is deleted later).
 * - `payment_files`: proof files of an advance bank payment (decision 78).
 * - `payment_orders`: online payments handed to the sandbox payment provider (decision 76), found
 *   by the opaque token posted as the form field `data`.
 * - `signing_requests`: applications handed to the sandbox signing page (decision 80).
 * Times of the portal's own events are epoch milliseconds, like the other tables.
 */
import type { Migration } from "../db/migrations";

export const PAYMENTS_MIGRATION: Migration = {
  id: 30,
  name: "payments-and-signatures",
  statements: [
    `CREATE TABLE payments (
      id INTEGER PRIMARY KEY,
      main_user_id INTEGER NOT NULL REFERENCES users(id),
      payment_date TEXT NOT NULL,
      paid_by TEXT NOT NULL,
      payment_method TEXT NOT NULL CHECK (payment_method IN ('ONLINE', 'BANK_TRANSFER')),
      total_cost INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED')),
      reference TEXT,
      purpose TEXT,
      additional_email TEXT,
      created_by INTEGER REFERENCES users(id),
      created_at INTEGER NOT NULL,
      search_text TEXT NOT NULL DEFAULT ''
    )`,
    `CREATE INDEX payments_owner ON payments(main_user_id, payment_date)`,
    `CREATE TABLE payment_items (
      payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      application_id INTEGER,
      filing_number TEXT NOT NULL,
      application_number TEXT,
      user_reference TEXT,
      ip_right_type TEXT NOT NULL CHECK (ip_right_type IN ('trademark', 'design')),
      type_code TEXT NOT NULL CHECK (type_code IN ('TM', 'DS', 'ES')),
      denomination TEXT,
      fees INTEGER NOT NULL,
      PRIMARY KEY (payment_id, position)
    )`,
    `CREATE INDEX payment_items_right ON payment_items(payment_id, ip_right_type)`,
    `CREATE TABLE payment_files (
      id INTEGER PRIMARY KEY,
      payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      content BLOB NOT NULL
    )`,
    `CREATE TABLE payment_orders (
      token TEXT PRIMARY KEY,
      main_user_id INTEGER NOT NULL REFERENCES users(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      application_ids TEXT NOT NULL,
      total_cost INTEGER NOT NULL,
      reference TEXT,
      additional_email TEXT,
      created_at INTEGER NOT NULL,
      finished_at INTEGER
    )`,
    `CREATE TABLE signing_requests (
      token TEXT PRIMARY KEY,
      main_user_id INTEGER NOT NULL REFERENCES users(id),
      user_id INTEGER NOT NULL REFERENCES users(id),
      application_id INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      finished_at INTEGER
    )`,
  ],
};
