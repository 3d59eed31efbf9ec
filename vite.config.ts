/**
 * Build of the PWA: React + lingui macros (Babel, scripts/lib/lingui-macro.mjs), file-based TanStack routes with
 * automatic code splitting, and the service worker from `sw/` through vite-plugin-pwa
 * (injectManifest). In `dev`, `/api` and `/sandbox` are proxied to the reference server.
 */
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { linguiMacro } from "./scripts/lib/lingui-macro.mjs";
import { fileURLToPath, URL } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { designSystemCss } from "./scripts/design-system-css";
import { prerenderSignIn } from "./scripts/prerender-sign-in";
import { prerenderSignedIn } from "./scripts/prerender-signed-in";
import { signedInChunks } from "./scripts/signed-in-chunks";
import { startUpPreloads } from "./scripts/start-up-preloads";
import { webManifest } from "./src/lib/pwa/manifest";

const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:8080";

const NO_MESSAGE_COMPILER = "\0ipo:lingui-core-without-compiler";

/**
 * lingui's core imports the ICU message compiler (moo, @messageformat/parser) for development
 * only (`NODE_ENV !== "production"`): in the build that import is dead code, yet it kept the
 * compiler in the entry chunk, evaluated on every start (issue 12). The app's catalogs are
 * compiled by `lingui compile`; server literals with ICU syntax load the compiler on demand
 * (src/lib/i18n/literals.ts), now from a chunk of its own.
 */
function linguiCoreWithoutCompiler(): Plugin {
  return {
    name: "ipo:lingui-core-without-compiler",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      const fromCore = importer !== undefined && /[\\/]@lingui[\\/]core[\\/]dist[\\/]/.test(importer);
      return fromCore && source === "@lingui/message-utils/compileMessage" ? NO_MESSAGE_COMPILER : null;
    },
    load(id) {
      return id === NO_MESSAGE_COMPILER ? "export const compileMessage = undefined;" : null;
    },
  };
}

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Modules shared by the app and the service worker (e.g. the outbox).
      "@sw": fileURLToPath(new URL("./sw", import.meta.url)),
      // Chakra's and emotion's styles inserted while rendering, in the slices of a transition,
      // not in the commit (issue 12; the module's header says why).
      "@emotion/use-insertion-effect-with-fallbacks": fileURLToPath(
        new URL("./src/components/design-system/insert-styles-in-render.ts", import.meta.url),
      ),
    },
  },
  plugins: [
    tanstackRouter({
      target: "react",
      // Each route's component loads as its own chunk, keeping the sign-in page light.
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      // Route files may hold helpers in files starting with "-" (not routes).
      routeFileIgnorePrefix: "-",
    }),
    // Babel only for the lingui macros, before the React plugin compiles JSX.
    linguiMacro(),
    react(),
    lingui(),
    linguiCoreWithoutCompiler(),
    // The design system's global CSS computed at build time, not on every start (issue 12).
    designSystemCss(),
    // React DOM, imported on demand by the entry, preloaded by index.html (before the prerenders,
    // whose pages start from index.html).
    startUpPreloads(),
    // The sign-in page's markup and CSS in the HTML itself (issue 12): it paints before any script.
    prerenderSignIn(),
    // Fewer, larger chunks for the signed-in app, its shell preloaded by index.html (after the
    // prerender, which keeps the sign-in page's own preloads).
    signedInChunks(),
    // The signed-in screens' skeletons (issue 12), with index.html's preloads: after the chunks.
    prerenderSignedIn(),
    VitePWA({
      // Our own service worker source (sw/sw.ts) with the precache manifest injected.
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      // We register the worker ourselves through workbox-window (src/lib/pwa/register.ts).
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // Precache the app shell, its chunks, catalogs, icons and fonts (and pdf.js's worker, an
        // .mjs), and the device index's SQLite build (src/lib/device-index: about 0.9 MB of wasm,
        // under the 2 MiB default limit), so search works offline after install.
        globPatterns: ["**/*.{js,mjs,css,html,png,svg,ico,webmanifest,woff2,wasm}"],
        // The prerendered sign-in pages and signed-in skeletons are for the server's first
        // answer; offline, the SW serves index.html.
        // sqlite-wasm's own worker (Worker1 API) and its "opfs" VFS's proxy are emitted because its
        // module names them, but the device index uses neither (opfs-sahpool in our own worker).
        globIgnores: ["login.*html", "login/**", "signed-in/**", "assets/sqlite3-worker1-*.js", "assets/sqlite3-opfs-async-proxy-*.js"],
      },
      devOptions: { enabled: false },
    }),
  ],
  worker: {
    // The device index's worker is a module worker (src/lib/device-index/index.ts): ES output
    // keeps SQLite's own `new URL("sqlite3.wasm", import.meta.url)` working in it.
    format: "es",
  },
  optimizeDeps: {
    // sqlite-wasm finds its .wasm beside its module: pre-bundling for the dev server would move it.
    exclude: ["@sqlite.org/sqlite-wasm"],
  },
  build: {
    // Modern evergreen browsers only (installable PWA); keeps output smaller.
    target: "es2022",
    sourcemap: false,
    // Route chunks are split; warn only if something grows unexpectedly.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its full default config (every recipe) at load
        // time; marking its config helpers pure lets the unused recipes drop out
        // (src/app/theme.ts picks the ones the app uses).
        manualPureFunctions: ["defineConfig", "defineRecipe", "defineSlotRecipe", "defineTokens", "defineSemanticTokens"],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/sandbox": { target: apiTarget, changeOrigin: false },
    },
  },
});
