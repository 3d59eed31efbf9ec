/**
 * `QueryClientProvider` that first restores the persisted queries (./persister.ts) and
 * then keeps them saved. Lazy-loadable: nothing on the sign-in path needs to import it.
 */
import type { QueryClient } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { useState, type ReactNode } from "react";
import { createQueryPersister, persistOptionsFor } from "./persister";

export interface PersistedQueryProviderProps {
  client: QueryClient;
  children: ReactNode;
  /** Defaults to localStorage. */
  storage?: Storage;
  /** Called once restoring finished (also when nothing was restored). */
  onRestored?: () => void;
}

export function PersistedQueryProvider({ client, children, storage, onRestored }: PersistedQueryProviderProps) {
  const [persistOptions] = useState(() => persistOptionsFor(createQueryPersister({ storage })));
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions} onSuccess={onRestored}>
      {children}
    </PersistQueryClientProvider>
  );
}
