/**
 * A screen's own page title (spec 1 §2 "Page titles"), for screens whose title depends on their
 * state (an expired link, a finished step). It overrides the route's title from
 * ./route-titles.ts while the screen is shown; <DocumentTitle> writes `document.title`.
 */
import { useEffect, useSyncExternalStore } from "react";

let override: string | null = null;
const listeners = new Set<() => void>();

function setOverride(title: string | null): void {
  override = title;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title a screen set, or null. */
export function useTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => override, () => null);
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    setOverride(title);
    return () => {
      if (override === title) setOverride(null);
    };
  }, [title]);
}
