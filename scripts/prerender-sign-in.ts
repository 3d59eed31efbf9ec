/**
 * Vite plugin: prerenders the sign-in page into the build, so that its markup and styles
 * arrive in the HTML and it paints before any script has run (issue 12, cold start).
 *
 * Once the client build is written, the real route tree is rendered in Node
 * (src/app/prerender/render-sign-in.tsx, loaded through a Vite SSR server with the project's
 * own config) once per language, and written next to index.html as
 *
 *   login.html, login/oauth2/challenge.html          the default language (a plain static
 *                                                    server serves them as `$uri.html`)
 *   login.{lang}.html, login/oauth2/challenge.{lang}.html   every language
 *
 * each with the sign-in page's CSS inlined (no render-blocking stylesheet). The reference
 * server picks the file of the `ipo.language` cookie (server/http/static-files.ts); the app
 * keeps that cookie equal to the interface language (src/app/language-cookie.ts) and takes
 * the prerendered page over without a blank frame (src/main.tsx, src/app/takeover.ts).
 * Every other path keeps index.html, the empty SPA shell.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { createServer, type Plugin, type ResolvedConfig, type Rollup, type ViteDevServer } from "vite";

/** URL paths whose HTML carries the prerendered sign-in page. */
export const PRERENDERED_PATHS = ["/login", "/login/oauth2/challenge"] as const;
/** Languages with an app catalog (src/lib/i18n/language.ts APP_LANGUAGES). */
const APP_LANGUAGES = ["en", "lt"];
/** The route the markup is rendered at (`/login` forwards to it in the app as well). */
const SIGN_IN_ROUTE = "/login/oauth2/challenge";
const SIGN_IN_MODULE = "/src/routes/login/oauth2/challenge.tsx";

type RenderSignIn = (path: string, language: string, globals: unknown) => Promise<string>;

/** CSS files (in load order) of the entry chunk and of the sign-in route, with their static imports. */
function signInCss(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  for (const chunk of chunks) if (chunk.moduleIds.some((id) => id.split("?")[0]?.endsWith(SIGN_IN_MODULE))) visit(chunk);
  return css;
}

/** A Vite server with the project's own config, for loading modules in Node only. */
export function openSsrServer(config: ResolvedConfig): Promise<ViteDevServer> {
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

/**
 * The reference server's globals (the office's languages and links as the build knows them)
 * and the languages to prerender, the default one first.
 */
export async function buildGlobals(server: ViteDevServer): Promise<{ GLOBALS: { supportedLanguages: string[] }; languages: string[] }> {
  const { GLOBALS } = (await server.ssrLoadModule("/server/content/globals.ts")) as { GLOBALS: { supportedLanguages: string[] } };
  return { GLOBALS, languages: GLOBALS.supportedLanguages.filter((language) => APP_LANGUAGES.includes(language)) };
}

/** Browser globals the sign-in screen reads while rendering (not in its effects). */
function withBrowserGlobals<T>(run: () => Promise<T>): Promise<T> {
  const emptyStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const names = ["navigator", "sessionStorage", "localStorage"] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  const define = (name: string, value: unknown) => Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  define("navigator", { onLine: true, language: "en", userAgent: "prerender" });
  define("sessionStorage", emptyStorage);
  define("localStorage", emptyStorage);
  return run().finally(() => {
    names.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    });
  });
}

/** index.html with `markup` in #root, the given CSS inlined instead of the entry stylesheet, and `lang`. */
export function prerenderedDocument(indexHtml: string, { language, markup, css }: { language: string; markup: string; css: string }): string {
  const withoutStylesheets = indexHtml.replace(/\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g, "");
  return withoutStylesheets
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace("</head>", `<style>${css}</style>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  let cssFiles: string[] = [];
  return {
    name: "ipo:prerender-sign-in",
    // Client builds only: the SSR server below loads this config again (as `serve`).
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      cssFiles = signInCss(bundle);
    },
    // Once the client files are on disk (index.html included); a failed build never gets here.
    writeBundle: {
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const server = await openSsrServer(config);
        try {
          const { renderSignIn } = (await server.ssrLoadModule("/src/app/prerender/render-sign-in.tsx")) as { renderSignIn: RenderSignIn };
          const { GLOBALS, languages } = await buildGlobals(server);
          const indexHtml = await readFile(join(outDir, "index.html"), "utf8");
          const css = (await Promise.all(cssFiles.map((file) => readFile(join(outDir, file), "utf8")))).join("\n");
          for (const [i, language] of languages.entries()) {
            const markup = await withBrowserGlobals(() => renderSignIn(SIGN_IN_ROUTE, language, GLOBALS));
            const html = prerenderedDocument(indexHtml, { language, markup, css });
            for (const path of PRERENDERED_PATHS) {
              const names = i === 0 ? [`${path}.${language}.html`, `${path}.html`] : [`${path}.${language}.html`];
              for (const name of names) {
                const file = join(outDir, `.${name}`);
                await mkdir(dirname(file), { recursive: true });
                await writeFile(file, html);
              }
            }
          }
          config.logger.info(`prerendered the sign-in page (${languages.join(", ")}) with ${cssFiles.length} inlined stylesheets`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
