/**
 * Entry point: providers (Chakra, TanStack Query, lingui, jotai's default store), the
 * router, the 401 handler of the API client, and service-worker registration.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createAppRouter } from "@/app/router";
import { systemAtom } from "@/app/system-state";
import { setUnauthorizedHandler } from "@/lib/api";
import { i18n, initI18n } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query/query-client";
import { registerServiceWorker } from "@/lib/pwa/register";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A 401 anywhere means the session ended: forget the user and go to sign-in.
setUnauthorizedHandler(() => {
  queryClient.removeQueries({ queryKey: ["session"] });
  if (!window.location.pathname.startsWith("/login")) void router.navigate({ to: "/login" });
});

/** Chakra with the current system (upgraded when the signed-in area loads). */
function DesignSystem({ children }: { children: ReactNode }) {
  return <ChakraProvider value={useAtomValue(systemAtom)}>{children}</ChakraProvider>;
}

/**
 * Service worker once the page has loaded and the browser is idle: installing it (and
 * precaching every chunk) never competes with the first render.
 */
function registerWhenLoaded() {
  const register = () => void registerServiceWorker();
  // Safari has no requestIdleCallback.
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  const whenIdle = () => (idle ? idle(register, { timeout: 5000 }) : window.setTimeout(register, 1000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

async function start() {
  await initI18n(queryClient);
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  createRoot(container).render(
    <StrictMode>
      <DesignSystem>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </DesignSystem>
    </StrictMode>,
  );
  registerWhenLoaded();
}

void start();
