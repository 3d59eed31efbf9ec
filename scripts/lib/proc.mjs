/**
 * Small process helpers shared by the scripts in scripts/: run a command with live output,
 * print step banners with timings, start the reference server and wait until it answers,
 * find a free port, stop child process groups cleanly.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { constants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Absolute path of the repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text);
export const bold = paint("1");
export const green = paint("32");
export const red = paint("31");
export const dim = paint("2");
export const cyan = paint("36");

export function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

export function banner(text) {
  const line = "─".repeat(Math.max(8, 72 - text.length));
  console.log(`\n${bold(cyan(`▶ ${text}`))} ${dim(line)}`);
}

/** The npm executable for child processes (npm.cmd on Windows). */
export const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

/**
 * Runs a command with inherited stdio. Resolves with the exit code (never rejects for a
 * non-zero exit; rejects only if the command cannot be started).
 */
export function run(command, args = [], options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: options.stdio ?? "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 1)));
  });
}

/**
 * Command line (node + args) that runs the reference server. `node --import tsx` rather than
 * the `tsx` CLI: one process, so signals and exit codes need no relaying.
 */
export function serverCommand() {
  return { command: process.execPath, args: ["--import", "tsx", join(ROOT, "server", "main.ts")] };
}

/** True when the file exists. */
export const exists = (path) => existsSync(path);

/** Newest modification time (ms) of the files under `paths` (recursive; ignores missing paths). */
export function newestMtime(paths, ignore = new Set(["node_modules", ".git"])) {
  let newest = 0;
  const walk = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const entry of readdirSync(path)) if (!ignore.has(entry)) walk(join(path, entry));
    } else if (st.mtimeMs > newest) {
      newest = st.mtimeMs;
    }
  };
  for (const p of paths) walk(p);
  return newest;
}

/** Sources that end up in dist/: if any is newer than dist/index.html, the build is stale. */
export const BUILD_INPUTS = ["src", "sw", "public", "index.html", "vite.config.ts", "lingui.config.ts", "package.json", "package-lock.json"];

/** Why dist/ needs a (re)build, or null when it is up to date. */
export function buildStaleReason() {
  const index = join(ROOT, "dist", "index.html");
  if (!existsSync(index)) return "dist/ has not been built yet";
  const built = statSync(index).mtimeMs;
  const newest = newestMtime(BUILD_INPUTS.map((p) => join(ROOT, p)));
  return newest > built ? "sources changed since the last build" : null;
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers with any HTTP status (the server is listening) or times out. */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode} before answering ${url}`);
    }
    try {
      const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer().catch(() => undefined);
      return res.status;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${formatDuration(timeoutMs)} (${lastError?.message ?? "timeout"})`);
}

/**
 * Starts the reference server. `detached` (default) puts it in its own process group so
 * `stopProcess` also stops anything it spawned; pass false to keep it in ours (then a signal
 * to our group reaches it too). `stdio`: "inherit" streams its output; "pipe" keeps it
 * (see `child.output()`).
 */
export function startServer({ port, env = {}, stdio = "inherit", detached = true }) {
  const { command, args } = serverCommand();
  const merged = { ...process.env, PORT: String(port), ...env };
  // `undefined` in `env` removes a variable inherited from our environment.
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: merged,
    stdio: stdio === "inherit" ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: detached && process.platform !== "win32",
  });
  let captured = "";
  if (stdio !== "inherit") {
    child.stdout.on("data", (d) => (captured += d));
    child.stderr.on("data", (d) => (captured += d));
  }
  child.output = () => captured;
  child.ownGroup = detached && process.platform !== "win32";
  return child;
}

/**
 * Sends SIGTERM to the child (its whole process group when it has its own, see startServer),
 * then SIGKILL after `graceMs`. Resolves on exit.
 */
export function stopProcess(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const signal = (sig) => {
      try {
        if (child.ownGroup) process.kill(-child.pid, sig);
        else child.kill(sig);
      } catch {
        try {
          child.kill(sig);
        } catch {
          /* already gone */
        }
      }
    };
    const timer = setTimeout(() => signal("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    signal("SIGTERM");
  });
}
