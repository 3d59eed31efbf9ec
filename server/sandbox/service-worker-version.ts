/**
 * A new version of the service worker on demand, for the worker-update e2e scenario
 * (IPO_TEST_HOOKS=1 only; not part of the contract):
 *
 *   POST   /sandbox/test/service-worker {version}  → 204: from now on /sw.js is a changed script
 *   DELETE /sandbox/test/service-worker            → 204: /sw.js is the built file again
 *
 * The changed script is the built `sw.js` with the precache revision of `index.html` changed
 * (as a new deploy changes it: the shell names the new chunks) and a comment naming the
 * version, so the browser really installs a second worker beside the active one, the new
 * worker precaches the new shell, and on activation the old shell's cache entry is deleted.
 * `POST /sandbox/test/reset` also returns to the built file.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Hono } from "hono";

export const SERVICE_WORKER_PATH = "/sw.js";

/** The changed worker: the shell's precache revision and a trailing comment carry `version`. */
export function changedServiceWorker(script: string, version: string): string {
  const label = version.replace(/[^\w.-]/g, "_");
  const shell = /("revision":")([^"]*)(","url":"index\.html")/;
  const changed = shell.test(script) ? script.replace(shell, (_all, head: string, revision: string, tail: string) => `${head}${revision}-${label}${tail}`) : script;
  return `${changed}\n// test version: ${label}\n`;
}

export interface ServiceWorkerVersion {
  /** Back to the built file. */
  clear(): void;
}

/** Registers the hook's routes, before the static files (so its /sw.js answers first). */
export function registerServiceWorkerVersion(app: Hono, distDir: string): ServiceWorkerVersion {
  let version: string | null = null;
  app.post("/sandbox/test/service-worker", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { version?: unknown };
    if (typeof body.version !== "string" || body.version.length === 0 || body.version.length > 64) return c.json({ error: "version must be a short string" }, 400);
    version = body.version;
    return c.body(null, 204);
  });
  app.delete("/sandbox/test/service-worker", (c) => {
    version = null;
    return c.body(null, 204);
  });
  app.get(SERVICE_WORKER_PATH, async (c, next) => {
    if (version === null) return next();
    const script = await readFile(join(distDir, "sw.js"), "utf8").catch(() => null);
    if (script === null) return next();
    // Revalidated like the built file (server/http/static-files.ts), never stored.
    return c.body(changedServiceWorker(script, version), 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
  });
  return {
    clear() {
      version = null;
    },
  };
}
