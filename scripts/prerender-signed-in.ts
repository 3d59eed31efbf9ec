/**
 * Vite plugin: prerenders the signed-in screens' skeletons (src/app/prerender/signed-in-skeleton.tsx)
 * into the build (issue 12, cold start of a signed-in page): a link opened on a new phone
 * paints the shell and the screen's heading from the HTML, before the app's JS has arrived.
 *
 * Written once the signed-in chunks' preloads are in index.html (this plugin comes after
 * scripts/signed-in-chunks.ts), for every screen of SKELETON_SCREENS and language:
 *
 *   signed-in/{screen path or "index"}.{lang}.html    every language
 *   signed-in/{screen path or "index"}.html           the default language
 *
 * each with the entry's CSS and the skeleton's CSS inlined, modulepreload of the screen's
 * own chunks (its route component and what that imports), so they load beside the entry
 * instead of after it, and the entry started once the page has painted (`paintFirst`). Only the reference server uses
 * them, for requests that carry a signed-in session cookie (server/http/static-files.ts); a
 * plain static server never maps a URL to them, so it keeps answering index.html, and a
 * signed-out visitor never sees a signed-in frame. The app takes the markup over like the
 * sign-in page's (src/main.tsx).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Plugin, ResolvedConfig, Rollup } from "vite";
import { SKELETON_SCREENS } from "../src/app/prerender/skeleton-screens";
import { buildGlobals, openSsrServer, prerenderedDocument } from "./prerender-sign-in";

/** Folder of the skeleton pages inside the build. */
export const SIGNED_IN_DIR = "signed-in";
const SKELETON_CSS = "src/app/prerender/signed-in-skeleton.css";

type RenderSkeleton = (screen: string, language: string) => Promise<string>;

/** Route files of a signed-in URL path (TanStack's file-based routes). */
function routeFiles(path: string): string[] {
  const base = `/src/routes/_authenticated${path === "/" ? "" : path}`;
  return path === "/" ? [`${base}/index.tsx`] : [`${base}/index.tsx`, `${base}.tsx`];
}

/** The chunks of a route's split parts and everything they import statically, as URLs. */
export function routeChunks(bundle: Rollup.OutputBundle, path: string, base: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  const roots = routeFiles(path);
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => id.includes("?tsr-split") && roots.some((root) => id.split("?")[0]?.endsWith(root)))) visit(chunk);
  }
  return [...files].map((name) => `${base}${name}`);
}

/** index.html with modulepreload links for `hrefs` it does not list yet. */
function withPreloads(html: string, hrefs: string[]): string {
  const links = hrefs.filter((href) => !html.includes(`"${href}"`)).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return links.length === 0 ? html : html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
}

/**
 * index.html whose entry starts only after the browser has painted the prerendered page: the
 * entry is preloaded (fetched and compiled beside the screen's chunks) and a tiny module
 * imports it after the next frame (or 200 ms, should no frame come, as in a background tab).
 * Without it, an entry that arrives with the HTML is evaluated before the first paint, which
 * then waits for the app's whole start-up. Returns the page and the boot module.
 */
export function paintFirst(html: string, base: string): { html: string; boot: { fileName: string; source: string } | null } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) return { html, boot: null };
  const source =
    "// Starts the app after the prerendered page has painted (scripts/prerender-signed-in.ts).\n" +
    "let started = false;\n" +
    `const start = () => { if (!started) { started = true; void import(${JSON.stringify(entry[1])}); } };\n` +
    "requestAnimationFrame(() => setTimeout(start, 0));\n" +
    "setTimeout(start, 200);\n";
  const fileName = `assets/paint-first-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
  const replacement = `<link rel="modulepreload" crossorigin href="${entry[1]}">\n    <script type="module" crossorigin src="${base}${fileName}"></script>`;
  return { html: html.replace(entry[0], replacement), boot: { fileName, source } };
}

/** The file name (without language and extension) of a URL path: `/` is `index`. */
export function skeletonFileName(path: string): string {
  return path === "/" ? "index" : path.replace(/^\//, "");
}

export function prerenderSignedIn(): Plugin {
  let config: ResolvedConfig;
  let entryCss: string[] = [];
  let preloads = new Map<string, string[]>();
  return {
    name: "ipo:prerender-signed-in",
    // Client builds only: the SSR server below loads this config again (as `serve`).
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      // The entry's stylesheets (plain.css and its kin): the ones index.html links.
      entryCss = Object.values(bundle).flatMap((item) => (item.type === "chunk" && item.isEntry ? [...(item.viteMetadata?.importedCss ?? [])] : []));
      preloads = new Map(Object.keys(SKELETON_SCREENS).map((path) => [path, routeChunks(bundle, path, config.base)]));
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle: Rollup.OutputBundle) {
        if (!Object.keys(bundle).includes("index.html")) return;
        const outDir = resolve(config.root, config.build.outDir);
        const server = await openSsrServer(config);
        try {
          const { renderSignedInSkeleton } = (await server.ssrLoadModule("/src/app/prerender/render-signed-in.tsx")) as { renderSignedInSkeleton: RenderSkeleton };
          const { languages } = await buildGlobals(server);
          const indexHtml = await readFile(join(outDir, "index.html"), "utf8");
          const css = [
            ...(await Promise.all(entryCss.map((file) => readFile(join(outDir, file), "utf8")))),
            await readFile(resolve(config.root, SKELETON_CSS), "utf8"),
          ].join("\n");
          for (const [i, language] of languages.entries()) {
            for (const [path, screen] of Object.entries(SKELETON_SCREENS)) {
              const { html: page, boot } = paintFirst(withPreloads(indexHtml, preloads.get(path) ?? []), config.base);
              if (boot) await writeFile(join(outDir, boot.fileName), boot.source);
              const html = prerenderedDocument(page, { language, markup: await renderSignedInSkeleton(screen, language), css });
              const base = join(outDir, SIGNED_IN_DIR, skeletonFileName(path));
              const files = i === 0 ? [`${base}.${language}.html`, `${base}.html`] : [`${base}.${language}.html`];
              for (const file of files) {
                await mkdir(dirname(file), { recursive: true });
                await writeFile(file, html);
              }
            }
          }
          config.logger.info(`prerendered the signed-in skeletons (${Object.keys(SKELETON_SCREENS).join(", ")}; ${languages.join(", ")})`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
