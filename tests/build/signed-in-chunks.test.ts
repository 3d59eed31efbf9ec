/**
 * The chunk groups (scripts/signed-in-chunks.ts) over a small module graph: the entry's
 * static graph is one chunk; what the sign-in page loads lazily is never grouped; the design
 * system, the shell, shared and per-screen modules are.
 */
import { describe, expect, it } from "vitest";
import { assertCoreStandsAlone, signedInGroups } from "../../scripts/signed-in-chunks";

const R = "/app/src/routes";
const GRAPH: Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }> = {
  "/app/src/main.tsx": { entry: true, imports: ["/app/src/router.ts", "/app/nm/react.js"], dynamic: ["/app/src/title.tsx", "/app/src/error-dialog.tsx"] },
  "/app/src/router.ts": { imports: [`${R}/_authenticated.tsx`, `${R}/login/oauth2/challenge.tsx`] },
  [`${R}/_authenticated.tsx`]: { dynamic: [`${R}/_authenticated.tsx?tsr-split=component`, "/app/src/components/design-system/chakra-provider.tsx"] },
  [`${R}/login/oauth2/challenge.tsx`]: { dynamic: [`${R}/login/oauth2/challenge.tsx?tsr-split=component`] },
  [`${R}/login/oauth2/challenge.tsx?tsr-split=component`]: { imports: ["/app/src/sign-in-form.tsx", "/app/src/format.ts"] },
  "/app/src/title.tsx": { imports: ["/app/src/use-title.ts"] },
  "/app/src/error-dialog.tsx": { imports: ["/app/node_modules/@chakra-ui/react/index.js"] },
  "/app/src/components/design-system/chakra-provider.tsx": { imports: ["/app/node_modules/@chakra-ui/react/index.js", "/app/src/app/theme.ts"] },
  "/app/src/app/theme.ts": { imports: ["/app/node_modules/@chakra-ui/react/dist/esm/styled-system/index.js", "/app/node_modules/@chakra-ui/react/dist/esm/theme/index.js"] },
  "/app/node_modules/@chakra-ui/react/index.js": { imports: ["/app/node_modules/@chakra-ui/react/dist/esm/styled-system/index.js", "/app/node_modules/@ark-ui/react/dist/components/dialog/dialog-root.js"] },
  "/app/node_modules/@chakra-ui/react/dist/esm/theme/index.js": { imports: ["/app/node_modules/@ark-ui/react/dist/components/dialog/dialog.anatomy.js"] },
  "/app/node_modules/@ark-ui/react/dist/components/dialog/dialog.anatomy.js": { imports: ["/app/node_modules/@zag-js/dialog/dist/dialog.anatomy.mjs"] },
  [`${R}/_authenticated.tsx?tsr-split=component`]: { imports: ["/app/src/shell.tsx", "/app/src/use-title.ts"] },
  "/app/src/shell.tsx": { imports: ["/app/node_modules/@chakra-ui/react/index.js", "/app/nm/react.js"] },
  [`${R}/_authenticated/index.tsx`]: { dynamic: [`${R}/_authenticated/index.tsx?tsr-split=component`] },
  [`${R}/_authenticated/index.tsx?tsr-split=component`]: { imports: ["/app/src/table.tsx", "/app/src/cards.tsx", "/app/src/format.ts"] },
  [`${R}/_authenticated/payments/$tab.tsx?tsr-split=component`]: { imports: ["/app/src/table.tsx"], dynamic: ["/app/src/pdf.ts"] },
  "/app/src/pdf.ts": {},
};
for (const leaf of ["/app/nm/react.js", "/app/src/sign-in-form.tsx", "/app/src/format.ts", "/app/src/use-title.ts", "/app/node_modules/@chakra-ui/react/dist/esm/styled-system/index.js", "/app/node_modules/@ark-ui/react/dist/components/dialog/dialog-root.js", "/app/node_modules/@zag-js/dialog/dist/dialog.anatomy.mjs", "/app/src/table.tsx", "/app/src/cards.tsx"]) {
  GRAPH[leaf] ??= {};
}

const graph = {
  getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
  getModuleInfo: (id: string) => {
    const node = GRAPH[id];
    return node ? ({ isEntry: Boolean(node.entry), importedIds: node.imports ?? [], dynamicallyImportedIds: node.dynamic ?? [] } as never) : null;
  },
};

describe("signedInGroups", () => {
  const groups = signedInGroups(graph);

  it("bundles the entry's static graph as one chunk", () => {
    for (const id of ["/app/src/main.tsx", "/app/nm/react.js", "/app/src/router.ts", `${R}/_authenticated.tsx`]) expect(groups.get(id), id).toBe("app");
  });

  it("leaves what the sign-in page loads lazily to the default chunking, out of every signed-in group", () => {
    for (const id of ["/app/src/sign-in-form.tsx", "/app/src/format.ts", "/app/src/title.tsx", "/app/src/use-title.ts"]) {
      expect(groups.has(id), id).toBe(false);
    }
  });

  it("puts the design system, the shell, shared and per-screen modules into their groups", () => {
    expect(groups.get("/app/src/components/design-system/chakra-provider.tsx")).toBe("design-system");
    expect(groups.get("/app/node_modules/@chakra-ui/react/index.js")).toBe("design-system");
    expect(groups.get("/app/node_modules/@ark-ui/react/dist/components/dialog/dialog-root.js")).toBe("design-system");
    expect(groups.get("/app/src/shell.tsx")).toBe("signed-in-shell");
    expect(groups.get("/app/src/table.tsx")).toBe("signed-in-common");
    expect(groups.get("/app/src/cards.tsx")).toBe("screen-index");
    expect(groups.get(`${R}/_authenticated/payments/$tab.tsx?tsr-split=component`)).toBe("screen-payments-tab");
  });

  it("keeps what a screen loads on demand out of the groups", () => {
    expect(groups.has("/app/src/pdf.ts")).toBe(false);
  });

  it("puts what making the system needs into the design system's core: the theme, styled-system, anatomies", () => {
    for (const id of [
      "/app/src/app/theme.ts",
      "/app/node_modules/@chakra-ui/react/dist/esm/styled-system/index.js",
      "/app/node_modules/@chakra-ui/react/dist/esm/theme/index.js",
      "/app/node_modules/@ark-ui/react/dist/components/dialog/dialog.anatomy.js",
      "/app/node_modules/@zag-js/dialog/dist/dialog.anatomy.mjs",
    ]) {
      expect(groups.get(id), id).toBe("design-system-core");
    }
  });
});

describe("assertCoreStandsAlone", () => {
  const core = { name: "design-system-core", fileName: "assets/core.js", imports: ["assets/index.js"] };
  const components = { name: "design-system", fileName: "assets/ds.js", imports: ["assets/core.js", "assets/index.js"] };
  const entry: { name: string; fileName: string; imports: string[] } = { name: "index", fileName: "assets/index.js", imports: [] };

  const byFile = (...chunks: (typeof entry)[]) => new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

  it("accepts a core that reaches no component chunk", () => {
    expect(() => assertCoreStandsAlone(byFile(entry, core, components))).not.toThrow();
  });

  it("fails the build when the core reaches the components' chunk, also through another chunk", () => {
    expect(() => assertCoreStandsAlone(byFile(entry, { ...core, imports: ["assets/ds.js"] }, components))).toThrow(/imports assets\/ds\.js/);
    const shared = { name: "shared", fileName: "assets/shared.js", imports: ["assets/ds.js"] };
    expect(() => assertCoreStandsAlone(byFile(entry, { ...core, imports: ["assets/shared.js"] }, components, shared))).toThrow(/design system's core/);
  });
});
