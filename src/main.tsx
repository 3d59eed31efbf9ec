/**
 * Entry point: providers (TanStack Query, lingui, jotai's default store), the router, the
 * 401 handler of the API client, and service-worker registration.
 *
 * Start-up never waits for the office when the device holds a copy: the device's
 * user and the shell cache (globals, literals, filters) are restored from localStorage, the
 * route starts loading at once (its data answers from the device, src/lib/query), and the
 * language is activated from the restored copies; every request to the office goes out
 * in parallel. With nothing stored, the inbox needs two serial round trips: the session
 * user, then the list (globals and literals run beside them). Chakra is not here: it
 * loads on demand inside `ChakraRoot` (src/components/design-system), keeping the sign-in
 * page plain and light.
 */
import "@/app/plain.css";
import "@/app/touch-targets.css";
// Static styles of shared components (also imported where used) load with the entry: in a lazy
// chunk's stylesheet they would be one more request before the screen renders, and missing
// from the signed-in skeletons, which inline the entry's CSS.
import "@/components/data-table/card-list.css";
import { startTransition } from "react";
import { mirrorLanguageToCookie } from "@/app/language-cookie";
import { AppRoot } from "@/app/app-root";
import { SKELETON_CLASS } from "@/app/prerender/skeleton-screens";
import { createAppRouter } from "@/app/router";
import { beginTakeover, hasPrerenderedMarkup, withTakeover } from "@/app/takeover";
import { yieldToMain } from "@/app/yield-to-main";
import { setUnauthorizedHandler } from "@/lib/api";
import { whenIdle } from "@/lib/idle";
import { i18n, initI18n } from "@/lib/i18n";
import { QUERY_STORAGE_KEY } from "@/lib/query/persister";
import { createQueryClient, retryFailedScreenQueries } from "@/lib/query/query-client";
import { keepSessionOnDevice, restoreDeviceSession, sessionEndedByOffice } from "@/lib/session/device-session";
import { watchSessionEnd } from "@/lib/session/session-queries";
import { registerServiceWorker } from "@/lib/pwa/register";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A 401 anywhere means the session ended: forget the user and go to sign-in. Queued work
// (the outbox) is kept: it is sent once the user signs in again. Pages open to everyone (a
// verification link that itself ends the session, registration, password reset) stay and
// lead on by themselves.
function toSignIn() {
  sessionEndedByOffice(queryClient);
  const { pathname } = window.location;
  const signedInPage = router.matchRoutes(pathname).some((match) => match.routeId.startsWith("/_authenticated"));
  if (signedInPage) void router.navigate({ to: "/login" });
}
setUnauthorizedHandler(toSignIn);
// The device's user (src/lib/session/device-session.ts): kept while the office names it,
// restored before anything reads it; only an answer of the office ends it.
keepSessionOnDevice(queryClient);
restoreDeviceSession(queryClient);
// The shell opened for the device's last user; the office's 401 on /auth/me ends it, and a
// changed user (roles, profile) is read again by the routes.
watchSessionEnd(queryClient, toSignIn, () => void router.invalidate());
// "Could not reach the office" screens ask again when the connection returns, and now and then.
retryFailedScreenQueries(queryClient);

/**
 * The language of the signed-in skeleton the server sent, which is the account's
 * (server/http/signed-in-page.ts), or null on any other page.
 */
function signedInPageLanguage(): string | null {
  return document.querySelector(`#root > .${SKELETON_CLASS}`) ? document.documentElement.lang || null : null;
}

/** Restores the shell cache when one is stored (a returning user); local work only. */
async function restoreShellCache(): Promise<void> {
  let stored = false;
  try {
    stored = localStorage.getItem(QUERY_STORAGE_KEY) !== null;
  } catch {
    // Storage disabled: nothing was stored.
  }
  if (!stored) return;
  const { startQueryPersistence } = await import("@/lib/query/persist");
  await startQueryPersistence(queryClient);
}

/**
 * Service worker once the page has loaded and the browser is idle: installing it (and
 * precaching every chunk) never competes with the first render.
 */
function registerWhenLoaded() {
  const register = () => void whenIdle(() => void registerServiceWorker(), 5000);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

async function start() {
  // Each step in a task of its own: the entry's evaluation, the shell cache, the route's
  // guard and loaders, the language, the first render.
  await yieldToMain();
  // React DOM (200 KB, preloaded by index.html: scripts/start-up-preloads.ts) is compiled and
  // evaluated in a task of its own, not with the entry.
  const reactDom = import("react-dom/client");
  await restoreShellCache();
  // The route's guard and loaders start now, beside the language (the first render mounts the
  // router, which then finds this load under way or done).
  void router.load();
  await yieldToMain();
  await initI18n(queryClient, signedInPageLanguage());
  mirrorLanguageToCookie();
  await yieldToMain();
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  const app = (
    <AppRoot i18n={i18n} queryClient={queryClient} router={router} />
  );
  const { createRoot } = await reactDom;
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices that yield to the browser: no
  // long task while the design system computes the styles of the whole shell.
  if (hasPrerenderedMarkup(container)) {
    // The server sent the sign-in page prerendered (scripts/prerender-sign-in.ts): it stays
    // until the app commits the same screen in one go (its route loaded first, so nothing
    // suspends), with what was typed meanwhile carried over (src/app/takeover.ts).
    await router.load();
    const takeover = beginTakeover(container);
    startTransition(() => root.render(withTakeover(app, takeover)));
  } else {
    startTransition(() => root.render(app));
  }
  registerWhenLoaded();
}

void start();
