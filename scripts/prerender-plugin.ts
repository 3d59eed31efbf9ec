/**
 * The shell both prerendering Vite plugins share (scripts/prerender-sign-in.ts, the sign-in page;
 * scripts/prerender-signed-in.ts, the signed-in skeletons): client builds only, what the
 * bundle tells collected in `generateBundle`, and once the client files are on disk (a failed
 * build never gets there) the pages rendered in Node through a Vite SSR server with the
 * project's own config, once per language the office and the app both have (the default first).
 * Each plugin keeps its own place in vite.config.ts's order: the sign-in page is written before
 * scripts/signed-in-chunks.ts adds the signed-in preloads to index.html, the skeletons after.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { APP_LANGUAGES } from "../src/lib/i18n/languages";
import { createServer, type Plugin, type ResolvedConfig, type Rollup, type ViteDevServer } from "vite";


/** A Vite server with the project's own config, for loading modules in Node only. */
function openSsrServer(config: ResolvedConfig): Promise<ViteDevServer> {
  return createServer({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: "error",
    appType: "custom",
    // No listening socket, watcher, HMR or dependency scan: only module loading.
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/** What a page kind gets to write its files. */
export interface PrerenderContext {
  config: ResolvedConfig;
  /** The build's output folder. */
  outDir: string;
  /** The SSR server: `ssrLoadModule` loads the app's render functions. */
  server: ViteDevServer;
  /** The reference server's globals (the office's languages and links as the build knows them). */
  globals: { supportedLanguages: string[] };
  /** The languages to prerender, the default one first. */
  languages: string[];
  /** index.html as written so far. */
  indexHtml: string;
  /** The text of files of the build (output paths). */
  readOutput(files: readonly string[]): Promise<string[]>;
  /** Writes `html` to each output path, creating folders. */
  writePage(files: readonly string[], html: string): Promise<void>;
}

export interface PrerenderPageKind<Collected> {
  name: string;
  /** What the page kind needs to know of the bundle (chunks, stylesheets). */
  collect(bundle: Rollup.OutputBundle, config: ResolvedConfig): Collected;
  /** Writes the pages; returns the line the build prints. */
  write(context: PrerenderContext, collected: Collected): Promise<string>;
}

/** index.html with `markup` in #root, the given CSS inlined instead of the entry stylesheet, and `lang`. */
export function prerenderedDocument(indexHtml: string, { language, markup, css }: { language: string; markup: string; css: string }): string {
  const withoutStylesheets = indexHtml.replace(/\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g, "");
  return withoutStylesheets
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace("</head>", `<style>${css}</style>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

export function prerenderPlugin<Collected>(kind: PrerenderPageKind<Collected>): Plugin {
  let config: ResolvedConfig;
  let collected: Collected | undefined;
  return {
    name: kind.name,
    // Client builds only: the SSR server below loads this config again (as `serve`).
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      collected = kind.collect(bundle, config);
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle: Rollup.OutputBundle) {
        if (collected === undefined || !Object.keys(bundle).includes("index.html")) return;
        const outDir = resolve(config.root, config.build.outDir);
        const server = await openSsrServer(config);
        try {
          const { GLOBALS } = (await server.ssrLoadModule("/server/content/globals.ts")) as { GLOBALS: { supportedLanguages: string[] } };
          const context: PrerenderContext = {
            config,
            outDir,
            server,
            globals: GLOBALS,
            languages: GLOBALS.supportedLanguages.filter((language) => (APP_LANGUAGES as readonly string[]).includes(language)),
            indexHtml: await readFile(join(outDir, "index.html"), "utf8"),
            readOutput: (files) => Promise.all(files.map((file) => readFile(join(outDir, file), "utf8"))),
            async writePage(files, html) {
              for (const file of files) {
                await mkdir(dirname(file), { recursive: true });
                await writeFile(file, html);
              }
            },
          };
          config.logger.info(await kind.write(context, collected));
        } finally {
          await server.close();
        }
      },
    },
  };
}
