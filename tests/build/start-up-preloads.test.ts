/**
 * index.html preloads the chunk holding react-dom/client (scripts/start-up-preloads.ts), which
 * the entry imports on demand: the download costs no round trip, the evaluation a task of its own.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startUpPreloads } from "../../scripts/start-up-preloads";

const INDEX = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a.js"></script>\n  </head><body></body></html>';

type Handler = (options: unknown, bundle: Record<string, unknown>) => Promise<void>;

describe("startUpPreloads", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "ipo-preloads-"));
    mkdirSync(join(root, "dist"));
    writeFileSync(join(root, "dist", "index.html"), INDEX);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function run(bundle: Record<string, unknown>) {
    const plugin = startUpPreloads();
    (plugin.configResolved as (config: unknown) => void)({ root, base: "/", build: { outDir: "dist" } });
    return ((plugin.writeBundle as { handler: Handler }).handler)({}, bundle);
  }
  const chunk = (fileName: string, moduleIds: string[], isEntry = false) => ({ type: "chunk", fileName, moduleIds, isEntry });

  it("adds one modulepreload link for the React DOM chunk, once", async () => {
    const bundle = {
      "index-a.js": chunk("assets/index-a.js", ["/app/src/main.tsx", "/app/node_modules/react/index.js"], true),
      "client-b.js": chunk("assets/client-b.js", ["/app/node_modules/react-dom/client.js", "/app/node_modules/react-dom/cjs/react-dom-client.production.js"]),
    };
    await run(bundle);
    await run(bundle);
    const html = readFileSync(join(root, "dist", "index.html"), "utf8");
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/client-b.js">');
  });

  it("fails the build when React DOM is back in the entry", async () => {
    await expect(run({ "index-a.js": chunk("assets/index-a.js", ["/app/node_modules/react-dom/client.js"], true) })).rejects.toThrow(/react-dom\/client/);
  });
});
