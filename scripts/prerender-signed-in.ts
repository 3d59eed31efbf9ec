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
 * each with the entry's CSS and the skeleton's CSS inlined. Only the reference server uses
 * them, for requests that carry a signed-in session cookie (server/http/static-files.ts); a
 * plain static server never maps a URL to them, so it keeps answering index.html, and a
 * signed-out visitor never sees a signed-in frame. The app takes the markup over like the
 * sign-in page's (src/main.tsx).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Plugin, ResolvedConfig, Rollup } from "vite";
import { buildGlobals, openSsrServer, prerenderedDocument } from "./prerender-sign-in";

/** Folder of the skeleton pages inside the build. */
export const SIGNED_IN_DIR = "signed-in";
const SKELETON_CSS = "src/app/prerender/signed-in-skeleton.css";

type RenderSkeleton = (screen: string, language: string) => Promise<string>;

/** The file name (without language and extension) of a URL path: `/` is `index`. */
export function skeletonFileName(path: string): string {
  return path === "/" ? "index" : path.replace(/^\//, "");
}

export function prerenderSignedIn(): Plugin {
  let config: ResolvedConfig;
  let entryCss: string[] = [];
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
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle: Rollup.OutputBundle) {
        if (!Object.keys(bundle).includes("index.html")) return;
        const outDir = resolve(config.root, config.build.outDir);
        const server = await openSsrServer(config);
        try {
          const { renderSignedInSkeleton, SKELETON_SCREENS } = (await server.ssrLoadModule("/src/app/prerender/render-signed-in.tsx")) as {
            renderSignedInSkeleton: RenderSkeleton;
            SKELETON_SCREENS: Record<string, string>;
          };
          const { languages } = await buildGlobals(server);
          const indexHtml = await readFile(join(outDir, "index.html"), "utf8");
          const css = [
            ...(await Promise.all(entryCss.map((file) => readFile(join(outDir, file), "utf8")))),
            await readFile(resolve(config.root, SKELETON_CSS), "utf8"),
          ].join("\n");
          for (const [i, language] of languages.entries()) {
            for (const [path, screen] of Object.entries(SKELETON_SCREENS)) {
              const html = prerenderedDocument(indexHtml, { language, markup: await renderSignedInSkeleton(screen, language), css });
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
