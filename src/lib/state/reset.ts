/**
 * The one reset of the page's state (tests): every module holding state registers how to
 * forget it, once, when it is imported; `resetAppState()` (./app-store.ts) runs them all.
 *
 * This file has no dependency (not even jotai): the modules the service worker also runs
 * (the CSRF memory of the transport, src/lib/api) register here without pulling the atom
 * store into the worker's bundle.
 */

type Reset = () => void | Promise<void>;

const resets: Reset[] = [];

/** Registers how a module forgets its state; call once, at module level. */
export function registerStateReset(reset: Reset): void {
  resets.push(reset);
}

/**
 * Runs every registered reset, in registration order. The synchronous ones all run before the
 * first wait, so nothing still under way from before slips in between them.
 */
export async function runStateResets(): Promise<void> {
  const pending = resets.map((reset) => reset());
  await Promise.all(pending);
}
