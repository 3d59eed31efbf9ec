/**
 * Starts the reference server: configuration (server/config.ts), migrations, the first-start demo
 * seed (demo mode only), then listen on HOST:PORT. A configuration error stops it with exit 2.
 */
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { ConfigError, readConfig, type ServerConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrations";
import { DEMO_PASSWORD, SEED_USERS } from "./db/seed-data";
import { seedIfEmpty } from "./db/seed";

function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Not starting: ${error.message}`);
    process.exit(2);
  }
}

const config = configOrExit();
const production = config.mode === "production";
const db = await openDatabase(config.databaseUrl);
await migrate(db);
// Production never gets the demo accounts (their password is public).
const seeded = production ? false : await seedIfEmpty(db);

const app = createApp({
  db,
  distDir: config.distDir,
  testHooks: config.testHooks,
  conformanceLogFile: config.conformanceLogFile,
  mode: config.mode,
  publicOrigins: config.publicOrigins,
  trustedProxies: config.trustedProxies,
  external: config.external,
  sessionSecret: config.sessionSecret,
  // The links of the deadline e-mails: the public origin, else the demo's own address.
  digestOrigin: config.publicOrigins[0] ?? `http://localhost:${config.port}`,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const local = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${info.port}`;
  console.log(`IP office reference server (${production ? "PRODUCTION mode" : "DEMO mode"}) listening on ${local}`);
  console.log(`  database ${config.databaseUrl}${seeded ? " (seeded the demo office)" : ""}, front end from ${config.distDir}/`);
  if (production) {
    console.log(`  public origin ${config.publicOrigins.join(", ")}; trusted proxies: ${config.trustedProxies.join(", ") || "none"}`);
    const missing = Object.entries(config.external).filter(([, url]) => !url).map(([name]) => name);
    if (missing.length > 0) console.log(`  not configured (those flows answer errors): ${missing.join(", ")}`);
  } else {
    console.log(`  sandbox ${local}/sandbox/${config.testHooks ? " (test hooks on)" : ""}`);
    console.log(`  demo accounts (password ${DEMO_PASSWORD}): ${SEED_USERS.map((u) => u.username).join(", ")}`);
    console.log("  This is a demo: the sandbox lets anyone read the mailbox and impersonate any account. Use IPO_MODE=production for real users.");
  }
  if (config.conformanceLogFile) console.log(`  conformance log ${config.conformanceLogFile}`);
});

// An idle keep-alive connection is closed by the server after this long. Node's 5 s default
// races clients that reuse a connection just as it is closed (the request then fails with
// ECONNRESET; a reverse proxy answers 502): longer than the idle timeout of common proxies
// (60 s), so they close first. The headers' timeout must exceed it.
const KEEP_ALIVE_MS = 65_000;
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}

function shutdown(): void {
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 3000).unref(); // do not wait for lingering connections
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
