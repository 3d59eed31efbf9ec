/**
 * `npm run seed`: migrates the database and puts the demo office back to its seed.
 * `npm run seed -- --letters 50000` adds an archive of that many older letters to demoparent's account.
 */
import { parseArgs } from "node:util";
import { seedArchive } from "./correspondence/seed-archive";
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
const { values } = parseArgs({ options: { letters: { type: "string", default: "0" } } });
const letters = Number(values.letters);
if (!Number.isInteger(letters) || letters < 0) {
  console.error("--letters takes a whole number of letters, e.g. --letters 50000.");
  process.exit(2);
}
await migrate(db);
const started = Date.now();
const now = Date.now();
await reseed(db, now);
if (letters > 0) {
  await seedArchive(db, letters, now, (done) => process.stdout.write(`\rArchive: ${done} of ${letters} letters`));
  process.stdout.write("\n");
}
db.close();
console.log(`Seeded the demo office into ${env.databaseUrl}: ${SEED_USERS.map((u) => u.username).join(", ")}` +
  `${letters > 0 ? `, with an archive of ${letters} more letters for demoparent` : ""} (${Date.now() - started} ms).`);
