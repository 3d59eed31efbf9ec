/**
 * The app's one state store (one state model): the jotai store every piece of
 * UI-observable client state lives in (online status, storage answer, service-worker update
 * state, install prompt, page-title override, translator, logout wipe). Components read atoms
 * with `useAtomValue`; code outside React reads and writes them through `appStore`
 * (`appStore.get/set/sub`), as Excalidraw's `app-jotai.ts` does.
 *
 * `appStore` is jotai's default store: the app's `<Provider store={appStore}>`
 * (src/app/app-root.tsx) and every provider-less tree (component tests, the prerendered
 * sign-in page) see the same values. Atoms that must start again in tests are made with
 * `appAtom(init)`; `resetAppState()` sets each back to `init()` and runs the resets of the
 * explicit stores (./reset.ts). Imported from jotai's vanilla entry: no React here, so
 * modules the service worker shares may use it.
 */
import { getDefaultStore, type PrimitiveAtom } from "jotai/vanilla";
import { atomWithLazy } from "jotai/vanilla/utils";
import { registerStateReset, runStateResets } from "./reset";

export const appStore = getDefaultStore();

/**
 * A primitive atom of the app store whose first value is `init()`, computed when the atom is
 * first read (so a module can be imported where `window` is missing), and again at every
 * `resetAppState()`.
 */
export function appAtom<T>(init: () => T): PrimitiveAtom<T> {
  const created = atomWithLazy(init);
  registerStateReset(() => appStore.set(created, init()));
  return created;
}

/** Forgets all client state of the page (tests: after every test, tests/setup-web.ts). */
export function resetAppState(): Promise<void> {
  return runStateResets();
}
