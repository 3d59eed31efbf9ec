/** Starts the reference server: environment, migrations, first-start seed, then listen. */
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrations";
import { DEMO_PASSWORD, SEED_USERS } from "./db/seed-data";
import { seedIfEmpty } from "./db/seed";
import { readEnv } from "./lib/env";

const env = readEnv();
const db = await openDatabase(env.databaseUrl);
await migrate(db);
const seeded = await seedIfEmpty(db);

const app = createApp({
  db,
  distDir: env.distDir,
  testHooks: env.testHooks,
  conformanceLogFile: env.conformanceLogFile,
});

const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
  const base = `http://localhost:${info.port}`;
  console.log(`IP office reference server listening on ${base}`);
  console.log(`  database ${env.databaseUrl}${seeded ? " (seeded the demo office)" : ""}, front end from ${env.distDir}/`);
  console.log(`  sandbox ${base}/sandbox/${env.testHooks ? " (test hooks on)" : ""}`);
  if (env.conformanceLogFile) console.log(`  conformance log ${env.conformanceLogFile}`);
  console.log(`  demo accounts (password ${DEMO_PASSWORD}): ${SEED_USERS.map((u) => u.username).join(", ")}`);
});

function shutdown(): void {
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref(); // do not wait for lingering connections
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
