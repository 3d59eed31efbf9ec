/**
 * Migration 55: deadlines that reach the user when the app is closed (issue 24). The private
 * calendar feed of a user (decision 83: the SHA-256 of its token and the seed it is made from
 * under the server's secret, never the token; ./feeds-repo.ts), the choice of
 * deadline e-mails (decision 84) and the days each user's digest went out (one a day).
 */
import type { Migration } from "../db/migrations";

export const DEADLINES_MIGRATION: Migration = {
  id: 55,
  name: "deadline-feeds-and-alerts",
  statements: [
    `CREATE TABLE calendar_feeds (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      token_hash TEXT NOT NULL UNIQUE,
      seed TEXT NOT NULL,
      detail TEXT NOT NULL CHECK (detail IN ('SUBJECTS', 'NUMBERS_ONLY')),
      alarms TEXT NOT NULL,
      created_at INTEGER NOT NULL
    )`,
    `CREATE TABLE deadline_alerts (
      user_id INTEGER PRIMARY KEY REFERENCES users(id),
      email INTEGER NOT NULL,
      days_before TEXT NOT NULL
    )`,
    `CREATE TABLE deadline_digests (
      user_id INTEGER NOT NULL REFERENCES users(id),
      day TEXT NOT NULL,
      PRIMARY KEY (user_id, day)
    )`,
  ],
};
