/**
 * The installed app's title bar follows the colour mode: the `theme-color` meta tag gets the
 * brand blue in light mode and a dark surface in dark mode (the `dark` class Chakra's colour
 * mode sets on <html>, else the system preference), and is updated when either changes.
 */
import { THEME_COLOR } from "./manifest";

/** Title bar in dark mode (the dark page background). */
export const DARK_THEME_COLOR = "#111111";

export function themeColorFor(dark: boolean): string {
  return dark ? DARK_THEME_COLOR : THEME_COLOR;
}

function isDark(doc: Document, win: Window): boolean {
  const root = doc.documentElement;
  if (root.classList.contains("dark")) return true;
  if (root.classList.contains("light")) return false;
  return win.matchMedia?.("(prefers-color-scheme: dark)").matches === true;
}

/** Keeps `<meta name="theme-color">` in step; returns a function that stops it. */
export function syncThemeColor(doc: Document = document, win: Window = window): () => void {
  const apply = () => {
    let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = doc.createElement("meta");
      meta.name = "theme-color";
      doc.head.appendChild(meta);
    }
    const color = themeColorFor(isDark(doc, win));
    if (meta.content !== color) meta.content = color;
  };
  apply();
  const media = win.matchMedia?.("(prefers-color-scheme: dark)");
  media?.addEventListener("change", apply);
  const observer = typeof MutationObserver === "undefined" ? null : new MutationObserver(apply);
  observer?.observe(doc.documentElement, { attributes: true, attributeFilter: ["class", "style"] });
  return () => {
    media?.removeEventListener("change", apply);
    observer?.disconnect();
  };
}
