/**
 * Seeding of the demo office. `seedIfEmpty` runs at start-up; `reseed` (npm run seed, test reset hook)
 * empties every data table and seeds again, and must stay fast (< 2 s): the demo password hashes
 * are memoised per process. Later issues add their tables to DATA_TABLES and their rows to SEEDERS.
 */
import { seedApplicationsAndDrafts } from "../applications/seed/seed-drafts";
import { hashSeedPassword } from "../auth/passwords";
import { seedCorrespondence } from "../correspondence/seed";
import { seedPayments } from "../payments/seed";
import type { Db, Statement } from "./client";
import { DEMO_PASSWORD, SEED_GATEWAY_PERSONS, SEED_USERS, type SeedUser } from "./seed-data";

/** Data tables in delete order (children before parents). */
export const DATA_TABLES: readonly string[] = [
  "calendar_feeds",
  "deadline_alerts",
  "deadline_digests",
  "account_tokens",
  "account_locks",
  "sandbox_mails",
  "idempotency_keys",
  "signing_requests",
  "payment_orders",
  "payment_files",
  "payment_items",
  "payments",
  "correspondence_changes",
  "correspondence_notes",
  "correspondence_attachments",
  "correspondence_sub_rows",
  "correspondence_messages",
  "application_drafts",
  "applications",
  "feedback",
  "challenges",
  "sessions",
  "gateway_tickets",
  "gateway_persons",
  "addresses",
  "account_details",
  "user_roles",
  "users",
];

export type Seeder = (now: number) => Promise<Statement[]>;

async function userStatements(user: SeedUser, now: number): Promise<Statement[]> {
  const statements: Statement[] = [
    {
      sql: `INSERT INTO users (id, username, email, password_hash, user_type, parent_id, first_name, last_name,
              language, active, verified, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      args: [
        user.id,
        user.username,
        user.email,
        await hashSeedPassword(DEMO_PASSWORD, user.username),
        user.userType,
        user.parentId,
        user.firstName,
        user.lastName,
        user.language,
        user.verified === false ? 0 : 1,
        now,
      ],
    },
    ...user.roles.map((role) => ({ sql: "INSERT INTO user_roles (user_id, role) VALUES (?, ?)", args: [user.id, role] })),
  ];
  const d = user.details;
  if (d) {
    statements.push({
      sql: `INSERT INTO account_details (user_id, person_type, account_type, patent_attorney_id, first_name, sur_name,
              natural_person_code, organization_name, legal_entity_code, legal_position, telephone, contact_email)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        user.id, d.personType, d.accountType, d.patentAttorneyId, d.firstName, d.surName, d.naturalPersonCode,
        d.organizationName, d.legalEntityCode, d.legalPosition, d.telephone, d.contactEmail,
      ],
    });
  }
  for (const a of user.addresses) {
    statements.push({
      sql: `INSERT INTO addresses (user_id, address_type, street_name, city, postal_code, country, corr_telephone, corr_email)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [user.id, a.addressType, a.streetName, a.city, a.postalCode, a.country, a.corrTelephone, a.corrEmail],
    });
  }
  return statements;
}

const seedAccounts: Seeder = async (now) =>
  (await Promise.all(SEED_USERS.map((user) => userStatements(user, now)))).flat();

const seedGatewayPersons: Seeder = async () =>
  SEED_GATEWAY_PERSONS.map((p) => ({
    sql: `INSERT INTO gateway_persons (id, description, first_name, sur_name, email, telephone, natural_person_code,
            legal_entity_code, organization_name, is_patent_attorney)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      p.id, p.description, p.firstName, p.surName, p.email, p.telephone, p.naturalPersonCode,
      p.legalEntityCode, p.organizationName, p.isPatentAttorney ? 1 : 0,
    ],
  }));

export const SEEDERS: readonly Seeder[] = [seedAccounts, seedGatewayPersons, seedCorrespondence, seedApplicationsAndDrafts, seedPayments];

async function seedStatements(now: number): Promise<Statement[]> {
  return (await Promise.all(SEEDERS.map((seeder) => seeder(now)))).flat();
}

/** Empties every data table and seeds the demo office, in one transaction. */
export async function reseed(db: Db, now: number = Date.now()): Promise<void> {
  const wipe = DATA_TABLES.map((table) => ({ sql: `DELETE FROM ${table}` }));
  await db.batch([...wipe, ...(await seedStatements(now))]);
}

/** Seeds on first start (no users yet). Returns whether it seeded. */
export async function seedIfEmpty(db: Db, now: number = Date.now()): Promise<boolean> {
  const row = await db.first<{ n: number }>("SELECT COUNT(*) AS n FROM users");
  if ((row?.n ?? 0) > 0) return false;
  await reseed(db, now);
  return true;
}
