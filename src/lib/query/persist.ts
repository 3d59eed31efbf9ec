/**
 * Imperative alternative to `PersistedQueryProvider` (for route guards): restores the
 * persisted queries into a QueryClient once, then keeps saving them. Calling it again
 * for the same client returns the same promise.
 */
import type { QueryClient } from "@tanstack/react-query";
import { persistQueryClient } from "@tanstack/react-query-persist-client";
import { createQueryPersister, persistOptionsFor, type QueryPersisterOptions } from "./persister";

interface Running {
  restored: Promise<void>;
  stop: () => void;
}

const running = new WeakMap<QueryClient, Running>();

export function startQueryPersistence(queryClient: QueryClient, options: QueryPersisterOptions = {}): Promise<void> {
  const existing = running.get(queryClient);
  if (existing) return existing.restored;
  const [stop, restoring] = persistQueryClient({
    queryClient,
    ...persistOptionsFor(createQueryPersister(options)),
  });
  const restored = restoring.catch((error: unknown) => {
    // A broken persisted cache is removed by the library; the app just starts empty.
    console.warn("persisted queries could not be restored", error);
  });
  running.set(queryClient, { restored, stop });
  return restored;
}

/** Stops saving (tests, or before throwing a client away). */
export function stopQueryPersistence(queryClient: QueryClient): void {
  running.get(queryClient)?.stop();
  running.delete(queryClient);
}
