/** Test accounts written straight into the database, for states the demo seed does not hold. */
import { hashSeedPassword } from "../../../server/auth/passwords";
import type { Db } from "../../../server/db/client";
import { DEMO_PASSWORD } from "../../../server/db/seed-data";

export interface TestAccount {
  username: string;
  verified?: boolean;
  active?: boolean;
  expiresAt?: number | null;
  parentId?: number;
}

let nextId = 100;

/** Inserts a CHILD of demoparent (default) with the demo password; returns its id. */
export async function insertAccount(db: Db, account: TestAccount): Promise<number> {
  const id = nextId++;
  await db.run(
    `INSERT INTO users (id, username, email, password_hash, user_type, parent_id, first_name, last_name, language,
       active, verified, expires_at, created_at)
     VALUES (?, ?, ?, ?, 'CHILD', ?, 'Test', 'Account', 'en', ?, ?, ?, 0)`,
    [
      id,
      account.username,
      `${account.username}@example.lt`,
      await hashSeedPassword(DEMO_PASSWORD, account.username),
      account.parentId ?? 1,
      account.active === false ? 0 : 1,
      account.verified === false ? 0 : 1,
      account.expiresAt ?? null,
    ],
  );
  await db.run("INSERT INTO user_roles (user_id, role) VALUES (?, 'ROLE_TRADEMARKS')", [id]);
  return id;
}
