/**
 * Vite plugin: prerenders the sign-in page into the build, so that its markup and styles
 * arrive in the HTML and it paints before any script has run (cold start).
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
import { join } from "node:path";
import type { Plugin, Rollup } from "vite";
import { prerenderedDocument, prerenderPlugin } from "./prerender-plugin";

/** URL paths whose HTML carries the prerendered sign-in page. */
export const PRERENDERED_PATHS = ["/login", "/login/oauth2/challenge"] as const;
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

export function prerenderSignIn(): Plugin {
  return prerenderPlugin({
    name: "ipo:prerender-sign-in",
    collect: signInCss,
    async write({ server, globals, languages, indexHtml, outDir, readOutput, writePage }, cssFiles) {
      const { renderSignIn } = (await server.ssrLoadModule("/src/app/prerender/render-sign-in.tsx")) as { renderSignIn: RenderSignIn };
      const css = (await readOutput(cssFiles)).join("\n");
      for (const [i, language] of languages.entries()) {
        const markup = await withBrowserGlobals(() => renderSignIn(SIGN_IN_ROUTE, language, globals));
        const html = prerenderedDocument(indexHtml, { language, markup, css });
        for (const path of PRERENDERED_PATHS) {
          const names = i === 0 ? [`${path}.${language}.html`, `${path}.html`] : [`${path}.${language}.html`];
          await writePage(names.map((name) => join(outDir, `.${name}`)), html);
        }
      }
      return `prerendered the sign-in page (${languages.join(", ")}) with ${cssFiles.length} inlined stylesheets`;
    },
  });
}
