#!/usr/bin/env node
/**
 * Development (`npm run dev`): the reference server (tsx watch, restarts on server changes)
 * on API_PORT (default 8080) with test hooks on, plus Vite's dev server on 5173, which
 * proxies /api and /sandbox to it (vite.config.ts, API_TARGET). Ctrl-C stops both; if
 * either exits, the other is stopped too.
 *
 * The service worker is not registered in development (production builds only).
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { cyan, red, ROOT, stopProcess } from "./lib/proc.mjs";

const apiPort = Number(process.env.API_PORT ?? 8080);
if (!process.env.DATABASE_URL) mkdirSync(join(ROOT, "data"), { recursive: true });

/**
 * `ownGroup`: run in its own process group so stopping it also stops what it spawned (tsx
 * watch's child). Only for a process that does not read the terminal: a background group
 * reading the TTY would be stopped by SIGTTIN.
 */
function start(name, args, env, { stdin, ownGroup }) {
  const detached = ownGroup && process.platform !== "win32";
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: [stdin, "inherit", "inherit"],
    detached,
  });
  child.ownGroup = detached;
  child.on("error", (error) => console.error(red(`[dev] ${name} could not start: ${error.message}`)));
  return child;
}

console.log(cyan(`[dev] reference server on http://127.0.0.1:${apiPort}, Vite on http://localhost:5173 (Ctrl-C stops both)`));

const server = start(
  "server",
  [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "watch", "--clear-screen=false", join(ROOT, "server", "main.ts")],
  // The browser's origin is Vite's: gateway callback URLs name it (server/config.ts).
  { PORT: String(apiPort), IPO_TEST_HOOKS: "1", IPO_PUBLIC_ORIGIN: "http://localhost:5173" },
  { stdin: "ignore", ownGroup: true },
);
const vite = start(
  "vite",
  [join(ROOT, "node_modules", "vite", "bin", "vite.js")],
  { API_TARGET: `http://127.0.0.1:${apiPort}` },
  // Vite reads the terminal for its shortcuts (h + enter) and gets Ctrl-C with us.
  { stdin: "inherit", ownGroup: false },
);

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([stopProcess(vite), stopProcess(server)]);
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void stopAll(0));
server.on("exit", (code) => {
  if (!stopping) console.error(red(`[dev] the server exited (code ${code}); stopping Vite.`));
  void stopAll(code ?? 1);
});
vite.on("exit", (code) => {
  if (!stopping) console.error(red(`[dev] Vite exited (code ${code}); stopping the server.`));
  void stopAll(code ?? 1);
});
