#!/usr/bin/env node
/**
 * Finds the Chromium used by the end-to-end tests and the benchmark (browser downloads are
 * not possible here: Debian's package is used). Looks at, in order:
 *   $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser
 * When none exists and we run as root, installs Debian's `chromium` with apt-get; otherwise
 * exits 1 saying what to install. Prints the path on success.
 *
 * The end-to-end tests prefer Debian's `chromium-headless-shell` (`{ headlessShell: true }`):
 * the same engine without the full browser's UI processes, about a third less CPU per test,
 * which on a 2-core machine is what lets two Playwright workers run side by side. It is
 * installed beside `chromium` when missing (as root); when it cannot be, the full browser runs
 * the tests. An explicit $CHROMIUM_PATH always wins.
 *
 *   node scripts/ensure-chromium.mjs            # print the path (install if root and missing)
 *   node scripts/ensure-chromium.mjs --headless-shell   # the tests' browser
 *   import { ensureChromium } from "./ensure-chromium.mjs"   // same, returns the path
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { pathToFileURL } from "node:url";

export const DEFAULT_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first usable Chromium, or undefined. Does not install anything. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} is not an executable file; looking elsewhere.`);
  }
  return DEFAULT_PATHS.find(isExecutable);
}

const HOW_TO_INSTALL = [
  "Chromium is needed for the end-to-end tests and the benchmark, and was not found at",
  `  ${["$CHROMIUM_PATH", ...DEFAULT_PATHS].join(", ")}`,
  "Install Debian's package:",
  "  sudo apt-get update && sudo apt-get install -y chromium",
  "or point CHROMIUM_PATH at a Chromium binary, e.g.",
  "  CHROMIUM_PATH=/path/to/chromium npm test",
].join("\n");

function aptInstall(packageName) {
  console.info(`${packageName} is missing; installing Debian's package with apt-get (about a minute)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", packageName]]) {
    const res = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (res.error) throw new Error(`apt-get ${args.join(" ")} could not start: ${res.error.message}\n\n${HOW_TO_INSTALL}`);
    if (res.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${res.status}).\n\n${HOW_TO_INSTALL}`);
  }
}

function canInstall() {
  return typeof process.getuid === "function" && process.getuid() === 0 && process.platform === "linux";
}

/** The headless shell, installed when missing and possible; undefined when it is not there. */
function ensureHeadlessShell(install) {
  if (isExecutable(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  if (!install || !canInstall()) return undefined;
  try {
    aptInstall("chromium-headless-shell");
  } catch (error) {
    console.warn(`Could not install chromium-headless-shell; the tests use the full browser (slower).\n${error instanceof Error ? error.message : String(error)}`);
  }
  return isExecutable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : undefined;
}

/**
 * Returns the Chromium path, installing Debian's package when missing and running as root.
 * Throws an Error whose message says what to install otherwise.
 */
export function ensureChromium({ install = true, headlessShell = false } = {}) {
  if (headlessShell && !process.env.CHROMIUM_PATH) {
    const shell = ensureHeadlessShell(install);
    if (shell) return shell;
  }
  const found = findChromium();
  if (found) return found;
  if (!install || !canInstall()) throw new Error(HOW_TO_INSTALL);
  aptInstall("chromium");
  const installed = findChromium();
  if (!installed) throw new Error(`apt-get finished but Chromium is still missing.\n\n${HOW_TO_INSTALL}`);
  return installed;
}

/** `chromium --version`, or undefined when it cannot run. */
export function chromiumVersion(path) {
  const res = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 20_000 });
  if (res.status !== 0) return undefined;
  return res.stdout.trim().split("\n").pop();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const path = ensureChromium({ headlessShell: process.argv.includes("--headless-shell") });
    const version = chromiumVersion(path);
    if (!version) {
      console.error(`Found ${path}, but "${path} --version" failed: the browser cannot start.`);
      process.exit(1);
    }
    process.stderr.write(`${version}\n`);
    console.log(path);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
