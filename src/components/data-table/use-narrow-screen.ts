/**
 * True below 960 px (the theme's `md`), where lists show as cards. Read from `matchMedia` and
 * kept in step with it; where there is none (unit tests in jsdom) the screen counts as wide.
 */
import { useSyncExternalStore } from "react";

const QUERY = "(max-width: 959.98px)";

function mediaQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const media = mediaQuery();
  media?.addEventListener("change", onChange);
  return () => media?.removeEventListener("change", onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false, () => false);
}
