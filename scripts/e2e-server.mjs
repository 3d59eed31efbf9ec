#!/usr/bin/env node
/**
 * The reference server as the end-to-end tests need it (started by playwright.config.ts's
 * webServer): the already-built dist/, a fresh temporary database, demo mode with its sandbox,
 * test hooks on and every /api/v1 response logged for the contract conformance check.
 *
 *   PORT=8181 node scripts/e2e-server.mjs
 *
 * Environment (all optional): PORT (8181), E2E_DATABASE_URL (default: a fresh SQLite file in
 * the OS temp folder, deleted on exit), IPO_CONFORMANCE_LOG (test-results/conformance-e2e.jsonl,
 * emptied at start), DIST_DIR (dist).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { buildStaleReason, exists, ROOT, startServer } from "./lib/proc.mjs";

const port = Number(process.env.PORT ?? 8181);
const distDir = resolve(ROOT, process.env.DIST_DIR ?? "dist");
const logFile = resolve(ROOT, process.env.IPO_CONFORMANCE_LOG ?? "test-results/conformance-e2e.jsonl");

if (!exists(join(distDir, "index.html"))) {
  console.error(`e2e server: ${distDir}/index.html is missing. Build the app first: npm run build`);
  process.exit(1);
}
const stale = buildStaleReason();
if (stale && !process.env.DIST_DIR) console.error(`e2e server: warning: dist/ may be stale (${stale}); run npm run build.`);

// A fixed folder per port: a run killed hard leaves at most one leftover, replaced next time.
const tempDir = join(tmpdir(), `ipo-e2e-${port}`);
let databaseUrl = process.env.E2E_DATABASE_URL;
if (!databaseUrl) {
  rmSync(tempDir, { recursive: true, force: true });
  mkdirSync(tempDir, { recursive: true });
  databaseUrl = `file:${join(tempDir, "ipo.db")}`;
}

mkdirSync(dirname(logFile), { recursive: true });
writeFileSync(logFile, "");

const server = startServer({
  detached: false, // stays in our process group: a hard kill of the group stops it too
  port,
  env: {
    DATABASE_URL: databaseUrl,
    DIST_DIR: distDir,
    IPO_MODE: "demo", // the sandbox and test hooks, whatever the shell says
    IPO_TEST_HOOKS: "1",
    IPO_CONFORMANCE_LOG: logFile,
  },
});

const cleanup = () => {
  if (!process.env.E2E_DATABASE_URL) rmSync(tempDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    // The server shares our process group and usually got the signal already; make sure.
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on("exit", (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
