/**
 * Vitest global setup of the web project: the app's catalogs compiled (`npm run i18n:compile`)
 * when a compiled catalog is missing or older than its `.po` file, as in a fresh clone, where
 * `src/locales/*\/messages.ts` (git-ignored) exists only after a build. Tests then read the
 * catalogs the app ships (tests/lib/i18n/compiled-catalogs.test.ts), never an empty fallback.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const LOCALES = join(import.meta.dirname, "..", "..", "src", "locales");

function stale(): boolean {
  return readdirSync(LOCALES).some((locale) => {
    const po = join(LOCALES, locale, "messages.po");
    const compiled = join(LOCALES, locale, "messages.ts");
    return existsSync(po) && (!existsSync(compiled) || statSync(compiled).mtimeMs < statSync(po).mtimeMs);
  });
}

export default function setup(): void {
  if (!stale()) return;
  execFileSync(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "--silent", "i18n:compile"], { stdio: "inherit" });
}
