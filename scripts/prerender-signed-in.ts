/**
 * Vite plugin: prerenders the signed-in screens' skeletons (src/app/prerender/signed-in-skeleton.tsx)
 * into the build (cold start of a signed-in page): a link opened on a new phone
 * paints the shell and the screen's heading from the HTML, before the app's JS has arrived.
 *
 * Written once the signed-in chunks' preloads are in index.html (this plugin comes after
 * scripts/signed-in-chunks.ts), for every screen of SKELETON_SCREENS and language:
 *
 *   signed-in/{screen path or "index"}.{lang}.html    every language
 *   signed-in/{screen path or "index"}.html           the default language
 *
 * each with the entry's CSS and the skeleton's CSS inlined, and the app's code requested only
 * once the page has painted (`paintFirst`): the entry, index.html's preloads and the screen's own
 * chunks (its route component and what that imports, so they load beside the entry instead of
 * after it). Only the reference server uses
 * them, for requests that carry a signed-in session cookie (server/http/static-files.ts); a
 * plain static server never maps a URL to them, so it keeps answering index.html, and a
 * signed-out visitor never sees a signed-in frame. The app takes the markup over like the
 * sign-in page's (src/main.tsx).
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Plugin, Rollup } from "vite";
import { AFTER_PAINT_ID, PAINT_FIRST_SCRIPT } from "../server/http/paint-first";
import { SKELETON_SCREENS } from "../src/app/prerender/skeleton-screens";
import { prerenderedDocument, prerenderPlugin } from "./prerender-plugin";

/** Folder of the skeleton pages inside the build. */
export const SIGNED_IN_DIR = "signed-in";
/** The skeletons' own styles, inlined after the entry's. */
const SKELETON_CSS = ["src/app/prerender/signed-in-skeleton.css", "src/app/prerender/inbox-rows.css"];

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

/**
 * index.html whose scripts start only after the browser has painted the prerendered page: the
 * entry's script tag and every modulepreload link (index.html's and the screen's own `chunks`)
 * become one data block, entry first, that the inline start-up script (server/http/paint-first.ts)
 * turns into preloads and an import after the first frame. Nothing of the app is requested
 * before the skeleton has painted, so neither the first paint nor the skeleton's largest text
 * waits for the app's code.
 */
export function paintFirst(html: string, chunks: string[]): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) return html;
  const preloadLink = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const preloaded = [...html.matchAll(preloadLink)].map((match) => match[1] as string);
  const urls = [...new Set([entry[1], ...preloaded, ...chunks])];
  const boot = `<script type="application/json" id="${AFTER_PAINT_ID}">${JSON.stringify(urls)}</script>\n    <script>${PAINT_FIRST_SCRIPT}</script>`;
  return html.replace(preloadLink, "").replace(entry[0], "").replace("</body>", `  ${boot}\n  </body>`);
}

/** The file name (without language and extension) of a URL path: `/` is `index`. */
export function skeletonFileName(path: string): string {
  return path === "/" ? "index" : path.replace(/^\//, "");
}

export function prerenderSignedIn(): Plugin {
  return prerenderPlugin({
    name: "ipo:prerender-signed-in",
    collect: (bundle, config) => ({
      // The entry's stylesheets (plain.css and its kin): the ones index.html links.
      entryCss: Object.values(bundle).flatMap((item) => (item.type === "chunk" && item.isEntry ? [...(item.viteMetadata?.importedCss ?? [])] : [])),
      preloads: new Map(Object.keys(SKELETON_SCREENS).map((path) => [path, routeChunks(bundle, path, config.base)])),
    }),
    async write({ config, server, languages, indexHtml, outDir, readOutput, writePage }, { entryCss, preloads }) {
      const { renderSignedInSkeleton } = (await server.ssrLoadModule("/src/app/prerender/render-signed-in.tsx")) as { renderSignedInSkeleton: RenderSkeleton };
      const css = [
        ...(await readOutput(entryCss)),
        ...(await Promise.all(SKELETON_CSS.map((file) => readFile(resolve(config.root, file), "utf8")))),
      ].join("\n");
      for (const [i, language] of languages.entries()) {
        for (const [path, screen] of Object.entries(SKELETON_SCREENS)) {
          const page = paintFirst(indexHtml, preloads.get(path) ?? []);
          const html = prerenderedDocument(page, { language, markup: await renderSignedInSkeleton(screen, language), css });
          const base = join(outDir, SIGNED_IN_DIR, skeletonFileName(path));
          await writePage(i === 0 ? [`${base}.${language}.html`, `${base}.html`] : [`${base}.${language}.html`], html);
        }
      }
      return `prerendered the signed-in skeletons (${Object.keys(SKELETON_SCREENS).join(", ")}; ${languages.join(", ")})`;
    },
  });
}
