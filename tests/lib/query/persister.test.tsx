import { QueryClient, useQueryClient } from "@tanstack/react-query";
import { persistQueryClientSave } from "@tanstack/react-query-persist-client";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { beforeAll, describe, expect, it } from "vitest";
import {
  APP_VERSION,
  PERSISTED_QUERY_KEYS,
  PersistedQueryProvider,
  QUERY_STORAGE_KEY,
  clearPersistedQueries,
  createQueryPersister,
  isPersistedQueryKey,
  persistOptionsFor,
  startQueryPersistence,
  stopQueryPersistence,
} from "@/lib/query";
import { globals, sessionUser } from "../fixtures";

interface Stored {
  buster: string;
  clientState: { queries: Array<{ queryKey: unknown[] }> };
}

function stored(): Stored | null {
  const text = localStorage.getItem(QUERY_STORAGE_KEY);
  return text ? (JSON.parse(text) as Stored) : null;
}

/**
 * The persister packages bring their own copy of @tanstack/query-core, so their
 * QueryClient type differs nominally from react-query's (same class at run time).
 */

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe("query persistence allowlist", () => {
  it("holds the content queries only: the session user is kept by src/lib/session/device-session.ts", () => {
    expect(PERSISTED_QUERY_KEYS).toEqual([["content"]]);
    expect(isPersistedQueryKey(["content", "literals", "lt"])).toBe(true);
    expect(isPersistedQueryKey(["session", "me"])).toBe(false);
    expect(isPersistedQueryKey(["session"])).toBe(false);
    expect(isPersistedQueryKey(["session", "other"])).toBe(false);
    expect(isPersistedQueryKey(["correspondence", "search"])).toBe(false);
  });

  it("writes only allowlisted, successful queries, with the app version as buster", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["content", "globals"], globals);
    queryClient.setQueryData(["session", "me"], sessionUser());
    queryClient.setQueryData(["correspondence", "search", { page: 0 }], { content: [] });
    const options = persistOptionsFor(createQueryPersister({ storage: localStorage, throttleTime: 0 }));
    await persistQueryClientSave({ queryClient: queryClient, ...options });
    await tick();
    const saved = stored();
    expect(saved?.buster).toBe(APP_VERSION);
    expect(saved?.clientState.queries.map((query) => query.queryKey)).toEqual([["content", "globals"]]);
  });

  it("clearPersistedQueries removes the stored cache", () => {
    localStorage.setItem(QUERY_STORAGE_KEY, "{}");
    clearPersistedQueries();
    expect(localStorage.getItem(QUERY_STORAGE_KEY)).toBeNull();
  });
});

describe("PersistedQueryProvider", () => {
  async function restoreWith(buster: string): Promise<unknown> {
    const source = new QueryClient();
    source.setQueryData(["content", "globals"], globals);
    await persistQueryClientSave({
      queryClient: source,
      ...persistOptionsFor(createQueryPersister({ storage: localStorage, throttleTime: 0 })),
      buster,
    });
    await tick();

    const queryClient = new QueryClient();
    let restored: unknown = "not restored";
    function Probe() {
      const client = useQueryClient();
      return <span>{client === queryClient ? "same client" : "other"}</span>;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <PersistedQueryProvider
          client={queryClient}
          storage={localStorage}
          onRestored={() => {
            restored = queryClient.getQueryData(["content", "globals"]);
          }}
        >
          <Probe />
        </PersistedQueryProvider>,
      );
      await tick(20);
    });
    expect(container.textContent).toBe("same client");
    await act(async () => root.unmount());
    return restored;
  }

  it("restores the persisted queries of the same app version", async () => {
    await expect(restoreWith(APP_VERSION)).resolves.toEqual(globals);
  });

  it("drops a cache written by another app version", async () => {
    await expect(restoreWith("0.0.0-old")).resolves.toBeUndefined();
  });
});

describe("startQueryPersistence", () => {
  it("restores once per client, then saves allowlisted changes", async () => {
    const source = new QueryClient();
    source.setQueryData(["content", "globals"], globals);
    await persistQueryClientSave({
      queryClient: source,
      ...persistOptionsFor(createQueryPersister({ storage: localStorage, throttleTime: 0 })),
    });
    await tick();

    const queryClient = new QueryClient();
    const first = startQueryPersistence(queryClient, { storage: localStorage, throttleTime: 0 });
    expect(startQueryPersistence(queryClient)).toBe(first);
    await first;
    expect(queryClient.getQueryData(["content", "globals"])).toEqual(globals);

    queryClient.setQueryData(["content", "literals", "en"], { a: "b" });
    queryClient.setQueryData(["applications", "all"], { content: [] });
    await tick(20);
    expect(stored()?.clientState.queries.map((query) => query.queryKey)).toEqual([
      ["content", "globals"],
      ["content", "literals", "en"],
    ]);
    stopQueryPersistence(queryClient);
  });
});
