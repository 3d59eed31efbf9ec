/**
 * Entry point: providers (TanStack Query, lingui, jotai's default store), the router, the
 * 401 handler of the API client, and service-worker registration. Chakra is not here: it
 * loads on demand inside `ChakraRoot` (src/components/design-system), keeping the sign-in
 * page plain and light.
 */
import "@/app/plain.css";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createAppRouter } from "@/app/router";
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
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  registerWhenLoaded();
}

void start();
