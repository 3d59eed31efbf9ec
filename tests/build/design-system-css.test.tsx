/**
 * The design system's global CSS computed at build time (scripts/design-system-css.ts): the
 * text is what Chakra's own provider inserts at run time, and the patch that empties the
 * system's `_global` finds its statement in the installed Chakra.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { getAppSystem } from "@/app/theme";
import { globalCssOf, patchChakraSystem } from "../../scripts/design-system-css";

/** The text of the `<style>` elements emotion's `<Global>` inserted (`css-global`; tests run emotion unminified, as text). */
function insertedGlobalCss(): string {
  return [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')]
    .map((style) => style.textContent)
    .join("");
}

describe("design system global CSS", () => {
  it("is the text Chakra's provider inserts for the app's system at run time", () => {
    const before = new Set(document.head.querySelectorAll("style"));
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    act(() => root.render(<ChakraProvider value={getAppSystem()}>{null}</ChakraProvider>));
    try {
      const css = globalCssOf(getAppSystem());
      expect(css).toBe(insertedGlobalCss());
      // The layer order first, then the reset, the global styles and the tokens' variables.
      expect(css.startsWith("@layer reset,base,tokens,recipes;")).toBe(true);
      expect(css).toContain("--chakra-colors-brand-600:#004b87;");
      expect(css).toContain("@keyframes spin{");
    } finally {
      act(() => root.unmount());
      container.remove();
      for (const style of document.head.querySelectorAll("style")) if (!before.has(style)) style.remove();
    }
  });

  it("empties the system's _global in the installed Chakra, and fails loudly when Chakra changes", () => {
    const require = createRequire(import.meta.url);
    const chakraRoot = dirname(require.resolve("@chakra-ui/react/package.json"));
    const source = readFileSync(join(chakraRoot, "dist/esm/styled-system/system.js"), "utf8");
    const patched = patchChakraSystem(source);
    expect(patched).toContain("const _global = [];");
    expect(patched).not.toContain("getPreflightCss(), getGlobalCss(), getTokenCss()]");
    expect(() => patchChakraSystem("function createSystem() {}")).toThrow(/update scripts\/design-system-css\.ts/);
  });
});
