/**
 * Imperative start of query persistence for the signed-in area: restore the persisted
 * allowlist once (so the guard can use the last known user offline), then keep saving.
 * Imported lazily by the signed-in route guard, never by the sign-in page.
 */
import type { QueryClient } from "@tanstack/react-query";
import { persistQueryClientRestore, persistQueryClientSubscribe } from "@tanstack/react-query-persist-client";
import { createQueryPersister, persistOptionsFor } from "./persister";

const started = new WeakMap<QueryClient, Promise<void>>();

export function startQueryPersistence(queryClient: QueryClient, storage?: Storage): Promise<void> {
  const existing = started.get(queryClient);
  if (existing) return existing;
  const options = { ...persistOptionsFor(createQueryPersister({ storage })), queryClient };
  const run = (async () => {
    try {
      await persistQueryClientRestore(options);
    } catch (error) {
      console.warn("could not restore persisted queries", error);
    }
    persistQueryClientSubscribe(options);
  })();
  started.set(queryClient, run);
  return run;
}
