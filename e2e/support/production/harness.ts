/**
 * The production end-to-end setting, started by playwright.config.ts's "production"
 * project: the built app on the reference server in production mode (IPO_MODE=production, no
 * sandbox, no test hooks, no demo seed) on its public origin, and stand-ins for the e-government
 * gateway, the payment provider, the signing service and the mail delivery on a SECOND origin.
 *
 *   E2E_PRODUCTION_PORT=8191 E2E_STAND_IN_PORT=8192 node --import tsx e2e/support/production/harness.ts
 *
 * The stand-ins are test code only: they serve the demo sandbox's pages (server/sandbox,
 * server/payments/sandbox-pages.ts) from their own origin, share the office's database file (the
 * back channel of a real gateway, provider or signing service is the office's integration, README
 * "Production mode"), and send the browser back to the app's origin. The harness also answers
 * `POST /harness/applications {username}`, which gives an account one application to pay and one
 * to sign: production has no seed, and this path exists only here, never on the app's server.
 */
import { serve } from "@hono/node-server";
import { spawn } from "node:child_process";
import { Hono } from "hono";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insertStatement, seedApplicationRows } from "../../../server/applications/seed/seed-applications";
import { SANDBOX_EXTERNAL_URLS, SIGN_IN_LIMITS, type AppConfig } from "../../../server/config";
import { openDatabase } from "../../../server/db/client";
import { migrate } from "../../../server/db/migrations";
import { SEED_GATEWAY_PERSONS } from "../../../server/db/seed-data";
import type { AppDeps } from "../../../server/http/context";
import { TrustedProxies } from "../../../server/http/forwarded";
import { SignInThrottle } from "../../../server/auth/sign-in-throttle";
import { registerPaymentSandbox } from "../../../server/payments/sandbox-pages";
import { registerGatewayPage } from "../../../server/sandbox/gateway-page";
import { registerMailboxPage } from "../../../server/sandbox/mailbox-page";
import { productionOrigins } from "./origins";

const { app: appOrigin, standIn: standInOrigin, appPort, standInPort } = productionOrigins();
const tempDir = join(tmpdir(), `ipo-e2e-production-${appPort}`);
rmSync(tempDir, { recursive: true, force: true });
mkdirSync(tempDir, { recursive: true });
const databaseUrl = `file:${join(tempDir, "ipo.db")}`;

// The schema first (the server migrates too, a no-op then), and the gateway's persons: the
// gateway's own register of people, which the stand-in plays from the demo's list.
const db = await openDatabase(databaseUrl);
await migrate(db);
await db.batch(
  SEED_GATEWAY_PERSONS.map((p) => ({
    sql: `INSERT INTO gateway_persons (id, description, first_name, sur_name, email, telephone, natural_person_code,
            legal_entity_code, organization_name, is_patent_attorney) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [p.id, p.description, p.firstName, p.surName, p.email, p.telephone, p.naturalPersonCode, p.legalEntityCode, p.organizationName, p.isPatentAttorney ? 1 : 0],
  })),
);

const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(appPort),
  DATABASE_URL: databaseUrl,
  DIST_DIR: process.env.DIST_DIR ?? "dist",
  IPO_MODE: "production",
  IPO_PUBLIC_ORIGIN: appOrigin,
  IPO_GATEWAY_URL: `${standInOrigin}${SANDBOX_EXTERNAL_URLS.gateway}`,
  IPO_PAYMENT_PROVIDER_URL: `${standInOrigin}${SANDBOX_EXTERNAL_URLS.paymentProvider}`,
  IPO_SIGNING_URL: `${standInOrigin}${SANDBOX_EXTERNAL_URLS.signing}`,
};
// Production refuses test hooks; nothing else of the shell's e2e settings applies either.
delete serverEnv.IPO_TEST_HOOKS;
delete serverEnv.IPO_CONFORMANCE_LOG;
const server = spawn(process.execPath, ["--import", "tsx", join("server", "main.ts")], { env: serverEnv, stdio: ["ignore", "inherit", "inherit"] });

const config: AppConfig = {
  mode: "demo",
  publicOrigins: [appOrigin],
  trustedProxies: [],
  external: SANDBOX_EXTERNAL_URLS,
  signInLimits: SIGN_IN_LIMITS.demo,
  sessionSecret: Buffer.alloc(32),
};
const deps: AppDeps = { db, now: Date.now, config, proxies: new TrustedProxies([]), throttle: new SignInThrottle(config.signInLimits) };

const standIn = new Hono();
// The sandbox pages send the browser back with root-relative URLs of the app: on this origin
// those are the app's, so they become absolute ones on the app's origin.
standIn.use("*", async (c, next) => {
  await next();
  const location = c.res.headers.get("location");
  if (location?.startsWith("/") && !location.startsWith("//") && !location.startsWith("/sandbox/")) {
    c.res.headers.set("location", `${appOrigin}${location}`);
  }
});
registerGatewayPage(standIn, deps);
registerPaymentSandbox(standIn, deps);
registerMailboxPage(standIn, deps);

/** One WAITING_FOR_PAYMENT application (last day to pay ahead) and one WAITING_FOR_SIGNATURE for the account. */
standIn.post("/harness/applications", async (c) => {
  const { username } = (await c.req.json()) as { username: string };
  const user = await db.first<{ id: number }>("SELECT id FROM users WHERE username = ? AND user_type = 'PARENT'", [username]);
  if (!user) return c.json({ error: `no main account ${username}` }, 404);
  const today = new Date().toISOString().slice(0, 10);
  const rows = seedApplicationRows(Date.now()).filter((r) => r.application_type === "trademark");
  const toPay = rows.find((r) => r.status === "WAITING_FOR_PAYMENT" && String(r.last_submit_date ?? "") > today);
  const toSign = rows.find((r) => r.status === "WAITING_FOR_SIGNATURE");
  if (!toPay || !toSign) return c.json({ error: "the seed plan has no such applications" }, 500);
  const numbers = await Promise.all(
    [toPay, toSign].map(async (row) => {
      const { id: _id, ...rest } = row;
      await db.batch([insertStatement("applications", { ...rest, main_user_id: user.id })]);
      return String(row.number);
    }),
  );
  return c.json({ toPay: numbers[0], toSign: numbers[1] }, 201);
});

const standInServer = serve({ fetch: standIn.fetch, port: standInPort, hostname: "127.0.0.1" });

const stop = () => {
  standInServer.close();
  if (server.exitCode === null) server.kill("SIGTERM");
  db.close();
  rmSync(tempDir, { recursive: true, force: true });
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, stop);
server.on("exit", (code: number | null) => {
  console.error(`production e2e: the server exited (${code ?? "signal"})`);
  standInServer.close();
  process.exit(code ?? 1);
});
