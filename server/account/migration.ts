/**
 * Migration 40: the account flows. One-time tokens (registration verification, password reset,
 * username change; stored as SHA-256 of the token and of the typed code), the sandbox mailbox
 * that stands in for e-mail delivery, edit locks of account details and child accounts, and the
 * username-change data a gateway ticket carries between the start and the callback.
 */
import type { Migration } from "../db/migrations";

export const ACCOUNTS_MIGRATION: Migration = {
  id: 40,
  name: "account-flows",
  statements: [
    `CREATE TABLE account_tokens (
      token_hash TEXT PRIMARY KEY,
      code_hash TEXT,
      kind TEXT NOT NULL CHECK (kind IN ('REGISTRATION', 'PASSWORD_RESET', 'USERNAME_CHANGE')),
      user_id INTEGER NOT NULL REFERENCES users(id),
      new_username TEXT,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    )`,
    `CREATE INDEX account_tokens_user ON account_tokens(user_id, kind)`,
    `CREATE INDEX account_tokens_code ON account_tokens(code_hash)`,
    // The e-mails the server would send; listed by /sandbox/mailbox (not part of the contract).
    `CREATE TABLE sandbox_mails (
      id INTEGER PRIMARY KEY,
      recipient TEXT NOT NULL,
      kind TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      link TEXT,
      code TEXT,
      created_at INTEGER NOT NULL
    )`,
    // Decision 30: `DETAILS:<main account id>` or `CHILD:<child id>`, held 10 minutes.
    `CREATE TABLE account_locks (
      target TEXT PRIMARY KEY,
      holder_id INTEGER NOT NULL REFERENCES users(id),
      holder_username TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    )`,
    `ALTER TABLE gateway_tickets ADD COLUMN user_id INTEGER REFERENCES users(id)`,
    `ALTER TABLE gateway_tickets ADD COLUMN new_username TEXT`,
  ],
};
