/**
 * Migration 20: finalized applications and draft applications of a main account.
 *
 * `applications` also backs the shopping cart and the signature list of the payments issue:
 * WAITING_FOR_PAYMENT rows carry `fees` (euro cents) and `last_submit_date` (the last day to pay),
 * `paid_at` marks a paid application (its invoice exists), and the cart/signature row `type`
 * (TM, DS, ES) follows from `application_type` (see TYPE_CODES in applications-repo.ts).
 *
 * Business dates (application, status, registration, expiration, publication, last submit) are
 * stored as the contract's LocalDateTime text (`YYYY-MM-DDTHH:mm:ss`, office time), so range filters
 * and sorting compare them as strings. Times of the portal's own events (`submitted_at`, locks,
 * `paid_at`, draft `last_modified_at`) are epoch milliseconds, like the other tables.
 */
import type { Migration } from "../db/migrations";

export const APPLICATIONS_MIGRATION: Migration = {
  id: 20,
  name: "applications-and-drafts",
  statements: [
    `CREATE TABLE applications (
      id INTEGER PRIMARY KEY,
      main_user_id INTEGER NOT NULL REFERENCES users(id),
      application_type TEXT NOT NULL CHECK (application_type IN ('trademark', 'design', 'eservice')),
      ip_right_type TEXT NOT NULL CHECK (ip_right_type IN ('trademark', 'design')),
      number TEXT NOT NULL UNIQUE,
      associated_right TEXT,
      unique_number TEXT,
      form_type TEXT,
      kind TEXT,
      status TEXT NOT NULL CHECK (status IN ('WAITING_FOR_PAYMENT', 'WAITING_FOR_SIGNATURE', 'SUBMITTED',
        'UNDER_EXAMINATION', 'PUBLISHED', 'REGISTERED', 'REFUSED', 'WITHDRAWN', 'EXPIRED')),
      submitted_at INTEGER NOT NULL,
      application_date TEXT,
      status_date TEXT,
      registration_number TEXT,
      registration_date TEXT,
      expiration_date TEXT,
      publication_date TEXT,
      applicant TEXT,
      representative TEXT,
      user_reference TEXT,
      graphical_representation TEXT,
      denomination TEXT,
      nice_classes TEXT,
      design_number TEXT,
      indication TEXT,
      locarnos TEXT,
      defer_publication INTEGER,
      designer TEXT,
      eservice_name TEXT,
      fees INTEGER,
      last_submit_date TEXT,
      paid_at INTEGER,
      note TEXT,
      note_lock_user_id INTEGER REFERENCES users(id),
      note_lock_expires_at INTEGER,
      search_text TEXT NOT NULL DEFAULT ''
    )`,
    `CREATE INDEX applications_owner ON applications(main_user_id, ip_right_type, submitted_at)`,
    `CREATE INDEX applications_status ON applications(main_user_id, status)`,
    `CREATE TABLE application_drafts (
      id INTEGER PRIMARY KEY,
      main_user_id INTEGER NOT NULL REFERENCES users(id),
      application_type TEXT NOT NULL CHECK (application_type IN ('trademark', 'design', 'eservice')),
      ip_right_type TEXT NOT NULL CHECK (ip_right_type IN ('trademark', 'design')),
      form_type TEXT,
      number TEXT,
      denomination TEXT,
      eservice_name TEXT,
      associated_right TEXT,
      associated_design_number TEXT,
      applicant TEXT,
      user_reference TEXT,
      last_modified_at INTEGER NOT NULL,
      last_modified_by TEXT NOT NULL,
      lock_user_id INTEGER REFERENCES users(id),
      search_text TEXT NOT NULL DEFAULT ''
    )`,
    `CREATE INDEX application_drafts_owner ON application_drafts(main_user_id, application_type)`,
  ],
};
