/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (aliased in vite.config.ts and
 * vitest.config.ts; the main thread of a cold signed-in start).
 *
 * Chakra's elements and emotion insert their styles with `useInsertionEffectAlwaysWithSyncFallback`:
 * with React 18+ that is an insertion effect, run in the commit, which React cannot split. The
 * first commit of the signed-in shell inserted about 110 rules there (stylis compiling each
 * one, then `insertRule`), half of the longest task after the first paint. Here the hook is the
 * library's own fallback for React 17: the styles go in while the element renders, and the first
 * render is a transition (src/main.tsx), which React splits into slices that yield to the
 * browser. Inserting a rule is idempotent (emotion's cache), so a render React throws away only
 * leaves a rule no element uses yet. The layout-fallback hook (emotion's `<Global>`) is unchanged.
 */
import { useInsertionEffect } from "react";

/** Runs `create` at once: during the render that needs the styles. */
export function useInsertionEffectAlwaysWithSyncFallback<T>(create: () => T): T {
  return create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
