/**
 * A screen's own page title (spec 1 §2 "Page titles"), for screens whose title depends on their
 * state (an expired link, a finished step). It overrides the route's title from
 * ./route-titles.ts while the screen is shown; <DocumentTitle> writes `document.title`.
 */
import { useAtomValue, useStore } from "jotai";
import { useEffect } from "react";
import { appAtom } from "@/lib/state";

/** The title the shown screen set, or null (the route's title applies). */
export const titleOverrideAtom = appAtom<string | null>(() => null);

/** The title a screen set, or null. */
export function useTitleOverride(): string | null {
  return useAtomValue(titleOverrideAtom);
}

export function useDocumentTitle(title: string): void {
  const store = useStore();
  useEffect(() => {
    store.set(titleOverrideAtom, title);
    return () => {
      if (store.get(titleOverrideAtom) === title) store.set(titleOverrideAtom, null);
    };
  }, [store, title]);
}
