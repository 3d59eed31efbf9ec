/**
 * Schema migrations: an ordered list, applied once each and recorded in `migrations`.
 * Later issues append new entries (never edit an applied one). Times are epoch milliseconds.
 */
import { ACCOUNTS_MIGRATION } from "../account/migration";
import { APPLICATIONS_MIGRATION } from "../applications/migration";
import { ATTACHMENT_FACTS_MIGRATION, fillAttachmentFacts } from "../correspondence/attachment-facts";
import { CHANGES_LOG_MIGRATION } from "../correspondence/changes-log";
import { LIST_INDEXES_MIGRATION } from "../correspondence/list-indexes";
import { refreshSearchTexts, SEARCH_INDEX_MIGRATION, SEARCH_STALE_INDEX_MIGRATION } from "../correspondence/search-index";
import { SHARED_INBOX_MIGRATION } from "../correspondence/shared-inbox-migration";
import { DEADLINES_MIGRATION, OPEN_LETTERS_INDEX_MIGRATION } from "../deadlines/migration";
import { PAYMENTS_MIGRATION } from "../payments/migration";
import type { Db, Statement } from "./client";

export interface Migration {
  id: number;
  name: string;
  statements: string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: "accounts",
    statements: [
      `CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        email TEXT NOT NULL,
        password_hash TEXT,
        user_type TEXT NOT NULL CHECK (user_type IN ('PARENT', 'CHILD')),
        parent_id INTEGER REFERENCES users(id),
        first_name TEXT,
        last_name TEXT,
        language TEXT NOT NULL DEFAULT 'lt',
        active INTEGER NOT NULL DEFAULT 1,
        verified INTEGER NOT NULL DEFAULT 0,
        expires_at INTEGER,
        new_username_requested TEXT,
        failed_login_number INTEGER NOT NULL DEFAULT 0,
        lock_streak INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER,
        last_login_at INTEGER,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX users_parent ON users(parent_id)`,
      `CREATE TABLE user_roles (
        user_id INTEGER NOT NULL REFERENCES users(id),
        role TEXT NOT NULL,
        PRIMARY KEY (user_id, role)
      )`,
      // Details of a main (PARENT) account: the account-type card and the main-account card.
      `CREATE TABLE account_details (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        person_type TEXT NOT NULL CHECK (person_type IN ('Applicant', 'Representative')),
        account_type TEXT NOT NULL CHECK (account_type IN ('INDIVIDUAL', 'COMPANY')),
        patent_attorney_id TEXT,
        first_name TEXT,
        sur_name TEXT,
        natural_person_code TEXT,
        organization_name TEXT,
        legal_entity_code TEXT,
        legal_position TEXT,
        telephone TEXT,
        contact_email TEXT
      )`,
      `CREATE INDEX account_details_person ON account_details(natural_person_code)`,
      `CREATE INDEX account_details_entity ON account_details(legal_entity_code)`,
      `CREATE TABLE addresses (
        user_id INTEGER NOT NULL REFERENCES users(id),
        address_type TEXT NOT NULL CHECK (address_type IN ('LEGAL', 'CORRESPONDENT')),
        street_name TEXT NOT NULL,
        city TEXT NOT NULL,
        postal_code TEXT NOT NULL,
        country TEXT NOT NULL,
        corr_telephone TEXT,
        corr_email TEXT,
        PRIMARY KEY (user_id, address_type)
      )`,
    ],
  },
  {
    id: 2,
    name: "sessions-and-gateway",
    statements: [
      // The cookie holds the session id; only its SHA-256 is stored.
      `CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        csrf_token TEXT NOT NULL,
        user_id INTEGER REFERENCES users(id),
        impersonated INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        prev_login_at INTEGER,
        prev_failed_logins INTEGER NOT NULL DEFAULT 0,
        gateway_identity TEXT,
        gateway_identity_at INTEGER
      )`,
      `CREATE INDEX sessions_user ON sessions(user_id)`,
      `CREATE INDEX sessions_seen ON sessions(last_seen_at)`,
      `CREATE TABLE challenges (
        challenge TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('LOGIN', 'LOGOUT')),
        session_hash TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      )`,
      `CREATE INDEX challenges_session ON challenges(session_hash)`,
      // People the sandbox e-government gateway can authenticate.
      `CREATE TABLE gateway_persons (
        id INTEGER PRIMARY KEY,
        description TEXT NOT NULL,
        first_name TEXT NOT NULL,
        sur_name TEXT NOT NULL,
        email TEXT,
        telephone TEXT,
        natural_person_code TEXT NOT NULL,
        legal_entity_code TEXT,
        organization_name TEXT,
        is_patent_attorney INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE TABLE gateway_tickets (
        ticket TEXT PRIMARY KEY,
        callback_url TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        person_id INTEGER REFERENCES gateway_persons(id),
        authenticated_at INTEGER,
        redeemed_at INTEGER
      )`,
    ],
  },
  {
    id: 3,
    name: "feedback",
    statements: [
      `CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        user_id INTEGER REFERENCES users(id),
        evaluation_rate INTEGER NOT NULL,
        reasons TEXT NOT NULL,
        complaints TEXT,
        comments TEXT,
        suggestions TEXT,
        user_contacts TEXT,
        created_at INTEGER NOT NULL
      )`,
    ],
  },
  {
    id: 10,
    name: "correspondence",
    statements: [
      // Messages of a main account (children read their parent's). Dates are LocalDateTime text.
      `CREATE TABLE correspondence_messages (
        id INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES users(id),
        direction TEXT NOT NULL CHECK (direction IN ('BO_INCOMING', 'BO_OUTGOING')),
        bo_correspondence_number TEXT,
        dossier_type TEXT,
        application_number TEXT,
        application_id INTEGER,
        registration_number TEXT,
        subject TEXT NOT NULL,
        sender TEXT NOT NULL,
        recipient TEXT NOT NULL,
        body TEXT NOT NULL,
        message_status TEXT NOT NULL CHECK (message_status IN ('NEW', 'READ')),
        important INTEGER NOT NULL DEFAULT 0,
        requires_reply INTEGER NOT NULL DEFAULT 1,
        received_date TEXT NOT NULL,
        due_date TEXT,
        search_text TEXT NOT NULL
      )`,
      `CREATE INDEX correspondence_messages_received ON correspondence_messages(account_id, received_date)`,
      `CREATE INDEX correspondence_messages_due ON correspondence_messages(account_id, due_date)`,
      // Replies (SENT) and drafts (DRAFT), at most one DRAFT per message (decision 53).
      `CREATE TABLE correspondence_sub_rows (
        id INTEGER PRIMARY KEY,
        message_id INTEGER NOT NULL REFERENCES correspondence_messages(id),
        draft_status TEXT NOT NULL CHECK (draft_status IN ('DRAFT', 'SENT')),
        action_date TEXT NOT NULL,
        author TEXT NOT NULL,
        body TEXT NOT NULL,
        bo_correspondence_number TEXT
      )`,
      `CREATE INDEX correspondence_sub_rows_message ON correspondence_sub_rows(message_id)`,
      `CREATE UNIQUE INDEX correspondence_one_draft ON correspondence_sub_rows(message_id) WHERE draft_status = 'DRAFT'`,
      `CREATE TABLE correspondence_attachments (
        id INTEGER PRIMARY KEY,
        message_id INTEGER REFERENCES correspondence_messages(id),
        sub_row_id INTEGER REFERENCES correspondence_sub_rows(id),
        name TEXT NOT NULL,
        size INTEGER NOT NULL,
        content BLOB NOT NULL,
        CHECK ((message_id IS NULL) <> (sub_row_id IS NULL))
      )`,
      `CREATE INDEX correspondence_attachments_message ON correspondence_attachments(message_id)`,
      `CREATE INDEX correspondence_attachments_sub_row ON correspondence_attachments(sub_row_id)`,
    ],
  },
  {
    id: 11,
    name: "idempotency-keys",
    statements: [
      // Decision 4: first answers to requests with an Idempotency-Key, replayed for 24 hours.
      `CREATE TABLE idempotency_keys (
        user_id INTEGER NOT NULL REFERENCES users(id),
        operation TEXT NOT NULL,
        key_hash TEXT NOT NULL,
        status INTEGER NOT NULL,
        headers TEXT NOT NULL,
        body BLOB,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, operation, key_hash)
      )`,
      `CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at)`,
    ],
  },
  {
    id: 12,
    name: "idempotency-fingerprints",
    statements: [
      // Decision 4: a key is bound to its request (method, path, query, body, files).
      `ALTER TABLE idempotency_keys ADD COLUMN fingerprint TEXT NOT NULL DEFAULT ''`,
    ],
  },
  APPLICATIONS_MIGRATION,
  PAYMENTS_MIGRATION,
  ACCOUNTS_MIGRATION,
  CHANGES_LOG_MIGRATION,
  DEADLINES_MIGRATION,
  SEARCH_INDEX_MIGRATION,
  SEARCH_STALE_INDEX_MIGRATION,
  SHARED_INBOX_MIGRATION,
  ATTACHMENT_FACTS_MIGRATION,
  OPEN_LETTERS_INDEX_MIGRATION,
  LIST_INDEXES_MIGRATION,
];

export async function migrate(db: Db, now: number = Date.now()): Promise<number[]> {
  await db.run(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const done = new Set((await db.all<{ id: number }>("SELECT id FROM migrations")).map((r) => r.id));
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.id)) continue;
    const statements: Statement[] = migration.statements.map((sql) => ({ sql }));
    statements.push({
      sql: "INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)",
      args: [migration.id, migration.name, now],
    });
    await db.batch(statements);
    applied.push(migration.id);
  }
  // A migration's pages (a new index: tens of MB at scale) otherwise stay in the WAL file, which
  // every later read looks through; the bench's reads were 2-4x slower until a restart.
  if (applied.length > 0) await db.run("PRAGMA wal_checkpoint(TRUNCATE)");
  // Data the schema migrations left to redo in code (it needs the app's rules): resumable, idempotent.
  await refreshSearchTexts(db);
  await fillAttachmentFacts(db);
  return applied;
}
