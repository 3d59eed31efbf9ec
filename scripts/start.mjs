#!/usr/bin/env node
/**
 * Runs the product (the README's `npm start`): builds the app when needed, then starts the
 * reference server on PORT (default 8080), which serves dist/, /api/v1 and /sandbox/ and
 * prints its address and the demo accounts.
 *
 * Build policy: build when dist/ is missing or any build input (src/, sw/, public/,
 * index.html, vite/lingui config, package files) is newer than dist/index.html. A fresh clone
 * always builds; a second `npm start` without changes starts at once. FORCE_BUILD=1 always
 * builds; SKIP_BUILD=1 never does; DIST_DIR=<folder> serves that folder as it is.
 *
 * Mode (server/config.ts): the demo by default, on 127.0.0.1 unless HOST is set; with
 * IPO_MODE=production the server refuses to start without IPO_PUBLIC_ORIGIN (exit 2) and serves
 * no sandbox (README "Demo mode and production mode").
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildStaleReason, exists, NPM, red, ROOT, run, startServer } from "./lib/proc.mjs";

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(red(`PORT must be a TCP port number, got "${process.env.PORT}".`));
  process.exit(2);
}

// DIST_DIR set: serve that folder as it is (never built here).
const distDir = resolve(ROOT, process.env.DIST_DIR ?? "dist");
const skipBuild = process.env.SKIP_BUILD === "1" || Boolean(process.env.DIST_DIR);
const reason = process.env.FORCE_BUILD === "1" ? "FORCE_BUILD=1" : skipBuild ? null : buildStaleReason();
if (reason) {
  console.log(`Building the app (${reason})...`);
  const code = await run(NPM, ["run", "build"]);
  if (code !== 0) {
    console.error(red(`The build failed (exit ${code}); not starting the server.`));
    process.exit(code);
  }
} else if (!exists(join(distDir, "index.html"))) {
  console.error(red(`${distDir}/index.html is missing: run npm run build first (or unset SKIP_BUILD/DIST_DIR).`));
  process.exit(1);
}

// The default database is a SQLite file under data/; make sure its folder exists.
if (!process.env.DATABASE_URL) mkdirSync(join(ROOT, "data"), { recursive: true });

// Same process group as us: Ctrl-C in the terminal reaches the server directly.
const server = startServer({ port, detached: false });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on("error", (error) => {
  console.error(red(`Could not start the server: ${error.message}`));
  process.exit(1);
});
server.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" || signal === "SIGTERM" ? 0 : 1)));
