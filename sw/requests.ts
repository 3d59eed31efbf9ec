/**
 * Pure request classification for the service worker (no worker globals: unit-tested in
 * tests/sw/). Decides which requests the worker may touch at all.
 */

/** Paths the service worker never answers from a cache: the API and the back end's sandbox. */
export const BYPASS_PREFIXES = ["/api/", "/sandbox/"] as const;

/** Path of the app shell in the precache (the SPA answers every route with it). */
export const SHELL_URL = "/index.html";

/** Seconds a navigation waits for the network before the precached shell is used. */
export const NAVIGATION_TIMEOUT_SECONDS = 3;

/** The parts of a Request the classifiers read (so tests can pass plain objects). */
export interface RequestLike {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
}

/** True for paths under /api/ or /sandbox/ (including the bare `/api` and `/sandbox`). */
export function isBypassedPath(pathname: string): boolean {
  return BYPASS_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
}

/** True for any request to the API (`/api/...`): never cached by the worker. */
export function isApiRequest(url: URL | string, origin: string): boolean {
  const u = typeof url === "string" ? new URL(url) : url;
  return u.origin === origin && (u.pathname === "/api" || u.pathname.startsWith("/api/"));
}

/**
 * A top-level GET navigation to one of the app's own routes on this origin: served
 * network-first with the precached shell as the offline fallback.
 * Navigations to /api/ (file downloads, the authorize redirect) and /sandbox/ (simulated
 * external systems, test hooks) always go straight to the network.
 */
export function isAppNavigation(request: RequestLike, origin: string): boolean {
  if (request.mode !== "navigate" || request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.origin !== origin) return false;
  return !isBypassedPath(url.pathname);
}

/**
 * Whether a network answer to a navigation should be replaced by the precached shell:
 * no answer at all (offline, timeout) or a server/gateway failure (5xx, e.g. a proxy in
 * front of a stopped server). Anything else, 404 included, is shown as the server sent it.
 */
export function shouldServeShell(response: Pick<Response, "status"> | undefined | null): boolean {
  return !response || response.status >= 500;
}

/**
 * The message a page without a controller posts to the active worker (src/lib/pwa/register.ts):
 * a document still loading when the first worker activated was skipped by its clients.claim().
 */
export function isClaimClientsMessage(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "CLAIM_CLIENTS";
}

/** The message the update prompt posts (workbox-window's `messageSkipWaiting()`). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "SKIP_WAITING";
}
