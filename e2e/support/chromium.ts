/**
 * Debian's Chromium for Playwright and the benchmark (browser downloads are not possible).
 * scripts/e2e.mjs runs scripts/ensure-chromium.mjs first (which installs it when missing and
 * running as root) and passes the path in CHROMIUM_PATH.
 */
import { accessSync, constants } from "node:fs";

export { CHROMIUM_ARGS } from "../../scripts/lib/chromium-args.mjs";

// The headless shell first: the same engine with about a third less CPU per test
// (scripts/ensure-chromium.mjs installs it beside chromium).
export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH, else the first Debian path that exists; throws with what to install. */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, ...CHROMIUM_CANDIDATES].filter((p): p is string => Boolean(p));
  const found = candidates.find(isExecutable);
  if (found) return found;
  throw new Error(
    `Chromium not found (looked at ${candidates.join(", ")}). Run the tests with \`npm run e2e\`, ` +
      "which installs it when running as root, or install it: sudo apt-get install -y chromium " +
      "(or set CHROMIUM_PATH).",
  );
}
