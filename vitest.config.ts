/**
 * Two projects: `web` (front end and service worker in happy-dom, IndexedDB faked)
 * and `server` (reference server over real HTTP, Node environment).
 */
import { linguiMacro } from "./scripts/lib/lingui-macro.mjs";
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath, URL } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/** What the two web projects share (happy-dom, the app's setup). */
const WEB_TEST = {
  environment: "happy-dom",
  // Chakra and emotion go through Vite's resolver, as in the build: the alias above then
  // reaches their imports (Node would load them unaliased).
  server: { deps: { inline: [/[\\/]node_modules[\\/]@chakra-ui[\\/]/, /[\\/]node_modules[\\/]@emotion[\\/]/] } },
  setupFiles: ["tests/setup-web.ts"],
  // The app's catalogs compiled when a fresh clone has none yet.
  globalSetup: ["tests/support/compile-catalogs.ts"],
} satisfies TestProjectInlineConfiguration["test"];

/**
 * Test files that replace modules of the app (`vi.mock`): run in their own project, isolated.
 * Found by their text, so that a new one cannot land in the shared module graph by mistake.
 */
const TESTS = fileURLToPath(new URL("./tests", import.meta.url));
const MOCKING_FILES = readdirSync(TESTS, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith("server") && readFileSync(join(TESTS, file), "utf8").includes("vi.mock("))
  .map((file) => join("tests", file).split(sep).join("/"));

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Modules of the service worker the app also reads (e.g. the shared files of the share target).
      "@sw": fileURLToPath(new URL("./sw", import.meta.url)),
      // As in the build (vite.config.ts): styles inserted while rendering.
      "@emotion/use-insertion-effect-with-fallbacks": fileURLToPath(
        new URL("./src/components/design-system/insert-styles-in-render.ts", import.meta.url),
      ),
    },
  },
  test: {
    // A worker per core. Vitest's default (cores - 1, leaving one to its main process) is ONE
    // worker on the 2-core CI: 59 s for the suite, 38 s with two.
    maxWorkers: "100%",
    // The server project's security suite prints its tally ("security: N attacks tried, N held").
    reporters: ["default", "./tests/server/security/tally-reporter.ts"],
    projects: [
      {
        extends: true,
        // The lingui macros compile as in the app build (JSX is left to Vitest's own transform).
        plugins: [linguiMacro()],
        test: {
          name: "web",
          ...WEB_TEST,
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: ["tests/server/**", "tests/contract/**", ...MOCKING_FILES],
          // Files share a worker's module graph and DOM: importing React, Chakra and the app
          // once per worker instead of once per file. tests/setup-web.ts resets the shared
          // state (IndexedDB, storage, client state, DOM) after every test.
          isolate: false,
        },
      },
      {
        extends: true,
        // The lingui macros compile as in the app build (JSX is left to Vitest's own transform).
        plugins: [linguiMacro()],
        test: {
          name: "web-mocks",
          ...WEB_TEST,
          include: [...MOCKING_FILES],
          // Each file its own module graph: a file that replaces a module of the app (vi.mock)
          // found the real one already loaded when a file run before it in a shared graph had
          // imported it (the reply tests, in a clean clone's order of files).
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts", "tests/contract/**/*.test.ts"],
          // Each file starts its own server on a temporary database.
          pool: "forks",
          // Servers share a worker's imported modules (each still has its own database).
          isolate: false,
          testTimeout: 20000,
        },
      },
    ],
  },
});
