/**
 * The design system's global CSS (Chakra's CSS layers, reset, global styles and every token's
 * CSS variable), computed at build time (scripts/design-system-css.ts replaces this module's
 * `null` with the text). With it, the browser neither computes these styles in `createSystem`
 * nor serialises them through emotion at the first render: `./global-css.ts` puts
 * the text into a `<style>` element. `null` in development and tests: Chakra computes and
 * inserts them itself.
 */
export const prebuiltGlobalCss: string | null = null;
