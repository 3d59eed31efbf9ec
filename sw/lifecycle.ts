/**
 * Service worker lifecycle: a new version waits until the user accepts the update prompt
 * (which posts SKIP_WAITING), and an activated worker takes control of open pages at once
 * (the pages then reload, src/lib/pwa/register.ts). A page that was still loading when the
 * first worker activated is not claimed (only execution-ready documents are) and would stay
 * uncontrolled until its next load; it asks for the claim itself (CLAIM_CLIENTS).
 *
 * Queued work across an update (e2e offline-outbox-device, "a new version of the service
 * worker"): the browser activates the new version only once the old worker's events are over,
 * so a Background Sync drain in progress finishes first; page, old and new worker drain under
 * one Web Lock per user, and a request cut off by the reload is replayed with its
 * Idempotency-Key, so the office gets a queued reply once. On activation the precache drops
 * the old version's entries; a page still on that version reloads when it cannot load a chunk
 * (src/components/update-prompt/stale-chunks.ts).
 */
import { clientsClaim } from "workbox-core";
import { isClaimClientsMessage, isSkipWaitingMessage } from "./requests";

export function registerLifecycle(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("message", (event) => {
    if (isSkipWaitingMessage(event.data)) void scope.skipWaiting();
    // Posted to the active worker only; a refused claim (not active) leaves the page as it was.
    else if (isClaimClientsMessage(event.data)) event.waitUntil(scope.clients.claim().catch(() => undefined));
  });
  clientsClaim();
}
