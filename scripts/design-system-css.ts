/**
 * Vite plugin (build only): the design system's global CSS computed at build time (for
 * the main thread of a cold signed-in start).
 *
 * Chakra's `createSystem` computes, when the app starts, the global styles of the system
 * (reset, global CSS and a CSS variable for each of ~700 tokens: nearly half of its time), and
 * its `ChakraProvider` serialises them through emotion and stylis at the first render. Both
 * give the same text on every start, so the build computes it once, with emotion's own
 * serialiser (`globalCssOf`), and:
 *
 *   - puts the text into src/components/design-system/prebuilt-global-css.ts, which
 *     `useGlobalCss` (./global-css.ts there) puts into a `<style>` element;
 *   - makes Chakra's `createSystem` leave the system's `_global` empty (`patchChakraSystem`),
 *     so the provider's `<Global>` inserts nothing.
 *
 * Development and tests keep Chakra's own path (the module's `null`, Chakra unpatched).
 */
import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";
import type { Plugin } from "vite";

/** The system fields read here (`SystemContext` has them, among many others). */
export interface GlobalStylesSource {
  readonly _global: unknown;
  readonly layers: { readonly atRule: string };
}

const PREBUILT_MODULE = /[\\/]src[\\/]components[\\/]design-system[\\/]prebuilt-global-css\.ts$/;
const CHAKRA_SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
/** The statement of Chakra 3's createSystem that computes the global styles. */
const CHAKRA_GLOBAL = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";

/**
 * The CSS that `ChakraProvider`'s two `<Global>` elements insert for `system`: its layer order,
 * then its global styles, serialised as emotion does (emotion's cache and stylis plugins).
 */
export function globalCssOf(system: GlobalStylesSource): string {
  const cache = createCache({ key: "ipo-build" });
  const rules: string[] = [];
  // In a browser emotion hands each rule to the sheet; on a server `insert` returns the text.
  const sheet = { insert: (rule: string) => void rules.push(rule) } as unknown as Parameters<typeof cache.insert>[2];
  const texts = [system.layers.atRule, system._global].map((styles) => {
    rules.length = 0;
    const serialized = serializeStyles([styles as never]);
    if (serialized.next !== undefined) throw new Error("design-system-css: keyframes made with emotion's keyframes() are not supported");
    const returned: unknown = cache.insert("", serialized, sheet, false);
    return typeof returned === "string" ? returned : rules.join("");
  });
  return texts.join("");
}

/** Chakra's system.js with an empty `_global` (the prebuilt CSS replaces it). */
export function patchChakraSystem(code: string): string {
  if (!code.includes(CHAKRA_GLOBAL)) {
    throw new Error(`design-system-css: Chakra's createSystem no longer has "${CHAKRA_GLOBAL}"; update scripts/design-system-css.ts`);
  }
  return code.replace(CHAKRA_GLOBAL, "const _global = [];");
}

export function designSystemCss(): Plugin {
  let css: string | null = null;
  const patched = { chakra: false, prebuilt: false };
  return {
    name: "ipo:design-system-css",
    // Before the TypeScript transform: the module's source is replaced whole.
    enforce: "pre",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async buildStart() {
      // The theme as the app has it (Chakra unpatched here: Node loads it, not the bundler).
      const { getAppSystem } = await import("../src/app/theme");
      css = globalCssOf(getAppSystem());
    },
    transform(code, id) {
      if (CHAKRA_SYSTEM.test(id)) {
        patched.chakra = true;
        return { code: patchChakraSystem(code), map: null };
      }
      if (PREBUILT_MODULE.test(id)) {
        if (css === null) this.error("design-system-css: the global CSS was not computed");
        patched.prebuilt = true;
        return { code: `export const prebuiltGlobalCss = ${JSON.stringify(css)};\n`, map: null };
      }
      return null;
    },
    buildEnd(error) {
      // Both or neither: an empty _global without the prebuilt CSS would leave the app unstyled.
      if (!error && patched.chakra !== patched.prebuilt) {
        this.error(`design-system-css: Chakra's system ${patched.chakra ? "was" : "was not"} patched but the prebuilt CSS ${patched.prebuilt ? "was" : "was not"} used`);
      }
    },
  };
}
