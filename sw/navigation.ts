/**
 * Navigations: network first (3 s timeout), falling back to the precached app shell
 * (`index.html`) so the installed app opens offline. API responses are never cached here:
 * the app keeps its own data in IndexedDB.
 */
import { matchPrecache } from "workbox-precaching";
import { registerRoute, Route } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { isAppNavigation, NAVIGATION_TIMEOUT_SECONDS, SHELL_URL, shouldServeShell } from "./requests";

export interface NavigationDeps {
  /** Fetches the request; rejects when offline or after the timeout. */
  network: (request: Request) => Promise<Response>;
  /** The precached shell, or undefined when it is not cached. */
  shell: () => Promise<Response | undefined>;
}

/** Network first; on failure (or 5xx) the shell; with neither, the network's answer or an error. */
export async function handleNavigation(request: Request, deps: NavigationDeps): Promise<Response> {
  let response: Response | undefined;
  try {
    response = await deps.network(request);
  } catch {
    response = undefined;
  }
  if (response && !shouldServeShell(response)) return response;
  const shell = await deps.shell().catch(() => undefined);
  return shell ?? response ?? Response.error();
}

/** Registers the navigation route. Call before `precacheAndRoute` so it takes precedence over
 * the precache's own match of `/` → `index.html` (which would be cache first). */
export function registerNavigationRoute(origin: string): void {
  const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
  registerRoute(
    new Route(
      ({ request }) => isAppNavigation(request, origin),
      ({ request, event }) =>
        handleNavigation(request, {
          network: (req) => network.handle({ request: req, event: event as FetchEvent }),
          shell: () => matchPrecache(SHELL_URL),
        }),
    ),
  );
}
