/** `npm run seed`: migrates the database and puts the demo office back to its seed. */
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrations";
import { SEED_USERS } from "./db/seed-data";
import { reseed } from "./db/seed";
import { readEnv } from "./lib/env";

if (process.env.IPO_MODE === "production") {
  console.error("npm run seed writes the demo accounts (their password is public): not in production mode (IPO_MODE=production).");
  process.exit(2);
}
const env = readEnv();
const db = await openDatabase(env.databaseUrl);
await migrate(db);
await reseed(db);
db.close();
console.log(`Seeded the demo office into ${env.databaseUrl}: ${SEED_USERS.map((u) => u.username).join(", ")}.`);
