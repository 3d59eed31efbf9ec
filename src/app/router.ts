/**
 * The router instance: file-based route tree, the shared QueryClient in context, and
 * intent preloading so menu targets start loading on hover/focus.
 */
import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { ScreenPending } from "@/components/offline/screen-pending";
import { routeTree } from "@/routeTree.gen";

export interface RouterContext {
  queryClient: QueryClient;
}

/** `history`: the browser's by default; the build's prerender passes a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    // Start loading a route's code and data when its link is hovered or focused.
    defaultPreload: "intent",
    // Loader data is read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A loader still running after 300 ms replaces the previous screen with a busy line, so a
    // new URL never shows the old screen (loaders are bounded: src/lib/query/screen-data.ts).
    defaultPendingComponent: ScreenPending,
    defaultPendingMs: 300,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
