/**
 * The app's provider tree, the same for the browser (src/main.tsx) and the build's prerender of
 * the sign-in page (./prerender/render-sign-in.tsx), so the markup the app takes over is the one
 * it renders itself.
 */
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as StateProvider } from "jotai";
import { StrictMode } from "react";
import { appStore } from "@/lib/state";
import type { AppRouter } from "./router";

export interface AppRootProps {
  i18n: I18n;
  queryClient: QueryClient;
  router: AppRouter;
}

export function AppRoot({ i18n, queryClient, router }: AppRootProps) {
  return (
    <StrictMode>
      {/* The app's one state store (src/lib/state), also read outside React. */}
      <StateProvider store={appStore}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StateProvider>
    </StrictMode>
  );
}
