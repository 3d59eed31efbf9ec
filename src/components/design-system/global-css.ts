/**
 * The prebuilt global CSS of the design system (./prebuilt-global-css.ts) in the document while
 * any Chakra root is mounted, as Chakra's own `<Global>` would have it: one `<style>` element for
 * all roots, added when the first mounts and removed when the last unmounts (back on the plain
 * sign-in page, none of Chakra's reset applies).
 */
import { useInsertionEffect } from "react";
import { prebuiltGlobalCss } from "./prebuilt-global-css";

let mounted = 0;
let element: HTMLStyleElement | null = null;

function attach(css: string): () => void {
  mounted += 1;
  if (!element) {
    element = document.createElement("style");
    element.dataset.designSystem = "global";
    element.textContent = css;
    // Where emotion puts its global sheets: after the page's own styles, before the
    // components' (insertion effects run children first, so theirs may be there already).
    document.head.insertBefore(element, document.head.querySelector("style[data-emotion]"));
  }
  return () => {
    mounted -= 1;
    if (mounted > 0) return;
    element?.remove();
    element = null;
  };
}

/** Keeps `css` (by default the prebuilt text; nothing when there is none) in the document while mounted. */
export function useGlobalCss(css: string | null = prebuiltGlobalCss): void {
  // In the insertion phase, as emotion's <Global> does: before layout effects read styles.
  useInsertionEffect(() => (css === null ? undefined : attach(css)), [css]);
}
