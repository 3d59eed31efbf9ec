/**
 * Vite plugin (build only): index.html preloads React DOM, which the entry imports on demand
 * (src/main.tsx) so that its 200 KB are compiled and evaluated in a task of their own, not in
 * the entry's (blocking time of a cold start). Preloaded, the import costs no round
 * trip: the chunk downloads beside the entry. Listed before the prerender plugins, so the
 * sign-in page (which starts from index.html as written here) and the signed-in skeletons
 * (which turn index.html's preloads into their after-paint list) get it too.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

export function startUpPreloads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "ipo:start-up-preloads",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const chunk = Object.values(bundle).find((item) => item.type === "chunk" && !item.isEntry && item.moduleIds.some((id) => REACT_DOM_CLIENT.test(id)));
        if (!chunk) throw new Error("start-up-preloads: no chunk holds react-dom/client; src/main.tsx imports it on demand");
        const file = join(resolve(config.root, config.build.outDir), "index.html");
        const html = await readFile(file, "utf8");
        const href = `${config.base}${chunk.fileName}`;
        if (html.includes(`"${href}"`)) return;
        await writeFile(file, html.replace("</head>", `  <link rel="modulepreload" crossorigin href="${href}">\n  </head>`));
      },
    },
  };
}
