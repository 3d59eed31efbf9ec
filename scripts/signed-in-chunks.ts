/**
 * Vite plugin: fewer, larger chunks for the signed-in app (cold start of a
 * signed-in page), and modulepreload of its shell in index.html.
 *
 * Left to itself the bundler splits the signed-in code by every combination of dynamic
 * imports that share a module: over 100 chunks, fetched in a waterfall of lazy imports.
 * Once the module graph is known (`buildEnd`), this plugin sorts every module the sign-in
 * page never loads (that page stays as it is: its 170 KB gzip budget) into groups:
 *
 *   app               the entry's static graph (every page loads it), in one chunk
 *   design-system     Chakra, emotion and the theme (chakra-provider.tsx and its imports)
 *   signed-in-shell   the signed-in layout (`_authenticated.tsx` component) and its imports
 *   signed-in-common  modules that two or more signed-in screens import
 *   screen-<route>    what one signed-in screen alone imports
 *
 * From the groups' roots only static imports are followed, so code a screen loads on demand
 * (spreadsheets, PDF, calendar files) stays in chunks of its own. After the build, index.html (served for every
 * path but the prerendered sign-in page) preloads the design system and the shell, so they
 * load beside the entry instead of after it.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Plugin, ResolvedConfig, Rollup } from "vite";

type ModuleGraph = Pick<Rollup.PluginContext, "getModuleIds" | "getModuleInfo">;

const SIGN_IN_ROUTES = /[\\/]src[\\/]routes[\\/]login[\\/]/;
const DESIGN_SYSTEM = /[\\/]src[\\/]components[\\/]design-system[\\/]chakra-provider\.tsx$/;
const CHAKRA = /node_modules[\\/]@chakra-ui[\\/]/;
const SIGNED_IN_LAYOUT = /[\\/]src[\\/]routes[\\/]_authenticated\.tsx\?tsr-split=component/;
const SIGNED_IN_SCREEN = /[\\/]src[\\/]routes[\\/]_authenticated[\\/](.+)\.tsx\?tsr-split=/;

/**
 * What making the system needs, apart from the components (src/app/theme.ts and what it
 * imports): Chakra's styled-system, theme and utilities, emotion, and the anatomies (part
 * names) the recipes are written against. The loader (chakra-root.tsx) evaluates this group
 * and makes the system before the components' group is evaluated: three tasks, not two long ones.
 */
const DESIGN_SYSTEM_CORE = [
  /[\\/]src[\\/]app[\\/]theme\.ts$/,
  /[\\/]src[\\/]components[\\/]design-system[\\/]insert-styles-in-render\.ts$/,
  /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|utils)[\\/]/,
  /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](anatomy|create-context|merge-props|merge-refs|preset-base)\.js$/,
  /node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is)[\\/]/,
  /node_modules[\\/]@pandacss[\\/]/,
  /node_modules[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js$/,
  /node_modules[\\/]@zag-js[\\/]anatomy[\\/]/,
  /node_modules[\\/]@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs$/,
];

/** Chunk names of the groups that index.html preloads. */
const PRELOADED_GROUPS = ["design-system", "signed-in-shell"];

/**
 * Modules reachable from `roots` through static imports, and through the dynamic imports
 * that `followDynamic` accepts.
 */
function closure(
  graph: ModuleGraph,
  roots: string[],
  { exclude = new Set<string>(), followDynamic = () => false }: { exclude?: ReadonlySet<string>; followDynamic?: (id: string) => boolean } = {},
): Set<string> {
  const found = new Set<string>();
  const stack = roots.filter((id) => !exclude.has(id));
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    const info = graph.getModuleInfo(id);
    const next = [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []).filter(followDynamic)];
    for (const other of next) if (!found.has(other) && !exclude.has(other)) stack.push(other);
  }
  return found;
}

/**
 * Group name of every module the sign-in page can never load. That page loads the entry's
 * static graph and, on demand, what it imports lazily itself (catalogs, literals, the
 * document title...): every dynamic import is followed except those of other routes' screens
 * and of anything built with Chakra (error dialog and screens: never on a normal sign-in).
 */
export function signedInGroups(graph: ModuleGraph): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const usesChakra = (id: string) => [...closure(graph, [id])].some((other) => CHAKRA.test(other));
  const signIn = closure(
    graph,
    ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
    { followDynamic: (id) => SIGN_IN_ROUTES.test(id) || (!id.includes("?tsr-split") && !usesChakra(id)) },
  );
  const groups = new Map<string, string>();
  const claim = (name: string, members: Iterable<string>) => {
    for (const id of members) if (!groups.has(id)) groups.set(id, name);
  };
  // The entry's static graph loads on every page anyway: one chunk instead of dozens of
  // small ones (fewer requests, better compression).
  claim("app", closure(graph, ids.filter((id) => graph.getModuleInfo(id)?.isEntry)));
  const taken = () => new Set([...signIn, ...groups.keys()]);
  const designSystem = closure(graph, ids.filter((id) => DESIGN_SYSTEM.test(id)), { exclude: signIn });
  claim("design-system-core", [...designSystem].filter((id) => DESIGN_SYSTEM_CORE.some((pattern) => pattern.test(id))));
  claim("design-system", designSystem);
  claim("signed-in-shell", closure(graph, ids.filter((id) => SIGNED_IN_LAYOUT.test(id)), { exclude: taken() }));
  // Each signed-in screen's own modules; those of several screens are shared.
  const excluded = taken();
  const screens = new Map<string, string[]>();
  for (const id of ids) {
    const route = SIGNED_IN_SCREEN.exec(id)?.[1];
    if (!route) continue;
    const name = `screen-${route.replace(/[^\w]+/g, "-").replace(/^-|-$/g, "") || "index"}`;
    screens.set(name, [...(screens.get(name) ?? []), id]);
  }
  const owners = new Map<string, Set<string>>();
  for (const [name, roots] of screens) {
    for (const id of closure(graph, roots, { exclude: excluded })) owners.set(id, (owners.get(id) ?? new Set()).add(name));
  }
  for (const [id, names] of owners) groups.set(id, names.size > 1 ? "signed-in-common" : ([...names][0] as string));
  return groups;
}

/** `roots` and every chunk they import, directly or through other chunks. */
function importClosure(chunks: ReadonlyMap<string, Pick<Rollup.OutputChunk, "imports">>, roots: string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    if (reached.has(fileName)) return;
    reached.add(fileName);
    for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return reached;
}

/**
 * The core of the design system must evaluate without the components' chunk: a core module
 * that imports a component module would pull the components' chunk into the core's
 * evaluation, one long task again. Add such a module to DESIGN_SYSTEM_CORE.
 */
export function assertCoreStandsAlone(chunks: ReadonlyMap<string, Pick<Rollup.OutputChunk, "name" | "fileName" | "imports">>): void {
  const named = (name: string) => [...chunks.values()].find((chunk) => chunk.name === name);
  const core = named("design-system-core");
  const components = named("design-system");
  if (!core || !components) throw new Error("signed-in-chunks: no design-system-core or design-system chunk was made");
  if (importClosure(chunks, [core.fileName]).has(components.fileName)) {
    throw new Error(`signed-in-chunks: ${core.fileName} imports ${components.fileName}; a module of the design system's core imports a component module`);
  }
}

export function signedInChunks(): Plugin {
  let config: ResolvedConfig;
  let groups = new Map<string, string>();
  return {
    name: "ipo:signed-in-chunks",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A group holds exactly its modules: their imports from the sign-in page's graph
              // stay where they are, so the sign-in page never loads a group.
              includeDependenciesRecursively: false,
              // Read when the chunks are made, after buildEnd filled `groups`.
              groups: [{ name: (id: string) => groups.get(id) ?? null, debugName: "signed-in groups" }],
            },
          },
        },
      },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      if (!error) groups = signedInGroups(this);
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
        assertCoreStandsAlone(chunks);
        // The groups' chunks and every chunk they import, unless index.html lists it already.
        const preloaded = [...chunks.values()].filter((chunk) => PRELOADED_GROUPS.includes(chunk.name)).map((chunk) => chunk.fileName);
        const files = importClosure(chunks, preloaded);
        const file = join(resolve(config.root, config.build.outDir), "index.html");
        const html = await readFile(file, "utf8");
        const links = [...files]
          .map((name) => `${config.base}${name}`)
          .filter((href) => !html.includes(`"${href}"`))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
        await writeFile(file, html.replace("</head>", `${links.join("\n    ")}\n  </head>`));
      },
    },
  };
}
