/**
 * Which Chakra system the app renders with: the light signed-out one at start, the full
 * one once `ensureFullSystem()` has loaded it (the signed-in layout awaits it before it
 * renders, so no signed-in component ever renders unstyled).
 */
import { atom, getDefaultStore } from "jotai";
import { signedOutSystem } from "./theme";

export const systemAtom = atom(signedOutSystem);

let loading: Promise<void> | null = null;

export function ensureFullSystem(): Promise<void> {
  loading ??= import("./theme-full").then(({ fullSystem }) => {
    getDefaultStore().set(systemAtom, fullSystem);
  });
  return loading;
}
